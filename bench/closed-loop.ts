import autocannon from 'autocannon';
import { type CpuProbe, cpuUse } from './cpu';
import { type Measurement, latencySummary } from './report';
import { GET_HEADERS, JSON_HEADERS, problemOf } from './requests';

export interface Target {
  readonly server: 'app' | 'bare';
  readonly url: string;
  readonly path: string;
  readonly method: 'GET' | 'POST';
  /**
   * Sent in turn, one global sequence shared by all connections: a POST's bodies, or a GET's query strings
   * (`?…`, after the path). Empty: the same request every time.
   */
  readonly sequence: readonly string[];
}

export interface AutocannonOptions {
  readonly connections: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  /**
   * autocannon's `overallRate`. Beware: autocannon gives each connection a quota per second and
   * sends it back to back as fast as the server answers, then idles until the next second, so this
   * is a bursty closed loop, not a fixed arrival rate (see fixed-rate.ts).
   */
  readonly overallRate?: number;
  /** Called between the warm-up and the measured run. */
  readonly beforeMeasure?: () => Promise<void>;
  /** Samples CPU use of the server (by pid; several add up), PostgreSQL and this process over the measured run. */
  readonly cpu?: { readonly probe: CpuProbe; readonly pid: number | readonly number[] };
  readonly signal: AbortSignal;
}

interface RawRun {
  latencies: number[];
  answers: number;
  ok: number;
  non2xx: number;
  bodyErrors: number;
  socketErrors: number;
  timeouts: number;
  seconds: number;
  firstProblem: string | undefined;
}

function once(target: Target, options: AutocannonOptions, seconds: number): Promise<RawRun> {
  const run: RawRun = {
    latencies: [],
    answers: 0,
    ok: 0,
    non2xx: 0,
    bodyErrors: 0,
    socketErrors: 0,
    timeouts: 0,
    seconds,
    firstProblem: undefined,
  };
  let next = 0;
  const { sequence, method, path } = target;
  const step = (): string => sequence[next++ % sequence.length]!;
  const request: autocannon.Request = {
    method,
    path,
    headers: method === 'GET' ? { ...GET_HEADERS } : { ...JSON_HEADERS },
    // One global order for the whole run (not one per connection), the same for both servers.
    ...(sequence.length
      ? {
          setupRequest: (req: autocannon.Request) =>
            method === 'GET' ? { ...req, path: path + step() } : { ...req, body: step() },
        }
      : {}),
    onResponse: (status, body) => {
      run.answers++;
      const problem = problemOf(status, body);
      if (!problem) run.ok++;
      else {
        if (status < 200 || status > 299) run.non2xx++;
        else run.bodyErrors++;
        run.firstProblem ??= problem;
      }
    },
  };
  return new Promise<RawRun>((resolve, reject) => {
    if (options.signal.aborted) return reject(new Error('aborted'));
    const instance = autocannon(
      {
        url: target.url,
        connections: options.connections,
        duration: seconds,
        requests: [request],
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
        timeout: 10,
      },
      (error, result) => {
        options.signal.removeEventListener('abort', stop);
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        if (options.signal.aborted) return reject(new Error('aborted'));
        run.socketErrors = result.errors - result.timeouts;
        run.timeouts = result.timeouts;
        run.seconds = result.duration;
        resolve(run);
      },
    );
    const stop = (): void => instance.stop();
    options.signal.addEventListener('abort', stop, { once: true });
    instance.on('response', (_client, _status, _bytes, responseTime) => run.latencies.push(responseTime));
    instance.on('reqError', (error: unknown) => {
      run.firstProblem ??= `request error: ${error instanceof Error ? error.message : String(error)}`;
    });
  });
}

/**
 * Several servers at once, the connections dealt out among them in turn (as a proxy balancing
 * keep-alive connections round-robin would), measured as one run.
 */
async function spread(targets: readonly Target[], options: AutocannonOptions, seconds: number): Promise<RawRun> {
  const share = (i: number): number => Math.floor((options.connections + targets.length - 1 - i) / targets.length);
  const runs = await Promise.all(
    targets.map((target, i) => once(target, { ...options, connections: share(i) }, seconds)),
  );
  if (runs.length === 1) return runs[0]!;
  const sum = (field: 'answers' | 'ok' | 'non2xx' | 'bodyErrors' | 'socketErrors' | 'timeouts'): number =>
    runs.reduce((total, run) => total + run[field], 0);
  return {
    latencies: runs.flatMap((run) => run.latencies),
    answers: sum('answers'),
    ok: sum('ok'),
    non2xx: sum('non2xx'),
    bodyErrors: sum('bodyErrors'),
    socketErrors: sum('socketErrors'),
    timeouts: sum('timeouts'),
    seconds: Math.max(...runs.map((run) => run.seconds)),
    firstProblem: runs.find((run) => run.firstProblem)?.firstProblem,
  };
}

/** A warm-up run, then the measured run, against one server (or several sharing the connections). */
export async function runAutocannon(
  target: Target | readonly Target[],
  options: AutocannonOptions,
): Promise<Measurement> {
  const targets = Array.isArray(target) ? (target as readonly Target[]) : [target as Target];
  const warm = await spread(targets, options, options.warmupSeconds);
  await options.beforeMeasure?.();
  const cpuBefore = options.cpu?.probe.sample(options.cpu.pid);
  const run = await spread(targets, options, options.seconds);
  const cpuAfter = options.cpu?.probe.sample(options.cpu.pid);
  const warmupProblems = warm.non2xx + warm.bodyErrors + warm.socketErrors + warm.timeouts;
  return {
    server: targets[0]!.server,
    seconds: run.seconds,
    ok: run.ok,
    rps: run.answers / run.seconds,
    ...latencySummary(run.latencies),
    non2xx: run.non2xx,
    bodyErrors: run.bodyErrors,
    socketErrors: run.socketErrors,
    timeouts: run.timeouts,
    warmupProblems,
    firstProblem: run.firstProblem ?? warm.firstProblem,
    concurrency: options.connections,
    cpu: cpuUse(cpuBefore, cpuAfter, run.answers),
    ...(options.overallRate ? { targetRate: options.overallRate } : {}),
  };
}
