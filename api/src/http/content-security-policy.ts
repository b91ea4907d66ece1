/**
 * Content-Security-Policy of the HTML pages this server sends. No page allows inline or third-party
 * script, and no page may be framed.
 */

/**
 * The storefront. Its built index.html has no inline <style> or style="…" attribute, and React applies
 * `style` props through the CSSOM, which `style-src` does not govern: styles come only from our own
 * stylesheets. The contact page embeds the OpenStreetMap map (frame, tiles).
 */
export const storefrontCsp = (
  imageOrigin?: string,
  paymentOrigins: readonly string[] = [],
  paymentFrames: readonly string[] = [],
): string =>
  [
    "default-src 'self'",
    // IMAGE_ORIGIN: where the shop hosts its product photographs, when not on this site.
    `img-src 'self' data: https://*.tile.openstreetmap.org${imageOrigin ? ` ${imageOrigin}` : ''}`,
    "style-src 'self'",
    // The payment gateway's script (Accept.js, Collect.js) and the gateway it sends the card to: checkout's one third party.
    ["script-src 'self'", ...paymentOrigins].join(' '),
    ["connect-src 'self'", ...paymentOrigins].join(' '),
    // Collect.js draws its card fields as frames of the gateway's own pages.
    ['frame-src https://www.openstreetmap.org', ...paymentFrames].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

export const STOREFRONT_CSP = storefrontCsp();

/** What a storefront page may load beyond its own files: pictures from IMAGE_ORIGIN, the payment gateway's script. */
export interface PageSources {
  readonly imageOrigin?: string;
  /** The origins of the gateway's script and of the gateway it posts the card to. */
  readonly paymentOrigins?: readonly string[];
  /** The origins of the gateway's card fields, when its script draws them as frames (Collect.js). */
  readonly paymentFrames?: readonly string[];
}

/**
 * The API explorer (GraphiQL, served at GET /graphql when the sandbox is on). Its Monaco editor writes
 * <style> elements at run time (themes, decorations, the widths it measures), so this page alone keeps
 * `'unsafe-inline'` for styles; its scripts and workers are still our own files only. GraphiQL's fonts
 * come inlined as data: URLs in its stylesheet.
 */
export const EXPLORER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * The back office (/admin): our own scripts and styles only; data: pictures for the authenticator's QR code;
 * product pictures from IMAGE_ORIGIN as in the shop.
 */
export const adminCsp = (imageOrigin?: string): string =>
  [
    "default-src 'self'",
    `img-src 'self' data:${imageOrigin ? ` ${imageOrigin}` : ''}`,
    "style-src 'self'",
    "script-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
