/**
 * index.html's one classic script, run before the first paint of a page the server rendered: it shows the
 * page to a visitor known to be 21+ (the age gate's rules).
 */
export const FIRST_PAINT_SCRIPT = '/first-paint.js';
/** On <html> once the app has taken over the server's HTML (hydrated): its forms and buttons answer. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
