import type { Logger } from '../../api/src/logger';
import { Sweeper } from '../../api/src/maintenance/sweeper';

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const log = (message: string, fields?: Record<string, unknown>) => lines.push(`${message} ${JSON.stringify(fields)}`);
  return { lines, debug: log, info: log, warn: log, error: log };
}

describe('the sweeper', () => {
  it('runs every task, logs a failing one and goes on with the rest', async () => {
    const logger = recordingLogger();
    const sweeper = new Sweeper(
      [
        { name: 'broken', run: () => Promise.reject(new Error('database away')) },
        { name: 'sessions', run: () => Promise.resolve(3) },
      ],
      logger,
    );
    expect(await sweeper.sweepOnce()).toEqual({ sessions: 3 });
    expect(logger.lines.some((l) => l.startsWith('sweep failed') && l.includes('database away'))).toBe(true);
    expect(logger.lines.some((l) => l.startsWith('expired data swept') && l.includes('"sessions":3'))).toBe(true);
  });

  it('sweeps on its schedule until stopped', async () => {
    let runs = 0;
    const sweeper = new Sweeper([{ name: 'keys', run: async () => ++runs }], recordingLogger());
    sweeper.start(10);
    // Waits for a second run however slow the machine is, rather than for a fixed time.
    while (runs < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await sweeper.stop();
    const seen = runs;
    expect(seen).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(seen);
  });
});
