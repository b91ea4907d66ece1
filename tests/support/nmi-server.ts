import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { listenOnLoopback, stopServer } from '../../api/src/common/loopback-server';
import { cents, dollars } from '../../api/src/modules/payments/authorizenet-protocol.rules';
import { xmlText } from '../../api/src/modules/payments/nmi-protocol.rules';
import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';

/** One transaction as this server keeps it, in the Query API's words (condition, actions). */
export interface NmiTransaction {
  readonly id: string;
  readonly orderId: string;
  readonly orderDescription: string;
  readonly card: string;
  condition: 'pending' | 'pendingsettlement' | 'complete' | 'canceled' | 'failed';
  readonly actions: { type: string; cents: number; success: boolean }[];
}

export interface NmiServer {
  /** transact.php's address (NMI_URL); query.php is beside it. */
  readonly url: string;
  readonly securityKey: string;
  readonly tokenizationKey: string;
  /** Every form posted, as parsed (a test checks what the shop sent, never a card number). */
  readonly posts: Record<string, string>[];
  readonly transactions: NmiTransaction[];
  /** What Collect.js does in the browser: the card to NMI, a single-use payment_token back. */
  tokenize(card: string, cvv?: string): string;
  /** The daily batch: every captured transaction settles. */
  settle(): void;
  stop(): Promise<void>;
}

/** The CVV this server's card check refuses (cvvresponse N, response_code 225), on any card. */
export const NMI_CVV_MISMATCH = '901';

/**
 * A small NMI-speaking server on loopback (payments-facts.md §4): form POSTs to /api/transact.php answered by a
 * query string (`response` 1/2/3, `response_code`), single-use Collect.js tokens, auth → capture → settle, void
 * before settlement only, refunds of captured money up to what was captured, and the Query API at /api/query.php
 * answering XML. The payment sandbox's cards choose the answer: decline, CVV mismatch, error, no answer.
 */
