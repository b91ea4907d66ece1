import type { CpuUse } from './cpu';

/** One measured run against one server. */
export interface Measurement {
  readonly server: 'app' | 'bare';
  /** Seconds of the measured window. */
  readonly seconds: number;
  /** Successful answers (200, JSON data, no errors) in the measured window. */
  readonly ok: number;
  /** Answers per second in the measured window (all answers, so a failing server cannot look fast). */
  readonly rps: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  /** Non-200 answers, 200 answers with GraphQL errors or an unexpected body, connection errors and timeouts. */
  readonly non2xx: number;
  readonly bodyErrors: number;
  readonly socketErrors: number;
  readonly timeouts: number;
  /** The same counters over the warm-up, which must be clean too. */
  readonly warmupProblems: number;
  readonly firstProblem: string | undefined;
  /** Requested arrival rate (fixed-rate runs only). */
  readonly targetRate?: number;
  /** Concurrency used: connections (closed loop) or most requests in flight at once (open loop). */
  readonly concurrency: number;
  /** Where the CPU went during the measured window (Linux only). */
  readonly cpu?: CpuUse;
}

export function problems(m: Measurement): number {
  return m.non2xx + m.bodyErrors + m.socketErrors + m.timeouts + m.warmupProblems;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function latencySummary(values: readonly number[] | Float64Array): {
  p50: number;
  p95: number;
  p99: number;
  max: number;
} {
  const sorted = Float64Array.from(values).sort();
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

export interface WorkloadResult {
  readonly id: string;
  readonly title: string;
  readonly app: Measurement;
  /** What the app is compared with: the bare server, or another run of the app (named by `baseline`). */
  readonly bare?: Measurement;
  /** The second row's name when it is not the bare server (e.g. "a: app"). */
  readonly baseline?: string;
  /** Extra lines printed under the workload (SQL counts, response sizes …). */
  readonly notes: readonly string[];
}

export interface Budget {
  readonly name: string;
  /** Measured value as printed, e.g. "18.2 ms". */
  readonly measured: string;
  readonly limit: string;
  readonly pass: boolean;
  /** A budget measured on a run with errors proves nothing either way. */
  readonly invalid: boolean;
  /** Runs the budget was measured on, to flag interference from other processes. */
  readonly runs: readonly Measurement[];
}

/** Other processes busier than this (in cores) during a run make its latency doubtful. */
const NOISY_CORES = 0.25;

const ms = (v: number): string => (Number.isFinite(v) ? v.toFixed(1) : '-');
const pad = (s: string, n: number): string => s.padEnd(n);
const lpad = (s: string, n: number): string => s.padStart(n);

export function ratio(result: WorkloadResult): number {
  return result.bare && result.bare.rps > 0 ? result.app.rps / result.bare.rps : Number.NaN;
}

/** The server process's CPU per answer, app over bare (NaN without /proc). */
export function cpuRatio(result: WorkloadResult): number {
  const app = result.app.cpu?.serverMs;
  const bare = result.bare?.cpu?.serverMs;
  return app !== undefined && bare ? app / bare : Number.NaN;
}

export function formatTable(results: readonly WorkloadResult[]): string {
  const lines: string[] = [];
  const header =
    pad('workload', 44) +
    pad('server', 7) +
    lpad('conc', 5) +
    lpad('target/s', 9) +
    lpad('req/s', 9) +
    lpad('p50 ms', 8) +
    lpad('p95 ms', 8) +
    lpad('p99 ms', 8) +
    lpad('max ms', 8) +
    lpad('ok', 8) +
    lpad('bad', 6) +
    lpad('app/2nd', 10);
  const rule = '-'.repeat(header.length);
  lines.push(rule, header, rule);
  for (const result of results) {
    const rows: [string, string, Measurement][] = [[`${result.id}. ${result.title}`, 'app', result.app]];
    if (result.bare) rows.push(['', result.baseline ?? 'bare', result.bare]);
    for (const [title, server, m] of rows) {
      const bad = problems(m);
      lines.push(
        pad(title, 44) +
          pad(server, 7) +
          lpad(String(m.concurrency), 5) +
          lpad(m.targetRate ? String(Math.round(m.targetRate)) : '-', 9) +
          lpad(m.rps.toFixed(0), 9) +
          lpad(ms(m.p50), 8) +
          lpad(ms(m.p95), 8) +
          lpad(ms(m.p99), 8) +
          lpad(ms(m.max), 8) +
          lpad(String(m.ok), 8) +
          lpad(bad ? `${bad}!` : '0', 6) +
          lpad(m === result.app && result.bare ? ratio(result).toFixed(2) : '', 10),
      );
    }
    for (const note of result.notes) lines.push(`    ${note}`);
    for (const m of result.bare ? [result.app, result.bare] : [result.app]) {
      if (problems(m)) {
        lines.push(
          `    !!! INVALID (${m.server}): ${m.non2xx} non-2xx, ${m.bodyErrors} bodies with errors, ` +
            `${m.socketErrors} socket errors, ${m.timeouts} timeouts, ${m.warmupProblems} problems in the warm-up; ` +
            `first: ${m.firstProblem ?? '?'}`,
        );
      }
    }
    lines.push(rule);
  }
  return lines.join('\n');
}

export function formatBudgets(budgets: readonly Budget[]): string {
  const lines = ['Budgets (docs: /work/shared/DESIGN.md, "Performance"):'];
  let noisy = 0;
  for (const b of budgets) {
    const verdict = b.invalid ? 'INVALID' : b.pass ? 'PASS' : 'FAIL';
    const mark = b.invalid || !b.pass ? '  <<<<<<<<<<' : '';
    const other = Math.max(0, ...b.runs.map((m) => m.cpu?.otherCores ?? 0));
    const noise = other > NOISY_CORES ? ` (noisy: other processes used ${other.toFixed(2)} cores)` : '';
    if (noise) noisy++;
    lines.push(
      `  ${pad(verdict, 8)}${pad(b.name, 58)} measured ${pad(b.measured, 12)} budget ${b.limit}${noise}${mark}`,
    );
  }
  if (noisy) {
    lines.push(
      `  ${noisy} budget(s) measured while other processes kept more than ${NOISY_CORES} core busy: ` +
        'repeat on a quiet machine before trusting a FAIL or a PASS near its limit.',
    );
  }
  const failed = budgets.filter((b) => !b.pass && !b.invalid);
  const invalid = budgets.filter((b) => b.invalid);
  if (invalid.length) {
    lines.push('', `!!! ${invalid.length} budget(s) measured on runs with errors: THIS RUN IS INVALID for them.`);
  }
  if (failed.length) {
    const banner = '#'.repeat(72);
    lines.push('', banner, `###  FAIL: ${failed.length} of ${budgets.length} performance budgets missed`, banner);
  } else if (!invalid.length) {
    lines.push('', `All ${budgets.length} performance budgets met.`);
  }
  return lines.join('\n');
}
