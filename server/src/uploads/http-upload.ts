// What every upload endpoint shares: who is uploading (the session token of the form or the Authorization header),
// in which language to answer, and how to answer (the wire shape {type: <name>Ok | <name>Err, data}).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseLanguage, type Locale } from '@mealplan/shared/i18n/locale';
import { findValidSession } from '../accounts/sessions';
import type { Db } from '../db';
import { requestLocale } from '../http/request-locale';
import { formatServerText } from '../i18n';
import { SIGN_IN_REQUIRED_MESSAGE } from '../errors';
import { UploadRefused } from './receive';

/** The signed-in customer a session token belongs to; refused (401) without a valid one. */
export async function uploadingUser(db: Db, token: string | undefined, now: number): Promise<number> {
  const session = token && token.length <= 512 ? await findValidSession(db, token, now) : undefined;
  if (!session) throw new UploadRefused(401, SIGN_IN_REQUIRED_MESSAGE);
  return session.userId;
}

/** The language of the answer: the form's language field, the locale cookie, else the browser's languages. */
export function uploadLocale(request: FastifyRequest, fields: Readonly<Record<string, string>> = {}): Locale {
  return normaliseLanguage(fields.language) ?? requestLocale(request.headers);
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
    .send({
      type: `${name}Err`,
      data: {
        message: formatServerText({ id: refusal.messageId, ...(refusal.values ? { values: refusal.values } : {}) }, locale),
        messageId: refusal.messageId,
      },
    });
}
