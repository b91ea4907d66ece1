import path from 'node:path';
import { ROOT_DIR } from '../api/src/config';

export type FixedRateDriver = 'open-loop' | 'autocannon' | 'both';

/** Every knob of the benchmark, read once from the environment. */
export interface BenchSettings {
  /** Measured seconds of each run (BENCH_SECONDS). */
  readonly seconds: number;
  /** Unmeasured seconds before each measured run (BENCH_WARMUP_SECONDS). */
  readonly warmupSeconds: number;
  /** Generated products in the catalogue (BENCH_PRODUCTS). */
  readonly products: number;
  /** Orders for workload j (generated once, kept). */
  readonly orders: number;
  readonly pgPort: number;
  readonly pgDataDir: string;
  /** Slices each of the workloads measured in turns, e and g with their baseline (BENCH_ROUNDS). */
  readonly rounds: number;
  /** Closed-loop connections for workloads a and b (BENCH_CONNECTIONS). */
  readonly connections: number;
  /** Most sockets the open-loop generator keeps to one server (BENCH_RATE_SOCKETS). */
  readonly rateSockets: number;
  /** How many of the biggest brands the search sequence cycles through (BENCH_BRANDS). */
  readonly brands: number;
  /** Which generator runs workload c (BENCH_FIXED_RATE_DRIVER). */
  readonly fixedRateDriver: FixedRateDriver;
  /** Fractions of the bare server's closed-loop throughput for workload c. */
  readonly rateFractions: readonly number[];
  /** Which workloads run (BENCH_WORKLOADS, e.g. "a,e"; default all). */
  readonly workloads: ReadonlySet<Workload>;
  /** Customers ordering at once in workload d (BENCH_CHECKOUT_CUSTOMERS). */
  readonly checkoutCustomers: number;
  /** Cold Lighthouse runs per page in workload h (BENCH_LIGHTHOUSE_RUNS); the median counts. */
  readonly lighthouseRuns: number;
  /** Extra Node flags for the app's process (BENCH_APP_NODE_FLAGS, e.g. "--cpu-prof --cpu-prof-dir=.data/prof"). */
  readonly appExecArgv: readonly string[];
  /** The same for the bare server's process (BENCH_BARE_NODE_FLAGS). */
  readonly bareExecArgv: readonly string[];
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, integer = false): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'whole ' : ''}number, got "${raw}"`);
  }
  return value;
}

const WORKLOADS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'] as const;
export type Workload = (typeof WORKLOADS)[number];

export function loadSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  const driver = env.BENCH_FIXED_RATE_DRIVER || 'open-loop';
  if (driver !== 'open-loop' && driver !== 'autocannon' && driver !== 'both') {
    throw new Error(`BENCH_FIXED_RATE_DRIVER must be open-loop, autocannon or both, got "${driver}"`);
  }
  const port = positive(env, 'BENCH_PG_PORT', 54390, true);
  if (port < 1024 || port > 65535) throw new Error(`BENCH_PG_PORT must be from 1024 to 65535, got ${port}`);
  const workloads = (env.BENCH_WORKLOADS || WORKLOADS.join(',')).split(',').map((w) => w.trim());
  for (const w of workloads) {
    if (!(WORKLOADS as readonly string[]).includes(w))
      throw new Error(`BENCH_WORKLOADS takes ${WORKLOADS.join(', ')}, got "${w}"`);
  }
  return {
    workloads: new Set(workloads as Workload[]),
    checkoutCustomers: positive(env, 'BENCH_CHECKOUT_CUSTOMERS', 200, true),
    lighthouseRuns: positive(env, 'BENCH_LIGHTHOUSE_RUNS', 3, true),
    seconds: positive(env, 'BENCH_SECONDS', 10),
    warmupSeconds: positive(env, 'BENCH_WARMUP_SECONDS', 2),
    products: positive(env, 'BENCH_PRODUCTS', 100_000, true),
    orders: positive(env, 'BENCH_ORDERS', 100_000, true),
    pgPort: port,
    pgDataDir: path.join(ROOT_DIR, '.data', 'bench-pg'),
    connections: positive(env, 'BENCH_CONNECTIONS', 10, true),
    rounds: positive(env, 'BENCH_ROUNDS', 5, true),
    rateSockets: positive(env, 'BENCH_RATE_SOCKETS', 50, true),
    brands: positive(env, 'BENCH_BRANDS', 5, true),
    fixedRateDriver: driver,
    rateFractions: [0.3, 0.6, 0.8],
    appExecArgv: (env.BENCH_APP_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean),
    bareExecArgv: (env.BENCH_BARE_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean),
  };
}
