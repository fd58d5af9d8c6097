// The emails the account area sends: restore link, confirmation link, a sign-up attempt on a registered address, plan
// request to the team.
import type { MailMessage } from '../adapters/mail';
import type { Locale } from '@mealplan/shared/i18n/locale';
import { settingValue } from '../catalog/settings';
import type { Db } from '../db';
import { formatServerText, type ServerMessageId } from '../i18n';
import { escapeHtml } from '../content/escape';

/** The settings alias holding the team's email address. */
export const TEAM_EMAIL_SETTING = 'contact_email';

export function restoreLink(origin: string, token: string): string {
  return `${origin}/restore/${encodeURIComponent(token)}`;
}

export function confirmationLink(origin: string, token: string): string {
  return `${origin}/confirm?type=email&token=${encodeURIComponent(token)}`;
}

/** A link email in the language of the socket that asked for it (issue 8); Arabic mail is marked right to left. */
function linkEmail(to: string, kind: 'restore' | 'confirmation', link: string, locale: Locale): MailMessage {
  const text = (id: ServerMessageId) => formatServerText({ id }, locale);
  const [subject, intro, outro, signature] = [
    text(`email.${kind}.subject`),
    text(`email.${kind}.intro`),
    text(`email.${kind}.outro`),
    text('email.signature'),
  ];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n\n${outro}\n\n${signature}`,
    html: `<div lang="${locale}" dir="${dir}"><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a></p><p>${escapeHtml(outro)}</p><p>${escapeHtml(signature)}</p></div>`,
  };
}

export function restoreEmail(to: string, link: string, locale: Locale = 'en'): MailMessage {
  return linkEmail(to, 'restore', link, locale);
}

export function confirmationEmail(to: string, link: string, locale: Locale = 'en'): MailMessage {
  return linkEmail(to, 'confirmation', link, locale);
}

export function signInLink(origin: string): string {
  return `${origin}/sign-in`;
}

export function restoreRequestLink(origin: string): string {
  return `${origin}/restore`;
}

/**
 * To the owner of a registered address someone signed up with (the sign-up itself answers as for a new address, so
 * it never tells whether an address is registered): sign in, or reset the password; nothing changed otherwise.
 */
export function signUpAttemptEmail(to: string, origin: string, locale: Locale = 'en'): MailMessage {
  const text = (id: ServerMessageId) => formatServerText({ id }, locale);
  const paragraphs: { text: string; link?: string }[] = [
    { text: text('email.signUpAttempt.intro'), link: signInLink(origin) },
    { text: text('email.signUpAttempt.restore'), link: restoreRequestLink(origin) },
    { text: text('email.signUpAttempt.outro') },
    { text: text('email.signature') },
  ];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html = paragraphs
    .map(
      ({ text: line, link }) => `<p>${escapeHtml(line)}</p>${link ? `<p><a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a></p>` : ''}`,
    )
    .join('');
  return {
    to,
    subject: text('email.signUpAttempt.subject'),
    text: paragraphs.map(({ text: line, link }) => (link ? `${line}\n\n${link}` : line)).join('\n\n'),
    html: `<div lang="${locale}" dir="${dir}">${html}</div>`,
  };
}

export interface PlanRequestDetails {
  kind: 'guest' | 'customer';
  name: string;
  email: string;
  phone: string;
  notes: string;
  userId: number | null;
}

export function planRequestEmail(to: string, request: PlanRequestDetails): MailMessage {
  const who = request.kind === 'guest' ? 'A guest' : `Customer #${request.userId ?? ''}`;
  const lines = [
    `${who} asked for a meal plan.`,
    `Name: ${request.name || '-'}`,
    `Email: ${request.email}`,
    `Phone: ${request.phone || '-'}`,
    ...(request.notes ? [`Notes: ${request.notes}`] : []),
  ];
  return {
    to,
    subject: `New meal plan request from ${request.name || request.email}`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

/** The team email from the settings (alias contact_email), else the fallback. */
export async function teamEmail(db: Db, fallback: string): Promise<string> {
  const value = await settingValue(db, TEAM_EMAIL_SETTING);
  return typeof value === 'string' && value.includes('@') ? value : fallback;
}
