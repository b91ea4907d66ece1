import type { Logger } from '../logger';
import { RoundSchedule } from '../common/round-schedule';

/** One kind of expired data and how to delete it; answers how many rows went. */
export interface SweepTask {
  readonly name: string;
  run(): Promise<number>;
}

/**
 * Deletes expired data on a schedule. Every replica may sweep: each task deletes in small
 * index-backed batches, so two sweeps at once only share the work.
 */
export class Sweeper {
  // sweepOnce logs each task's failure itself and never rejects.
  private readonly rounds = new RoundSchedule(
    () => this.sweepOnce(),
    () => undefined,
  );

  constructor(
    private readonly tasks: readonly SweepTask[],
    private readonly logger: Logger,
  ) {}

  /** Runs every task once; a failing task is logged and does not stop the others. */
  async sweepOnce(): Promise<Record<string, number>> {
    const swept: Record<string, number> = {};
    for (const task of this.tasks) {
      try {
        swept[task.name] = await task.run();
      } catch (error) {
        this.logger.warn('sweep failed', { task: task.name, error: String(error) });
      }
    }
    if (Object.values(swept).some((n) => n > 0)) this.logger.info('expired data swept', swept);
    return swept;
  }

  start(intervalMs: number): void {
    this.rounds.start(intervalMs);
  }

  /** Stops the schedule and waits for a sweep under way. */
  stop(): Promise<void> {
    return this.rounds.stop();
  }
}
