import { simpleParser } from 'mailparser';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { createLogger } from '../../api/src/logger';
import { MailWorker } from '../../api/src/modules/mail/mail-outbox.worker';
import { smtpTransport } from '../../api/src/modules/mail/mail.transport';
import { RequestPasswordRecoveryDocument } from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';
import { freePort } from '../support/test-database';

interface Received {
  to: string;
  subject: string;
  text: string;
}

let testApp: TestApp;
let db: Client;
let port: number;
let smtp: SMTPServer | undefined;
const received: Received[] = [];

/** A real SMTP server on loopback that keeps what it is sent, parsed. */
function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  return new Promise((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
}

function stopSmtp(): Promise<void> {
  return new Promise((resolve) => smtp!.close(() => resolve()));
}

const worker = (options = {}) =>
  new MailWorker(testApp.app.services.sql, smtpTransport(`smtp://127.0.0.1:${port}`), createLogger('silent'), {
    firstBackoffMs: 60_000,
    ...options,
  });

async function askForRecovery(email: string): Promise<void> {
  await new GraphQLClient(testApp.url).data(RequestPasswordRecoveryDocument, { email });
}

async function outboxRow(recipient: string) {
  const { rows } = await db.query<{
    id: string;
    attempts: number;
    sent: boolean;
    failed: boolean;
    due: boolean;
    last_error: string | null;
  }>(
    `SELECT id, attempts, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed, next_attempt_at <= now() AS due, last_error
     FROM outgoing_mail WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1`,
    [recipient],
  );
  return rows[0]!;
}

/** Time passes for a message's backoff. */
const makeDue = (id: string) => db.query(`UPDATE outgoing_mail SET next_attempt_at = now() WHERE id = $1`, [id]);

beforeAll(async () => {
  testApp = await startTestApp();
  db = new Client({ connectionString: testApp.app.database.url });
  await db.connect();
  port = await freePort();
  await startSmtp();
});
afterAll(async () => {
  await stopSmtp().catch(() => undefined);
  await db.end();
  await testApp.stop();
});

describe('the mail outbox', () => {
  it('sends what an action recorded, after the answer, to a real SMTP server', async () => {
    const { email } = await signUpCustomer(new GraphQLClient(testApp.url), testApp.app.database.url);
    await askForRecovery(email);
    expect(await outboxRow(email)).toMatchObject({ sent: false, attempts: 0 });
    expect(await worker().deliverDue()).toBeGreaterThanOrEqual(1);
    const mail = received.find((m) => m.to === email && /reset your password/.test(m.subject));
    expect(mail?.text).toMatch(/Your password reset code is \d{6}\./);
    expect(await outboxRow(email)).toMatchObject({ sent: true, attempts: 1 });
  });

  it('keeps a message whose send failed and sends it once the server is back, even from a new worker', async () => {
    const { email } = await signUpCustomer(new GraphQLClient(testApp.url), testApp.app.database.url);
    await stopSmtp();
    await askForRecovery(email);
    expect(await worker().deliverDue()).toBe(0);
    const failed = await outboxRow(email);
    expect(failed).toMatchObject({ sent: false, failed: false, attempts: 1, due: false });
    expect(failed.last_error).toBeTruthy();

    await startSmtp();
    // A restarted server: a new worker finds the message in the table once its backoff has passed.
    await makeDue(failed.id);
    expect(await worker().deliverDue()).toBe(1);
    expect(await outboxRow(email)).toMatchObject({ sent: true, attempts: 2 });
    expect(received.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('gives up after the last attempt, and a retry by hand sends it', async () => {
    const { email } = await signUpCustomer(new GraphQLClient(testApp.url), testApp.app.database.url);
    await stopSmtp();
    await askForRecovery(email);
    const impatient = worker({ maxAttempts: 2 });
    await impatient.deliverDue();
    await makeDue((await outboxRow(email)).id);
    await impatient.deliverDue();
    const gaveUp = await outboxRow(email);
    expect(gaveUp).toMatchObject({ failed: true, attempts: 2, sent: false });

    await startSmtp();
    await makeDue(gaveUp.id);
    expect(await worker().deliverDue()).toBe(0);
    expect(await testApp.app.services.mail.retryFailed([gaveUp.id])).toBe(1);
    expect(await worker().deliverDue()).toBe(1);
    expect(await outboxRow(email)).toMatchObject({ sent: true, failed: false });
  });
});
