import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type TestApp, startTestApp } from '../../support/test-app';
import { launchChromium } from './browser';
import { followRequests } from './network';
import { appReady } from './routes';
import { AGE_GATE_CONFIRMED, AGE_GATE_STORAGE_KEY } from '../../../web/src/config/age-gate';

// WEB_DIST_DIR lets parallel work test its own build; the app serves the same folder (test-app.ts).
const WEB_INDEX = path.join(
  process.env.WEB_DIST_DIR ?? path.resolve(__dirname, '..', '..', '..', 'web', 'dist'),
  'index.html',
);

export interface PageProblems {
  /** Console errors and uncaught exceptions of the page. */
  errors: string[];
  /** Same-origin responses with a status of 400 or more. */
  failedRequests: string[];
}

export interface Storefront {
  url: string;
  /** The app itself: its services set up what a test starts from (a staff member, an order). */
  app: TestApp['app'];
  /** A fresh page (own context) at the given viewport width; its problems are collected as it runs. */
  openPage(options?: {
    width?: number;
    height?: number;
    reducedMotion?: boolean;
    /** Show the 21+ age gate; by default the page starts as a visitor who already passed it. */
    ageGate?: boolean;
    /** Lets the test inject a script of its own (axe), which the page's policy refuses inline. */
    bypassCSP?: boolean;
    /**
     * `page.goto` returns once the app has taken over the server's HTML (as a visitor's clicks before that
     * are lost); false for a page whose scripts the test blocks. The explorer is never waited for.
     */
    waitForApp?: boolean;
  }): Promise<{
    page: Page;
    problems: PageProblems;
  }>;
  stop(): Promise<void>;
}

/**
 * Starts the whole app on a copy of the seeded test database, and Chromium to drive it; `env` adds settings (a
 * provider's sandbox).
 */
export async function startStorefront(env: Record<string, string> = {}): Promise<Storefront> {
  if (!fs.existsSync(WEB_INDEX)) {
    throw new Error('web/dist is missing: run `npm run build:web` (the global setup of a test run builds it).');
  }
  const app: TestApp = await startTestApp(env);
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await app.stop();
    throw error;
  }
  return {
    url: app.url,
    app: app.app,
    async openPage({
      width = 1280,
      height = 900,
      reducedMotion = false,
      ageGate = false,
      bypassCSP = false,
      waitForApp = true,
    } = {}) {
      const context = await browser.newContext({
        baseURL: app.url,
        viewport: { width, height },
        reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
        bypassCSP,
      });
      if (!ageGate) {
        // Runs before the app's own scripts on every page of the context.
        await context.addInitScript({
          content: `localStorage.setItem(${JSON.stringify(AGE_GATE_STORAGE_KEY)}, ${JSON.stringify(AGE_GATE_CONFIRMED)});`,
        });
      }
      const page = await context.newPage();
      followRequests(page);
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const { pathname } = new URL(url, app.url);
        // The explorer and the back office are apps of their own, with nothing of the shop's to wait for.
        if (waitForApp && pathname !== '/graphql' && !pathname.startsWith('/admin')) await appReady(page);
        return response;
      };
      const problems: PageProblems = { errors: [], failedRequests: [] };
      page.on('console', (message) => {
        if (message.type() === 'error') problems.errors.push(message.text());
      });
      page.on('pageerror', (error) => problems.errors.push(String(error)));
      page.on('response', (response) => {
        if (response.status() >= 400 && response.url().startsWith(app.url)) {
          problems.failedRequests.push(`${response.status()} ${response.url()}`);
        }
      });
      // The context may already be going with the browser (afterAll): that is not a failure.
      page.on('close', () => void context.close().catch(() => undefined));
      return { page, problems };
    },
    async stop() {
      await browser.close();
      await app.stop();
    },
  };
}

/** Where the suites save their screenshots (to look at after a run). */
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? '/tmp';

/**
 * A test file's storefront: started before its tests and stopped after them (the hooks are registered here, so
 * call it once at the top of the file). It can be used in the tests and in hooks registered after it.
 */
export function suiteStorefront(env: Record<string, string> = {}): Storefront {
  let started: Storefront | undefined;
  beforeAll(async () => {
    started = await startStorefront(env);
  });
  afterAll(async () => {
    await started?.stop();
  });
  const current = (): Storefront => {
    if (!started) throw new Error('the storefront is not started yet: use it in a test or a later hook');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get app() {
      return current().app;
    },
    openPage: (options) => current().openPage(options),
    stop: () => current().stop(),
  };
}

/** Scrolls through the page so lazy images load, then back to the top (for full-page screenshots). */
export async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 30; step++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(40);
  }
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, -100000);
  await page.waitForTimeout(100);
}

/**
 * One page for the tests of a describe block that each visit one path: a slow machine makes a slow run, never a
 * test that runs out of time because it visits forty pages. Each test answers for the problems its own visit
 * raised (they are taken after it). Call it inside the describe block.
 */
export function sharedPage(storefront: Storefront, options?: Parameters<Storefront['openPage']>[0]): () => Page {
  let opened: Awaited<ReturnType<Storefront['openPage']>> | undefined;
  beforeAll(async () => {
    opened = await storefront.openPage(options);
  });
  afterEach(() => {
    if (!opened) return;
    const { errors, failedRequests } = opened.problems;
    expect({ errors: errors.splice(0), failedRequests: failedRequests.splice(0) }).toEqual({
      errors: [],
      failedRequests: [],
    });
  });
  afterAll(async () => {
    await opened?.page.close();
  });
  return () => {
    if (!opened) throw new Error('the shared page is not open yet: use it in a test');
    return opened.page;
  };
}
