import nodemailer from 'nodemailer';
import { SHOP_NAME } from './mail.templates';

/** A message as it leaves the outbox. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Where the worker hands mail: a mail server, or (in development) the log. */
export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, with timeouts so one unreachable server cannot hold a worker. */
export function smtpTransport(url: string, from = `${SHOP_NAME} <no-reply@localhost>`): MailTransport {
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as object);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
      });
    },
    close: () => transport.close(),
  };
}

/** Development without a mail server: the message is printed (it holds the code) so `npm start` works alone. */
export function logTransport(write: (text: string) => void = (text) => process.stdout.write(text)): MailTransport {
  return {
    async send(message) {
      write(`\n--- mail to ${message.to}: ${message.subject}\n${message.text}\n---\n`);
    },
    close: () => undefined,
  };
}
