import { badInput } from '../errors';

/** The longest text any field takes; each field's own rule may be stricter. */
export const MAX_TEXT_LENGTH = 20_000;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
/** Half of a character (a UTF-16 surrogate without its pair, as JSON's "\ud800" gives): JSON columns refuse it. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The body as text; bytes that are not UTF-8 are refused, never silently replaced. */
export function decodeUtf8(body: Buffer): string {
  try {
    return strictUtf8.decode(body);
  } catch {
    throw badInput('The request is not valid UTF-8 text.');
  }
}

/** Refuses a NUL character, half of a character or an over-long text anywhere in a value (strings, arrays, objects). */
export function checkInputText(value: unknown, maxLength = MAX_TEXT_LENGTH): void {
  if (typeof value === 'string') {
    if (value.includes('\0')) throw badInput('Text must not contain NUL characters.');
    if (LONE_SURROGATE.test(value)) throw badInput('Text must not contain broken characters (half of a character).');
    if (value.length > maxLength) throw badInput(`A text value is longer than ${maxLength} characters.`);
  } else if (Array.isArray(value)) {
    for (const item of value) checkInputText(item, maxLength);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) checkInputText(item, maxLength);
  }
}
