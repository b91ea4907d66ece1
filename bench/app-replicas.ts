import { setTimeout as sleep } from 'node:timers/promises';
import type { ServerProcess } from './child';
import { type AutocannonOptions, type Target, runAutocannon } from './closed-loop';
import { type CpuProbe, formatCpu } from './cpu';
import type { Measurement, WorkloadResult } from './report';

export interface ReplicaRun {
  /** The same app twice, in two processes on the same database. */
  readonly replicas: readonly [ServerProcess, ServerProcess];
  /** The search's query strings, sent as GETs. */
  readonly queries: readonly string[];
  readonly options: Omit<AutocannonOptions, 'cpu' | 'beforeMeasure'>;
  readonly probe: CpuProbe;
  readonly say: (line: string) => void;
}

const searchOn = (server: ServerProcess, queries: readonly string[]): Target => ({
  server: 'app',
  url: server.url,
  path: '/graphql',
  method: 'GET',
  sequence: queries,
});

/**
 * i. The faceted search of a against one app replica, then against two sharing the same connections
 * (dealt out in turn, as a round-robin proxy would), in the same run on the same PostgreSQL.
 */
export async function appReplicas({ replicas, queries, options, probe, say }: ReplicaRun): Promise<WorkloadResult> {
  const [first] = replicas;
  const line = (name: string, m: Measurement): void =>
    say(`  ${name.padEnd(10)} ${m.rps.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms`);
  const one = await runAutocannon(searchOn(first, queries), { ...options, cpu: { probe, pid: first.pid } });
  line('1 replica', one);
  await sleep(500);
  const two = await runAutocannon(
    replicas.map((server) => searchOn(server, queries)),
    { ...options, cpu: { probe, pid: replicas.map((server) => server.pid) } },
  );
  line('2 replicas', two);
  await sleep(500);
  const busy = (m: Measurement): number =>
    m.cpu ? m.cpu.serverCores + m.cpu.postgresCores + m.cpu.generatorCores + m.cpu.otherCores : Number.NaN;
  return {
    id: 'i',
    title: `faceted search, 2 app replicas vs 1`,
    app: two,
    bare: one,
    baseline: '1 repl.',
    notes: [
      `throughput 2 replicas / 1: ${(two.rps / one.rps).toFixed(2)}; p95 ${(two.p95 / one.p95).toFixed(2)} times ` +
        `(${two.p95.toFixed(1)} / ${one.p95.toFixed(1)} ms)`,
      `machine busy: ${busy(one).toFixed(2)} cores with 1 replica, ${busy(two).toFixed(2)} with 2 (of the machine's ` +
        `cores, PostgreSQL and the load generator included): a second replica only gains what the first left idle`,
      formatCpu('1', one.cpu),
      formatCpu('2', two.cpu),
    ],
  };
}
