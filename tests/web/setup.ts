/**
 * jsdom lacks a few browser APIs the app touches. @testing-library/jest-dom is not installed, so the tests
 * assert with plain jest matchers on what the Testing Library queries return.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import { AGE_GATE_CONFIRMED, AGE_GATE_STORAGE_KEY } from '../../web/src/config/age-gate';

// findBy… waits up to 3 s rather than 1 s: on a busy machine an answer can take longer to render.
configure({ asyncUtilTimeout: 3000 });

if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });

/** No media query matches (so no reduced motion) unless a test replaces this. */
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom only logs "not implemented" for these.
Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: jest.fn() });
Element.prototype.scrollIntoView = function scrollIntoView() {};

// Every test starts as a visitor who already passed the 21+ age gate; the age-gate test clears it.
beforeEach(() => {
  window.localStorage.setItem(AGE_GATE_STORAGE_KEY, AGE_GATE_CONFIRMED);
});

/**
 * A query no mock answers makes MockLink warn and answer an error, which the page may well swallow: the test
 * then passes without exercising what it meant to. Such a warning fails the test instead.
 */
const UNMOCKED = 'No more mocked responses';
let unmocked: string[] = [];
let warnSpy: jest.SpyInstance<void, Parameters<typeof console.warn>> | undefined;

beforeEach(() => {
  unmocked = [];
  const warn = console.warn.bind(console);
  warnSpy = jest.spyOn(console, 'warn').mockImplementation((...args: Parameters<typeof console.warn>) => {
    if (typeof args[0] === 'string' && args[0].startsWith(UNMOCKED)) unmocked.push(args[0]);
    else warn(...args);
  });
});

// Runs after Testing Library's cleanup (registered first, by the import above): the page is gone, nothing more asks.
afterEach(() => {
  warnSpy?.mockRestore();
  if (unmocked.length) {
    throw new Error(
      `${unmocked.length} quer${unmocked.length === 1 ? 'y' : 'ies'} had no mock:\n\n${unmocked.join('\n\n')}`,
    );
  }
});
