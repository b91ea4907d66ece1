/**
 * Where the browser remembers that the visitor confirmed being 21 or older. Plain constants (no DOM) so the
 * browser tests can pre-set them too.
 */
export const AGE_GATE_STORAGE_KEY = 'esi-age-confirmed';
export const AGE_GATE_CONFIRMED = '21+';
/** On <html> once the page knows whether to show the gate; until then #root stays hidden (global.css). */
export const AGE_KNOWN_CLASS = 'age-known';