export async function startNmiServer(): Promise<NmiServer> {
  const securityKey = randomUUID().replaceAll('-', '');
  const tokens = new Map<string, { card: string; cvv: string }>();
  const transactions: NmiTransaction[] = [];
  const posts: Record<string, string>[] = [];
  let nextId = 7_000_000_000;

  const answer = (res: ServerResponse, fields: Record<string, string>) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' });
    res.end(new URLSearchParams(fields).toString());
  };
  const refuse = (res: ServerResponse, text: string, code = '300') =>
    answer(res, { response: '3', responsetext: text, authcode: '', transactionid: '', response_code: code });

  function transact(form: Record<string, string>, res: ServerResponse): void {
    const found = transactions.find((t) => t.id === form.transactionid);
    const amount = cents(form.amount ?? '');
    switch (form.type) {
      case 'auth': {
        const token = tokens.get(form.payment_token ?? '');
        if (!token) return refuse(res, 'Invalid Payment Token');
        tokens.delete(form.payment_token!);
        if (amount === null) return refuse(res, 'Invalid amount');
        const id = String(nextId++);
        const base = { transactionid: id, orderid: form.orderid ?? '', type: 'auth', avsresponse: 'Y' };
        if (token.card === SANDBOX_CARDS.decline) {
          return answer(res, {
            response: '2',
            responsetext: 'DECLINE',
            ...base,
            cvvresponse: 'M',
            response_code: '201',
          });
        }
        if (token.card === SANDBOX_CARDS.cvvMismatch || token.cvv === NMI_CVV_MISMATCH) {
          return answer(res, {
            response: '2',
            responsetext: 'DECLINE',
            ...base,
            cvvresponse: 'N',
            response_code: '225',
          });
        }
        if (token.card === SANDBOX_CARDS.error) return refuse(res, 'Gateway error, try again', '400');
        transactions.push({
          id,
          orderId: form.orderid ?? '',
          orderDescription: form.order_description ?? '',
          card: token.card,
          condition: 'pending',
          actions: [{ type: 'auth', cents: amount, success: true }],
        });
        // Authorized, but the answer is never sent: the shop must ask the Query API before it tries again.
        if (token.card === SANDBOX_CARDS.noAnswer) return;
        return answer(res, {
          response: '1',
          responsetext: 'SUCCESS',
          authcode: '123456',
          ...base,
          cvvresponse: 'M',
          response_code: '100',
        });
      }
      case 'capture': {
        if (!found || found.condition !== 'pending') return refuse(res, 'Transaction not found or not capturable');
        const authorized = found.actions.find((a) => a.type === 'auth')!.cents;
        if (amount === null || amount > authorized) return refuse(res, 'Capture amount exceeds the authorization');
        found.condition = 'pendingsettlement';
        found.actions.push({ type: 'capture', cents: amount, success: true });
        return answer(res, {
          response: '1',
          responsetext: 'SUCCESS',
          transactionid: found.id,
          type: 'capture',
          response_code: '100',
        });
      }
      case 'void': {
        if (!found || (found.condition !== 'pending' && found.condition !== 'pendingsettlement')) {
          return refuse(res, 'Only unsettled transactions can be voided');
        }
        found.condition = 'canceled';
        found.actions.push({ type: 'void', cents: 0, success: true });
        return answer(res, {
          response: '1',
          responsetext: 'Transaction Void Successful',
          transactionid: found.id,
          type: 'void',
          response_code: '100',
        });
      }
      case 'refund': {
        if (!found || (found.condition !== 'pendingsettlement' && found.condition !== 'complete')) {
          return refuse(res, 'Only captured transactions can be refunded');
        }
        const captured = found.actions.filter((a) => a.type === 'capture').reduce((s, a) => s + a.cents, 0);
        const refunded = found.actions.filter((a) => a.type === 'refund').reduce((s, a) => s + a.cents, 0);
        const wanted = amount === 0 ? captured - refunded : amount;
        if (wanted === null || wanted > captured - refunded)
          return refuse(res, 'Refund amount exceeds the settled amount');
        found.actions.push({ type: 'refund', cents: wanted, success: true });
        const id = String(nextId++);
        transactions.push({
          id,
          orderId: form.orderid ?? '',
          orderDescription: found.orderDescription,
          card: found.card,
          condition: 'pendingsettlement',
          actions: [{ type: 'refund', cents: wanted, success: true }],
        });
        return answer(res, {
          response: '1',
          responsetext: 'SUCCESS',
          transactionid: id,
          type: 'refund',
          response_code: '100',
        });
      }
      default:
        return refuse(res, `Invalid transaction type ${form.type ?? ''}`);
    }
  }

  function query(form: Record<string, string>, res: ServerResponse): void {
    const matches = transactions.filter(
      (t) => (!form.transaction_id || t.id === form.transaction_id) && (!form.order_id || t.orderId === form.order_id),
    );
    const body = matches.map((t) => {
      const masked = `${t.card.slice(0, 6)}******${t.card.slice(-4)}`;
      const actions = t.actions.map(
        (a) =>
          `<action><amount>${dollars(a.cents)}</amount><action_type>${a.type}</action_type><success>${a.success ? 1 : 0}</success><response_code>100</response_code></action>`,
      );
      return (
        `<transaction><transaction_id>${t.id}</transaction_id><transaction_type>cc</transaction_type>` +
        `<condition>${t.condition}</condition><order_id>${xmlText(t.orderId)}</order_id>` +
        `<order_description>${xmlText(t.orderDescription)}</order_description><cc_number>${masked}</cc_number>` +
        `<cc_type>${t.card.startsWith('4') ? 'visa' : 'mastercard'}</cc_type>${actions.join('')}</transaction>`
      );
    });
    res.writeHead(200, { 'content-type': 'text/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<nm_response>${body.join('')}</nm_response>`);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      posts.push(form);
      if (req.method !== 'POST' || req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        res.writeHead(400).end();
      } else if (form.security_key !== securityKey) {
        refuse(res, 'Authentication Failed');
      } else if (req.url === '/api/transact.php') {
        transact(form, res);
      } else if (req.url === '/api/query.php') {
        query(form, res);
      } else {
        res.writeHead(404).end();
      }
    });
  });
  const origin = await listenOnLoopback(server);
  return {
    url: `${origin}/api/transact.php`,
    securityKey,
    tokenizationKey: `tok-${randomUUID().slice(0, 8)}`,
    posts,
    transactions,
    tokenize(card, cvv = '123') {
      const token = randomUUID();
      tokens.set(token, { card, cvv });
      return token;
    },
    settle() {
      for (const t of transactions) if (t.condition === 'pendingsettlement') t.condition = 'complete';
    },
    // The answers held back are on connections it closes too.
    stop: () => stopServer(server),
  };
}
