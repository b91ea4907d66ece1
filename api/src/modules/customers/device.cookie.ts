import type { AppContext } from '../../context';
import { TRUSTED_DEVICE_TTL_SECONDS } from './account.rules';

/** The browser's proof of an earlier login to an account: it spares the owner the account's backoff. */
const DEVICE_COOKIE = 'esi-device';

/** The device token the browser sends, if any (login checks it against the account it tries). */
export function deviceToken(ctx: AppContext): string | undefined {
  return ctx.cookie(DEVICE_COOKIE);
}

export function rememberDevice(ctx: AppContext, token: string): void {
  ctx.setCookie(DEVICE_COOKIE, token, TRUSTED_DEVICE_TTL_SECONDS);
}
