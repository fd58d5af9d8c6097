// Outgoing email: nodemailer over SMTP when SMTP_URL is set, otherwise the local outbox.
import nodemailer from 'nodemailer';
import type { Outbox } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createOutboxMailer(outbox: Outbox): Mailer {
  return {
    async send(message) {
      await outbox.write({ kind: 'mail', ...message });
    },
  };
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outbox: Outbox;
}

export function createMailer({ smtpUrl, from, outbox }: MailerOptions): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl, from) : createOutboxMailer(outbox);
}
