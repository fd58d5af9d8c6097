// Outgoing email: nodemailer over SMTP when SMTP_URL is set; otherwise the local outbox, or (in production) off.
import nodemailer from 'nodemailer';
import { ClientError } from '../errors';
import type { Outbox } from './outbox';
import type { ServerMessageId } from '../i18n';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (the menu PDF). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** False when email is turned off (production without SMTP credentials). */
  readonly available: boolean;
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    available: true,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createOutboxMailer(outbox: Outbox): Mailer {
  return {
    available: true,
    async send(message) {
      await outbox.write({ kind: 'mail', ...message });
    },
  };
}

export const MAIL_OFF_MESSAGE: ServerMessageId = 'server.mailOff';

/** Production without SMTP credentials: nothing is sent and the customer is told so. */
export function createDisabledMailer(): Mailer {
  return {
    available: false,
    send() {
      return Promise.reject(new ClientError(MAIL_OFF_MESSAGE));
    },
  };
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outbox: Outbox;
  /** No provider and no outbox (production without credentials). */
  off?: boolean;
}

export function createMailer({ smtpUrl, from, outbox, off }: MailerOptions): Mailer {
  if (smtpUrl) return createSmtpMailer(smtpUrl, from);
  return off ? createDisabledMailer() : createOutboxMailer(outbox);
}
