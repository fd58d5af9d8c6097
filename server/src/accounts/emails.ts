// The emails the account area sends: restore link, confirmation link, plan request to the team.
import type { MailMessage } from '../adapters/mail';
import type { Db } from '../db';

/** The settings alias holding the team's email address. */
export const TEAM_EMAIL_SETTING = 'contact_email';

export function restoreLink(origin: string, token: string): string {
  return `${origin}/restore/${encodeURIComponent(token)}`;
}

export function confirmationLink(origin: string, token: string): string {
  return `${origin}/confirm?type=email&token=${encodeURIComponent(token)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkEmail(to: string, subject: string, intro: string, link: string, outro: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n\n${outro}\n\nMealPlan`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(outro)}</p><p>MealPlan</p>`,
  };
}

export function restoreEmail(to: string, link: string): MailMessage {
  return linkEmail(
    to,
    'Your MealPlan login link',
    'Open this link to set a new password and sign in to MealPlan:',
    link,
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this email.',
  );
}

export function confirmationEmail(to: string, link: string): MailMessage {
  return linkEmail(
    to,
    'Confirm your email for MealPlan',
    'Welcome to MealPlan! Please confirm your email address by opening this link:',
    link,
    'If you did not sign up for MealPlan, ignore this email.',
  );
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
  const row = await db.one<{ value: unknown }>('SELECT value FROM settings WHERE alias = $1', [TEAM_EMAIL_SETTING]);
  return typeof row?.value === 'string' && row.value.includes('@') ? row.value : fallback;
}
