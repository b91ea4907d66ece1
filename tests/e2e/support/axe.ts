import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { headingOf } from './routes';
import type { Storefront } from './storefront';

/** The WCAG 2.0 and 2.1 A and AA rules: what the shop promises (DESIGN.md: accessibility). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** And a best practice of axe's that the product cards' levels answer to: headings skip no level. */
const EXTRA_RULES = { 'heading-order': { enabled: true } };

/** axe's own build, read once and injected into each page as an inline script. */
let axeSource: string | undefined;

function readAxe(): string {
  try {
    return fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  } catch (error) {
    throw new Error(
      `axe-core is not installed (npm install --save-dev --save-exact axe-core@4.14.1): ${String(error)}`,
    );
  }
}

export interface AxeFinding {
  where: string;
  id: string;
  impact: string | null;
  /** The CSS selector of each failing element. */
  targets: string[];
  help: string;
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** Runs axe on the page as it stands and answers every violation, each with the selectors of its elements. */
export async function axeViolations(page: Page, where: string): Promise<AxeFinding[]> {
  axeSource ??= readAxe();
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.addScriptTag({ content: axeSource });
  // Page scripts are strings here: this project's Node types have no DOM.
  const result = (await page.evaluate(
    `window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} }, rules: ${JSON.stringify(EXTRA_RULES)} })`,
  )) as AxeResult;
  return result.violations.map((violation) => ({
    where,
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    help: violation.help,
  }));
}

/** One line per violation, for a failure message a reader can act on. */
export function describeFindings(findings: readonly AxeFinding[]): string[] {
  return findings.map((f) => `${f.where}: ${f.id} (${f.impact ?? 'no impact'}) ${f.help} -> ${f.targets.join(' | ')}`);
}

/** A page that lets axe in (the storefront's policy refuses inline scripts), with motion reduced. */
export const openAxePage = (storefront: Storefront, options: Parameters<Storefront['openPage']>[0] = {}) =>
  storefront.openPage({ reducedMotion: true, ...options, bypassCSP: true });

/** Visits each path once its data has settled and answers what axe finds on all of them. */
export async function checkRoutes(page: Page, routes: readonly string[]): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  for (const path of routes) {
    await headingOf(page, path);
    findings.push(...(await axeViolations(page, path)));
  }
  return findings;
}
