import { createRequire } from 'node:module';
import type { TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * The least zxcvbn score a staff password must reach: 3 of 0–4, "safely unguessable", at least 10⁸ guesses.
 * Below it are the common and breached passwords, keyboard rows, dates and names NIST 800-63B asks us to refuse;
 * 4 (10¹⁰ guesses) would also refuse three- and four-word passphrases a person remembers, which argon2id hashing,
 * the throttled sign-in and the second factor already make too slow to guess online.
 */
export const STAFF_PASSWORD_MIN_SCORE = 3;

/** zxcvbn's feedback in the back office's words (the library answers keys; language-en is not installed). */
const ENGLISH: TranslationKeys = {
  warnings: {
    straightRow: 'A straight row of keys on the keyboard is easy to guess.',
    keyPattern: 'A short keyboard pattern is easy to guess.',
    simpleRepeat: 'A repeated character like "aaa" is easy to guess.',
    extendedRepeat: 'A repeated pattern like "abcabcabc" is easy to guess.',
    sequences: 'A sequence like "abc" or "1234" is easy to guess.',
    recentYears: 'A recent year is easy to guess.',
    dates: 'A date is easy to guess.',
    topTen: 'This is one of the ten most used passwords.',
    topHundred: 'This is one of the hundred most used passwords.',
    common: 'This is a commonly used password, found in breached password lists.',
    similarToCommon: 'This is a commonly used password with small changes, found in breached password lists.',
    wordByItself: 'A single word is easy to guess.',
    namesByThemselves: 'A single name or surname is easy to guess.',
    commonNames: 'Common names and surnames are easy to guess.',
    userInputs: 'It contains the shop’s name or your own name or e-mail address.',
    pwned: 'This password was exposed in a data breach.',
  },
  suggestions: {
    l33t: 'Swapping letters for look-alikes such as "@" for "a" does not help.',
    reverseWords: 'A common word spelt backwards does not help.',
    allUppercase: 'Capitals throughout do not help.',
    capitalization: 'A capital first letter does not help.',
    dates: 'Avoid dates and years that are linked to you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that are linked to you.',
    sequences: 'Avoid sequences like "abc" or "1234".',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Avoid keyboard patterns.',
    anotherWord: 'Add more words that are less common.',
    useWords: 'Use several unrelated words, not a common phrase.',
    noNeed: 'A few unrelated words make a strong password without symbols, digits or capitals.',
    pwned: 'If you use it anywhere else, change it there too.',
  },
  timeEstimation: {
    ltSecond: 'less than a second',
    second: '{base} second',
    seconds: '{base} seconds',
    minute: '{base} minute',
    minutes: '{base} minutes',
    hour: '{base} hour',
    hours: '{base} hours',
    day: '{base} day',
    days: '{base} days',
    month: '{base} month',
    months: '{base} months',
    year: '{base} year',
    years: '{base} years',
    centuries: 'centuries',
  },
};

let checker: ZxcvbnFactory | undefined;

/**
 * The checker with its dictionaries (about 57 000 common and breached passwords and diceware words, 11 MB once
 * ranked): loaded on the first check, once per process, so neither the server's start nor any other request pays
 * for it. Levenshtein matching stays off: it makes a check take 40–170 ms of the event loop instead of 1–15 ms,
 * and the near-misses it adds ("Password1") are already caught as a common word with a capital and a digit.
 */
function loaded(): ZxcvbnFactory {
  if (!checker) {
    const load = createRequire(__filename);
    const core = load('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
    const common = load('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    checker = new core.ZxcvbnFactory({
      dictionary: common.dictionary,
      graphs: common.adjacencyGraphs,
      translations: ENGLISH,
    });
  }
  return checker;
}

/**
 * Why a password is too easy to guess, in words, or null when it scores `minScore` or more. `context` holds what an
 * attacker would try first for this account: the shop's name, the person's name and e-mail address.
 */
export function guessablePasswordProblem(
  password: string,
  context: readonly string[],
  minScore = STAFF_PASSWORD_MIN_SCORE,
): string | null {
  // Each name whole, run together, without a bracketed note ("… (example: set SELLER_TRADE_NAME)"), and by word.
  const words = context
    .map((text) => text.replace(/\([^)]*\)/g, ' ').trim())
    .flatMap((text) => [text, text.replace(/[^\p{L}\p{N}]+/gu, ''), ...text.split(/[^\p{L}\p{N}]+/u)])
    .filter((w) => w.length >= 3);
  const { score, feedback } = loaded().check(password, words);
  if (score >= minScore) return null;
  return [feedback.warning ?? 'It is too easy to guess.', ...feedback.suggestions].join(' ');
}
