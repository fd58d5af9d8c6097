// What every upload endpoint shares: who is uploading (the form's access_token, or an Authorization: Bearer header),
// in which language to answer, and how to answer (the wire shape {type: <name>Ok | <name>Err, data}).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, localeFromPreferences, normaliseLanguage, type Locale } from '@mealplan/shared/i18n/locale';
import { findValidSession } from '../accounts/sessions';
import type { Db } from '../db';
import { formatServerText } from '../i18n';
import { SIGN_IN_REQUIRED_MESSAGE } from '../errors';
import { UploadRefused } from './receive';

/** The token of the form's access_token field: the token itself, or {"token": "..."} as the spec writes it. */
export function tokenOf(fields: Readonly<Record<string, string>>, request: FastifyRequest): string | undefined {
  const raw = fields.access_token?.trim();
  if (raw) {
    if (raw.startsWith('{')) {
      try {
        const parsed = JSON.parse(raw) as { token?: unknown };
        return typeof parsed.token === 'string' ? parsed.token : undefined;
      } catch {
        return undefined;
      }
    }
    return raw;
  }
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/** The signed-in customer the upload is for; refused (401) without a valid session token. */
export async function uploadingUser(db: Db, fields: Readonly<Record<string, string>>, request: FastifyRequest, now: number): Promise<number> {
  const token = tokenOf(fields, request);
  const session = token && token.length <= 512 ? await findValidSession(db, token, now) : undefined;
  if (!session) throw new UploadRefused(401, SIGN_IN_REQUIRED_MESSAGE);
  return session.userId;
}

/** The language of the answer: the form's language field, the locale cookie, else the browser's languages. */
export function uploadLocale(request: FastifyRequest, fields: Readonly<Record<string, string>> = {}): Locale {
  const fromField = normaliseLanguage(fields.language);
  if (fromField) return fromField;
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((item) => item.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  const fromCookie = normaliseLanguage(cookie);
  if (fromCookie) return fromCookie;
  const accepted = (request.headers['accept-language'] ?? '').split(',').map((item) => item.split(';')[0]?.trim() ?? '');
  return localeFromPreferences(accepted);
}

/** Answers an upload: {type: name + 'Ok', data} with 200. */
export function uploadOk(reply: FastifyReply, name: string, data: object): FastifyReply {
  return reply
    .code(200)
    .header('Cache-Control', 'no-store')
    .send({ type: `${name}Ok`, data });
}

/**
 * Answers a refused upload: {type: name + 'Err', data: {message, messageId}}, the message in the customer's language. A body not read to
 * its end is not read further: the connection closes once the answer is sent.
 */
export function uploadErr(reply: FastifyReply, request: FastifyRequest, name: string, refusal: UploadRefused, locale: Locale): FastifyReply {
  if (refusal.cutOff) {
    reply.header('Connection', 'close');
    request.raw.unpipe();
    reply.raw.once('finish', () => request.raw.socket.destroySoon());
  }
  return reply
    .code(refusal.status)
    .header('Cache-Control', 'no-store')
    .send({ type: `${name}Err`, data: { message: formatServerText({ id: refusal.messageId }, locale), messageId: refusal.messageId } });
}
