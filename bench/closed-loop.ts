import autocannon from 'autocannon';
import { type CpuProbe, type CpuSample, cpuUse } from './cpu';
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
  /** Sent with every request besides the method's own (e.g. a session cookie). */
  readonly headers?: Readonly<Record<string, string>>;
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
  /** Called after the measured run. */
  readonly afterMeasure?: () => Promise<void>;
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
    headers: { ...(method === 'GET' ? GET_HEADERS : JSON_HEADERS), ...target.headers },
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

/** One measured window (after its warm-up), with the CPU samples around it. */
interface Slice {
  warm: RawRun;
  run: RawRun;
  cpuBefore: CpuSample | undefined;
  cpuAfter: CpuSample | undefined;
}

async function slice(targets: readonly Target[], options: AutocannonOptions, warmupSeconds: number): Promise<Slice> {
  const warm = await spread(targets, options, warmupSeconds);
  await options.beforeMeasure?.();
  const cpuBefore = options.cpu?.probe.sample(options.cpu.pid);
  const run = await spread(targets, options, options.seconds);
  const cpuAfter = options.cpu?.probe.sample(options.cpu.pid);
  await options.afterMeasure?.();
  return { warm, run, cpuBefore, cpuAfter };
}

/** Slices of one target as one measurement: their answers and latencies pooled, their CPU summed. */
function measurement(server: Target['server'], slices: readonly Slice[], options: AutocannonOptions): Measurement {
  const total = (field: 'answers' | 'ok' | 'non2xx' | 'bodyErrors' | 'socketErrors' | 'timeouts', of: 'warm' | 'run') =>
    slices.reduce((sum, s) => sum + s[of][field], 0);
  const seconds = slices.reduce((sum, s) => sum + s.run.seconds, 0);
  const answers = total('answers', 'run');
  const warmupProblems =
    total('non2xx', 'warm') + total('bodyErrors', 'warm') + total('socketErrors', 'warm') + total('timeouts', 'warm');
  return {
    server,
    seconds,
    ok: total('ok', 'run'),
    rps: answers / seconds,
    ...latencySummary(slices.flatMap((s) => s.run.latencies)),
    non2xx: total('non2xx', 'run'),
    bodyErrors: total('bodyErrors', 'run'),
    socketErrors: total('socketErrors', 'run'),
    timeouts: total('timeouts', 'run'),
    warmupProblems,
    firstProblem: slices.map((s) => s.run.firstProblem ?? s.warm.firstProblem).find(Boolean),
    concurrency: options.connections,
    cpu: cpuUse(...summedSamples(slices), answers),
    ...(options.overallRate ? { targetRate: options.overallRate } : {}),
  };
}

/** The slices' CPU as one before-and-after pair (each slice's difference, added up). */
function summedSamples(slices: readonly Slice[]): [CpuSample | undefined, CpuSample | undefined] {
  if (slices.some((s) => !s.cpuBefore || !s.cpuAfter)) return [undefined, undefined];
  const zero: CpuSample = { at: 0, server: 0, postgres: 0, generator: 0, machine: 0 };
  const sum = slices.reduce<CpuSample>((acc, s) => {
    const [b, a] = [s.cpuBefore!, s.cpuAfter!];
    return {
      at: acc.at + a.at - b.at,
      server: acc.server + a.server - b.server,
      postgres: acc.postgres + a.postgres - b.postgres,
      generator: acc.generator + a.generator - b.generator,
      machine: acc.machine + a.machine - b.machine,
    };
  }, zero);
  return [zero, sum];
}

/** A warm-up run, then the measured run, against one server (or several sharing the connections). */
export async function runAutocannon(
  target: Target | readonly Target[],
  options: AutocannonOptions,
): Promise<Measurement> {
  const targets = Array.isArray(target) ? (target as readonly Target[]) : [target as Target];
  return measurement(targets[0]!.server, [await slice(targets, options, options.warmupSeconds)], options);
}

/**
 * Workloads compared with each other, measured in turns: `rounds` slices each, one after the other (A, B, A,
 * B, …), each slice a short warm-up and `seconds / rounds` measured. What else the machine does (it is shared
 * and noisy) then falls on all of them alike, instead of on whichever ran while it happened. `options` of entry
 * i apply to its slices (its CPU probe, its hooks around each measured window).
 */
export async function runInterleaved(
  entries: readonly { target: Target; options: AutocannonOptions }[],
  rounds: number,
): Promise<Measurement[]> {
  const slices: Slice[][] = entries.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, { target, options }] of entries.entries()) {
      const warmup = round === 0 ? options.warmupSeconds : INTERLEAVED_WARMUP_SECONDS;
      slices[i]!.push(await slice([target], { ...options, seconds: options.seconds / rounds }, warmup));
    }
  }
  return entries.map(({ target, options }, i) => measurement(target.server, slices[i]!, options));
}

/** The warm-up of a workload's later slices: its caches are warm, its connections only need to fill again. */
const INTERLEAVED_WARMUP_SECONDS = 1;
