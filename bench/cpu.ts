import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Cumulative CPU milliseconds at one moment (Linux /proc; absent elsewhere). */
export interface CpuSample {
  readonly at: number;
  readonly server: number;
  readonly postgres: number;
  readonly generator: number;
  /** Busy time of the whole machine, all processes. */
  readonly machine: number;
}

/** Where the CPU went during a measured run, per answer and as a share of the machine. */
export interface CpuUse {
  /** CPU ms per answer. */
  readonly serverMs: number;
  readonly postgresMs: number;
  readonly generatorMs: number;
  /** Cores busy on average (2 = both cores of a 2-core machine). */
  readonly serverCores: number;
  readonly postgresCores: number;
  readonly generatorCores: number;
  /** Cores used by anything else on the machine (other test runs, a dev server …). */
  readonly otherCores: number;
}

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime, stime, cutime, cstime and ppid of a process, from /proc/<pid>/stat. */
function stat(pid: number): { own: number; children: number; ppid: number } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name may hold spaces and parentheses: fields start after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const n = (i: number): number => Number(fields[i - 3]);
  return { own: n(14) + n(15), children: n(16) + n(17), ppid: n(4) };
}

function machineBusyTicks(): number {
  const first = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  const [, user, nice, system, _idle, _iowait, irq, softirq, steal] = first.trim().split(/\s+/).map(Number);
  return (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
}

/**
 * Samples the CPU time of the server under test, of the PostgreSQL cluster (postmaster, its
 * backends, and the backends that already exited) and of this process (the load generator).
 */
export class CpuProbe {
  private readonly available = fs.existsSync('/proc/self/stat');

  constructor(private readonly pgDataDir: string) {}

  private postmasterPid(): number | undefined {
    try {
      const pid = Number(fs.readFileSync(path.join(this.pgDataDir, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
      return Number.isInteger(pid) && pid > 0 ? pid : undefined;
    } catch {
      return undefined;
    }
  }

  private postgresTicks(): number {
    const master = this.postmasterPid();
    if (master === undefined) return 0;
    let ticks = 0;
    const root = stat(master);
    if (root) ticks += root.own + root.children;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const s = stat(Number(entry));
      if (s && s.ppid === master) ticks += s.own;
    }
    return ticks;
  }

  /** `serverPid`: the server's process, or several whose CPU adds up (app replicas). */
  sample(serverPid: number | readonly number[]): CpuSample | undefined {
    if (!this.available) return undefined;
    const msPerTick = 1000 / clockTicks();
    const usage = process.cpuUsage();
    return {
      at: performance.now(),
      server: [serverPid].flat().reduce((ticks, pid) => ticks + (stat(pid)?.own ?? 0), 0) * msPerTick,
      postgres: this.postgresTicks() * msPerTick,
      generator: (usage.user + usage.system) / 1000,
      machine: machineBusyTicks() * msPerTick,
    };
  }
}

export function cpuUse(
  before: CpuSample | undefined,
  after: CpuSample | undefined,
  answers: number,
): CpuUse | undefined {
  if (!before || !after || answers <= 0) return undefined;
  const wall = after.at - before.at;
  const server = after.server - before.server;
  const postgres = after.postgres - before.postgres;
  const generator = after.generator - before.generator;
  const machine = after.machine - before.machine;
  return {
    serverMs: server / answers,
    postgresMs: postgres / answers,
    generatorMs: generator / answers,
    serverCores: server / wall,
    postgresCores: postgres / wall,
    generatorCores: generator / wall,
    otherCores: Math.max(0, (machine - server - postgres - generator) / wall),
  };
}

export function formatCpu(server: string, cpu: CpuUse | undefined): string {
  if (!cpu) return `${server}: CPU not measured (no /proc)`;
  const ms = (v: number): string => v.toFixed(2);
  const cores = (v: number): string => v.toFixed(2);
  return (
    `${server.padEnd(4)} CPU ms/answer: server ${ms(cpu.serverMs)}, postgres ${ms(cpu.postgresMs)}, ` +
    `generator ${ms(cpu.generatorMs)} | cores busy: server ${cores(cpu.serverCores)}, postgres ${cores(cpu.postgresCores)}, ` +
    `generator ${cores(cpu.generatorCores)}, other processes ${cores(cpu.otherCores)} (of ${os.cpus().length})`
  );
}
