import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Target } from './closed-loop';
import { type CpuProbe, type CpuSample, cpuUse } from './cpu';
import { type Measurement, latencySummary } from './report';
import { GET_HEADERS, JSON_HEADERS, problemOf } from './requests';

export interface FixedRateOptions {
  /** Requests per second, evenly spaced. */
  readonly rate: number;
  readonly warmupSeconds: number;
  readonly seconds: number;
  /** Most sockets open to the server at once; a request finding all busy waits its turn (and that counts). */
  readonly sockets: number;
  readonly timeoutMs: number;
  readonly signal: AbortSignal;
  /** Samples CPU use of the server (by pid), PostgreSQL and this process over the measured window. */
  readonly cpu?: { readonly probe: CpuProbe; readonly pid: number };
}

/**
 * An open-loop load generator: request i is due at start + i / rate whatever happened to the
 * earlier ones, and its latency is measured from that due time to the end of its answer. A server
 * that stalls therefore pays for every request that queued up behind the stall (no coordinated
 * omission), which is what a user arriving at that moment sees.
 *
 * autocannon's `overallRate` does not do this: it gives each connection a quota per second,
 * sends it back to back as fast as the server answers and then idles until the next second
 * (mcollina/autocannon#174), so at "60%" the server is saturated for 0.6 s of every second and
 * idle for 0.4 s. Its coordinated-omission correction uses an expected interval of
 * Math.ceil(1 / per-connection rate) = 1 ms, which back-fills every answer slower than 2 ms with
 * made-up samples. Both distort p99, in opposite directions.
 *
 * The warm-up runs at the same rate right before the measured window, without a pause.
 */
export function runFixedRate(target: Target, options: FixedRateOptions): Promise<Measurement> {
  const { hostname, port } = new URL(target.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.sockets, scheduling: 'fifo' });
  const interval = 1000 / options.rate;
  const warmupCount = Math.round(options.rate * options.warmupSeconds);
  const total = warmupCount + Math.round(options.rate * options.seconds);
  const posts = target.method === 'POST';
  const bodies = posts ? target.sequence.map((b) => Buffer.from(b)) : [];
  const latencies = new Float64Array(total - warmupCount);
  let measured = 0;
  let answers = 0;
  let ok = 0;
  let non2xx = 0;
  let bodyErrors = 0;
  let socketErrors = 0;
  let timeouts = 0;
  let warmupProblems = 0;
  let firstProblem: string | undefined;
  let outstanding = 0;
  let mostOutstanding = 0;
  let sent = 0;
  let lastAnswerAt = 0;
  const start = performance.now() + 20;
  const measureFrom = start + warmupCount * interval;

  return new Promise<Measurement>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let finished = false;
    let cpuBefore: CpuSample | undefined;
    const cpuTimer = setTimeout(
      () => (cpuBefore = options.cpu?.probe.sample(options.cpu.pid)),
      Math.max(0, measureFrom - performance.now()),
    );

    const finish = (): void => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      clearTimeout(cpuTimer);
      const cpuAfter = options.cpu?.probe.sample(options.cpu.pid);
      options.signal.removeEventListener('abort', abort);
      agent.destroy();
      const windowMs = Math.max(options.seconds * 1000, lastAnswerAt - measureFrom);
      resolve({
        server: target.server,
        seconds: windowMs / 1000,
        ok,
        rps: answers / (windowMs / 1000),
        ...latencySummary(latencies.subarray(0, measured)),
        non2xx,
        bodyErrors,
        socketErrors,
        timeouts,
        warmupProblems,
        firstProblem,
        targetRate: options.rate,
        concurrency: mostOutstanding,
        cpu: cpuUse(cpuBefore, cpuAfter, answers),
      });
    };
    const abort = (): void => {
      finished = true;
      clearTimeout(timer);
      clearTimeout(cpuTimer);
      agent.destroy();
      reject(new Error('aborted'));
    };
    options.signal.addEventListener('abort', abort, { once: true });

    const settle = (
      index: number,
      due: number,
      problem: string | null,
      kind: 'status' | 'body' | 'socket' | 'timeout',
    ) => {
      outstanding--;
      const now = performance.now();
      const inWindow = index >= warmupCount;
      if (inWindow) {
        answers++;
        lastAnswerAt = now;
        latencies[measured++] = now - due;
        if (!problem) ok++;
        else if (kind === 'status') non2xx++;
        else if (kind === 'body') bodyErrors++;
        else if (kind === 'socket') socketErrors++;
        else timeouts++;
      } else if (problem) {
        warmupProblems++;
      }
      if (problem) firstProblem ??= problem;
      if (sent === total && outstanding === 0) finish();
    };

    const send = (index: number, due: number): void => {
      outstanding++;
      mostOutstanding = Math.max(mostOutstanding, outstanding);
      const body = bodies.length ? bodies[index % bodies.length] : undefined;
      const query = !posts && target.sequence.length ? target.sequence[index % target.sequence.length] : '';
      let done = false;
      const once = (problem: string | null, kind: 'status' | 'body' | 'socket' | 'timeout'): void => {
        if (done) return;
        done = true;
        settle(index, due, problem, kind);
      };
      const req = http.request(
        {
          agent,
          hostname,
          port,
          path: target.path + query,
          method: target.method,
          headers: body ? { ...JSON_HEADERS, 'content-length': body.length } : { ...GET_HEADERS },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const problem = problemOf(status, Buffer.concat(chunks).toString('utf8'));
            once(problem, status >= 200 && status <= 299 ? 'body' : 'status');
          });
          res.on('error', (error) => once(`response error: ${error.message}`, 'socket'));
        },
      );
      req.setTimeout(options.timeoutMs, () => {
        once(`timed out after ${options.timeoutMs} ms`, 'timeout');
        req.destroy();
      });
      req.on('error', (error) => once(`request error: ${error.message}`, 'socket'));
      req.end(body);
    };

    const pump = (): void => {
      if (finished) return;
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        send(sent, start + sent * interval);
        sent++;
      }
      if (sent < total) timer = setTimeout(pump, Math.max(0, start + sent * interval - performance.now()));
      else if (outstanding === 0) finish();
    };
    timer = setTimeout(pump, Math.max(0, start - performance.now()));
  });
}
