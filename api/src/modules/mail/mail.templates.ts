import { CODE_TTL_MS } from '../customers/account.rules';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text, for mail clients that show it. */
  html?: string;
}

export const SHOP_NAME = 'ESI Smoke & Vape';
const WARNING = 'WARNING: This product contains nicotine. Nicotine is an addictive chemical.';
const MINUTES = Math.round(CODE_TTL_MS / 60_000);

/** The text every mail ends with: the shop, the age rule and the nicotine warning. */
export function layout(lines: string[]): string {
  return [...lines, '', `— ${SHOP_NAME}`, '', 'For adults 21 and over only.', WARNING].join('\n');
}

export function signUpCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `${SHOP_NAME}: your verification code`,
    text: layout([
      'Welcome!',
      '',
      `Your verification code is ${code}.`,
      `It is valid for ${MINUTES} minutes and can be used once. Enter it on the sign-up page to create your account.`,
      'If you did not ask to sign up, you can ignore this message.',
    ]),
  };
}

export function recoveryCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `${SHOP_NAME}: reset your password`,
    text: layout([
      `Your password reset code is ${code}.`,
      `It is valid for ${MINUTES} minutes and can be used once. Enter it with your new password on the code verification page.`,
      'If you did not ask to reset your password, you can ignore this message: your password has not changed.',
    ]),
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The HTML twin of `layout`: a heading, body paragraphs (already escaped by `html`), the footer. */
export function htmlLayout(heading: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#222;max-width:600px;margin:auto">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${bodyHtml}
<hr><p style="font-size:12px;color:#555">${escapeHtml(SHOP_NAME)} · For adults 21 and over only.<br>${escapeHtml(WARNING)}</p>
</body></html>`;
}

/** Builds HTML from a template, escaping every interpolated value. */
export function safeHtml(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? escapeHtml(String(values[i])) : ''), '');
}
