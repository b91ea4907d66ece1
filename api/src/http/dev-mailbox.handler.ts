import type { HttpHandler } from './http-types';
import { SECURITY_HEADERS } from './responses';
import type { MailService } from '../modules/mail/mail.service';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** /dev/mailbox: the outbox, newest first, for development and tests. Never mounted in production. */
export function devMailboxHandler(mail: MailService): HttpHandler {
  return async (req, res) => {
    if (req.url.pathname !== '/dev/mailbox' || req.method !== 'GET') return false;
    const messages = await mail.outbox();
    const items = messages
      .map(
        (m) => `<article data-recipient="${escapeHtml(m.recipient)}">
  <h2>${escapeHtml(m.subject)}</h2>
  <p>To <strong>${escapeHtml(m.recipient)}</strong> · ${m.createdAt.toISOString()}${m.sentAt ? ' · sent' : ''}</p>
  <pre>${escapeHtml(m.body)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Development mailbox</h1><p>Mail the app would send, newest first. This page exists only outside production.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    res.end(html);
    return true;
  };
}
