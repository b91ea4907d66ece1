import { AGE_GATE_CONFIRMED, AGE_GATE_STORAGE_KEY, AGE_KNOWN_CLASS } from '../../config/age-gate';
import { CRAWLER, OPEN_PATHS } from './age-gate-rules';

/**
 * The age gate's part of /first-paint.js, built from the gate's own rules: before the first paint it shows a page the
 * server rendered to a visitor who confirmed being 21+, a crawler, or anyone on a legal page. Anyone else
 * sees nothing until the app runs and opens the gate over the page, as before server rendering.
 */
export function ageCheckScript(): string {
  const known = `document.documentElement.classList.add(${JSON.stringify(AGE_KNOWN_CLASS)})`;
  return (
    `if(new RegExp(${JSON.stringify(CRAWLER.source)},'i').test(navigator.userAgent)` +
    `||${JSON.stringify(OPEN_PATHS)}.indexOf(location.pathname.replace(/\\/+$/,'').toLowerCase())>=0)${known};\n` +
    `try{if(localStorage.getItem(${JSON.stringify(AGE_GATE_STORAGE_KEY)})===${JSON.stringify(AGE_GATE_CONFIRMED)})` +
    `${known}}catch(e){}\n`
  );
}
