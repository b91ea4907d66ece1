import { Secret, TOTP } from 'otpauth';
import qrcode from 'qrcode-generator';
import { TOTP_ISSUER } from './staff.rules';

/** RFC 6238 as every authenticator app reads it: HMAC-SHA-1, 30-second steps, 6 digits. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side of now: a phone clock a little off, or a code typed as it turned. */
const DRIFT_STEPS = 1;

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new shared secret (160 bits, RFC 4226's recommendation), as base32 text. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step a code is valid for, or null when it matches none within the allowed drift. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The code an authenticator shows at `now` (tests and the sandbox use it). */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}

/** What an authenticator app scans: the otpauth:// URI, and it drawn as a QR code (SVG). */
export function enrolment(secret: string, email: string): { uri: string; qrCodeSvg: string } {
  const uri = totp(secret, email).toString();
  const qr = qrcode(0, 'M');
  qr.addData(uri);
  qr.make();
  return { uri, qrCodeSvg: qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true }) };
}
