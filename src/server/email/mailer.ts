import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { requestLog } from '../request-context';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
  /** Closes pooled connections, if any. */
  close(): void;
}

/** Sends over SMTP (any provider) with the connection described by `smtpUrl`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
    close: () => transport.close(),
  };
}

/**
 * The development outbox used when no SMTP server is configured: each email becomes a `.eml` file in
 * `folder`, and the log line carries its text so links can be followed from the terminal.
 */
export function createOutboxMailer(folder: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(email) {
      const info = await transport.sendMail({ from, ...email });
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}.eml`);
      await writeFile(file, info.message as Buffer);
      requestLog(log).info(
        { to: email.to, subject: email.subject, file },
        `email written to the outbox:\n${email.text}`,
      );
    },
    close: () => transport.close(),
  };
}
