import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { AGE_GATE_CONFIRMED, AGE_GATE_STORAGE_KEY } from '../web/src/config/age-gate';
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
 * A new Chromium profile in `dir` that has answered the age gate on the app's origin (a returning adult),
 * with its HTTP cache deleted again: Lighthouse then loads the page cold, as that visitor.
 */
async function seedProfile(dir: string, url: string): Promise<void> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/first-paint.js', url).href);
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(AGE_GATE_STORAGE_KEY)}, ${JSON.stringify(AGE_GATE_CONFIRMED)})`,
    );
  } finally {
    await context.close();
  }
  for (const cache of ['Cache', 'Code Cache'])
    fs.rmSync(path.join(dir, 'Default', cache), { recursive: true, force: true });
}

/**
 * One cold Lighthouse run with its default (mobile) settings: simulated slow 4G and a 4x slower CPU, a
 * Moto G Power screen. Each run gets a new profile whose only content is the age gate's answer: the
 * storage reset is off (it would forget the answer), the cache is empty as the profile is new.
 */
export async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const out = path.join(dir, 'report.json');
  const profile = path.join(dir, 'profile');
  try {
    await seedProfile(profile, url);
    await run(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--disable-storage-reset',
        // Chromium takes the last --user-data-dir, so this one wins over chrome-launcher's own.
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --user-data-dir=${profile}`,
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

/** The middle value (of an odd count; the upper middle of an even one). */
export const median = (values: readonly number[]): number => {
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
