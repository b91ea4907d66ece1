import { AGE_GATE_CONFIRMED, AGE_GATE_STORAGE_KEY } from '../../config/age-gate';
import { paths } from '../../config/paths';

/** Pages anyone may read before confirming their age: the legal terms the gate itself refers to. */
export const OPEN_PATHS = [paths.terms(), paths.fdaDisclaimer(), paths.privacyPolicy(), paths.refundPolicy()].map(
  (path) => path.toLowerCase(),
);

/** Search engines and link previews index the shop without passing the gate (they cannot buy anything). */
export const CRAWLER =
  /bot\b|bot\/|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|pinterest|quora link preview|whatsapp|chrome-lighthouse|google-inspectiontool|mediapartners-google|adsbot/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

export function isOpenPath(pathname: string): boolean {
  return OPEN_PATHS.includes(pathname.replace(/\/+$/, '').toLowerCase());
}

/** Storage can be blocked (private modes, strict settings): then the answer only lasts for this page load. */
export function readConfirmed(): boolean {
  try {
    return window.localStorage.getItem(AGE_GATE_STORAGE_KEY) === AGE_GATE_CONFIRMED;
  } catch {
    return false;
  }
}

export function rememberConfirmed(): void {
  try {
    window.localStorage.setItem(AGE_GATE_STORAGE_KEY, AGE_GATE_CONFIRMED);
  } catch {
    // Not remembered; the visitor is asked again on the next visit.
  }
}
