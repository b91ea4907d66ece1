import nodemailer, { type Transporter } from 'nodemailer';
import type { Sql } from '../../db/sql';
import type { Logger } from '../../logger';
import { type MailMessage, SHOP_NAME } from './mail-templates';

export interface OutboxMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
  sentAt: Date | null;
}

/**
 * Every message is kept in the outbox table. With SMTP_URL it is also sent; without, it stays there
 * for /dev/mailbox and, in development only, is printed to the log so a local sign-up can finish.
 */
export class MailService {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly logger: Logger,
    private readonly options: { smtpUrl: string | undefined; printToLog: boolean; from?: string },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  async send(message: MailMessage): Promise<void> {
    const [row] = await this.sql.query<{ id: string }>(
      `INSERT INTO outgoing_mail (recipient, subject, body) VALUES ($1, $2, $3) RETURNING id`,
      [message.to, message.subject, message.text],
    );
    if (this.transport) {
      try {
        await this.transport.sendMail({
          from: this.options.from ?? `${SHOP_NAME} <no-reply@localhost>`,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        await this.sql.query(`UPDATE outgoing_mail SET sent_at = now() WHERE id = $1`, [row!.id]);
      } catch (error) {
        this.logger.error('mail not sent', { recipient: message.to, error: String(error) });
      }
      return;
    }
    if (this.options.printToLog) {
      // Development outbox: printed verbatim (it holds the code) so `npm start` works without a mail server.
      process.stdout.write(`\n--- mail to ${message.to}: ${message.subject}\n${message.text}\n---\n`);
    }
  }

  async outbox(limit = 50): Promise<OutboxMail[]> {
    return this.sql.query<OutboxMail>(
      `SELECT id, recipient, subject, body, created_at AS "createdAt", sent_at AS "sentAt"
       FROM outgoing_mail ORDER BY id DESC LIMIT $1`,
      [limit],
    );
  }
}
