import { chromium } from 'playwright-core';
import { AGE_GATE_CONFIRMED, AGE_GATE_STORAGE_KEY } from '../web/src/config/age-gate';

/** One JavaScript file a page load fetched, with the bytes that crossed the wire for its body. */
export interface ScriptChunk {
  readonly path: string;
  readonly wireBytes: number;
  readonly encoding: string;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The JavaScript a cold load of `url` fetches until the network is idle, as Chromium received it
 * (brotli when the server has the .br copy). The age gate is pre-answered, as for a returning adult.
 */
export async function pageScripts(url: string): Promise<ScriptChunk[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext();
    await context.addInitScript(
      `try { localStorage.setItem(${JSON.stringify(AGE_GATE_STORAGE_KEY)}, ${JSON.stringify(AGE_GATE_CONFIRMED)}); } catch {}`,
    );
    const page = await context.newPage();
    const pending: Promise<ScriptChunk>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const sizes = await response.request().sizes();
          const headers = await response.allHeaders();
          return {
            path: new URL(response.url()).pathname,
            wireBytes: sizes.responseBodySize,
            encoding: headers['content-encoding'] ?? 'identity',
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return (await Promise.all(pending)).sort((a, b) => b.wireBytes - a.wireBytes);
  } finally {
    await browser.close();
  }
}
