import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from './page-weight';

const run = promisify(execFile);

/** What one Lighthouse run found; times in ms, score 0-100. */
export interface LighthouseFigures {
  readonly score: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly cls: number;
  readonly tbt: number;
}

interface LighthouseJson {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

const LIGHTHOUSE_CLI = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');

/**
 * One cold Lighthouse run with its default (mobile) settings: simulated slow 4G and a 4x slower CPU, a
 * Moto G Power screen. Each run launches Chromium with a new profile, so the cache is empty. Lighthouse's
 * user agent names "Chrome-Lighthouse", which the age gate lets through as a crawler (age-gate-rules.ts).
 */
export async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const out = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    );
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseJson;
    if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
    const audit = (id: string): number => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** `runs` cold runs, one after the other (the machine is small: never two at once). */
export async function lighthouseRuns(url: string, runs: number): Promise<LighthouseFigures[]> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseOnce(url));
  return all;
}

/** The median of each figure on its own. */
export function medianOf(all: readonly LighthouseFigures[]): LighthouseFigures {
  return {
    score: median(all.map((f) => f.score)),
    fcp: median(all.map((f) => f.fcp)),
    lcp: median(all.map((f) => f.lcp)),
    cls: median(all.map((f) => f.cls)),
    tbt: median(all.map((f) => f.tbt)),
  };
}
