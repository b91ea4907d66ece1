/**
 * A background job's rounds: one at a time (a round asked for while one runs joins it), on a timer that never
 * keeps the process alive, and a stop that waits for the round under way, so nothing is left half-recorded.
 */
export class RoundSchedule<T> {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<T> | undefined;

  constructor(
    private readonly round: () => Promise<T>,
    /** What a timed round's failure becomes (a log line): the schedule goes on. */
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Runs a round now, or joins the one under way. */
  run(): Promise<T> {
    this.current ??= this.round().finally(() => {
      this.current = undefined;
    });
    return this.current;
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.run().catch(this.onError), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.current?.catch(() => undefined);
  }
}
