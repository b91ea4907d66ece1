/** The staff session's cookie: host-only, HttpOnly, SameSite=Strict, Secure over TLS. */
export const STAFF_SESSION_COOKIE = 'esi-staff';
/** A staff session ends after this long without a request… */
export const STAFF_IDLE_TIMEOUT_SECONDS = 30 * 60;
/** …and this long after sign-in, whatever happens. */
export const STAFF_ABSOLUTE_TIMEOUT_SECONDS = 12 * 60 * 60;
/** Seconds between writes of a session's last request time (its idle clock needs no finer grain). */
export const STAFF_SEEN_GRANULARITY_SECONDS = 60;
export const SETUP_LINK_TTL_SECONDS = 24 * 60 * 60;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = 'ESI back office';

export const STAFF_MESSAGES = {
  signInRefused: 'The e-mail, password or code is not right.',
  setupLinkInvalid: 'This setup link is not valid any more. Ask the shop owner for a new one.',
  codeRefused: 'That code is not right. Enter the 6 digits your authenticator app shows now.',
} as const;
