// Uploads and the files customers read back (spec 3 §7 "HTTP uploads", §5, §8):
//   POST /api/user/set-images   the progress photo form: access_token, name, size, filetype, modelName, attribute,
//                               type 'progressImage', thetype 'before' | 'after', and the file (png or jpeg by its
//                               bytes, under 250,000 bytes). Answers {type: 'setImagesOk', data: {message, thetype,
//                               image}} or {type: 'setImagesErr', data: {message}}.
//   GET  /api/files/<id>?e&s     a customer's own file through a short-lived signed link (an <img> sends no token).
// A request whose declared length is over the limit is refused before its body is read; a body that turns out
// larger is cut off as soon as it passes the limit.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  detectImageType,
  PROGRESS_PHOTO_SIDES,
  progressImageProblem,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  type ProgressPhotoSide,
} from '@mealplan/shared/domain';
import { formatServerText, type ServerMessageId } from '../../i18n';
import { fileOwner, readOwnFile, saveFile } from '../../uploads/files';
import { uploadErr, uploadingUser, uploadLocale, uploadOk } from '../../uploads/http-upload';
import { addProgressPhoto } from '../../uploads/progress-photos';
import { maxRequestBytes, receiveUpload, UploadRefused, type UploadLimits } from '../../uploads/receive';
import { FILE_LINK_PATH, signedFileUrl, verifyFileLink } from '../../uploads/signed-urls';
import type { HttpRoute } from '../route';

const PROGRESS_IMAGE_LIMITS: UploadLimits = { maxFileBytes: UPLOAD_MAX_BYTES };
const SET_IMAGES = 'setImages';
const INVALID_FORM: ServerMessageId = 'upload.invalidProgressForm';

/** A file response may not run as a page, be framed or be sniffed into another type. */
const FILE_POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], sandbox: [] } },
};

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export interface UploadRouteOptions {
  /** Unix seconds (tests move the clock). */
  now?: () => number;
}

export function uploadsRoute({ now = () => Math.floor(Date.now() / 1000) }: UploadRouteOptions = {}): HttpRoute {
  return async (app, ctx) => {
    await app.register(fastifyMultipart, { throwFileSizeLimit: true });

    app.post('/api/user/set-images', async (request: FastifyRequest, reply: FastifyReply) => {
      let locale = uploadLocale(request);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > maxRequestBytes(PROGRESS_IMAGE_LIMITS)) {
        return uploadErr(reply, request, SET_IMAGES, new UploadRefused(413, UPLOAD_MESSAGES.tooBig, true), locale);
      }
      try {
        let userId: number | undefined;
        const upload = await receiveUpload(request, PROGRESS_IMAGE_LIMITS, UPLOAD_MESSAGES.tooBig, async (fields) => {
          locale = uploadLocale(request, fields);
          userId = await uploadingUser(ctx.db, fields, request, now());
        });
        locale = uploadLocale(request, upload.fields);
        userId ??= await uploadingUser(ctx.db, upload.fields, request, now());
        const side = upload.fields.thetype as ProgressPhotoSide;
        if (upload.fields.type !== 'progressImage' || !PROGRESS_PHOTO_SIDES.includes(side)) throw new UploadRefused(400, INVALID_FORM);
        if (!upload.file) throw new UploadRefused(400, UPLOAD_MESSAGES.wrongType);
        const type = detectImageType(upload.file.bytes);
        const problem = progressImageProblem(upload.file.bytes.length, type);
        if (problem || !type) throw new UploadRefused(problem === UPLOAD_MESSAGES.tooBig ? 413 : 415, problem ?? UPLOAD_MESSAGES.wrongType);
        const at = now();
        const file = await saveFile(
          ctx.db,
          { userId, purpose: 'progressImage', contentType: type, name: upload.fields.name || upload.file.filename, bytes: upload.file.bytes },
          at,
        );
        await addProgressPhoto(ctx.db, userId, side, file.id, at);
        const image = await signedFileUrl(ctx.db, file.id, userId, at);
        return uploadOk(reply, SET_IMAGES, { message: formatServerText({ id: UPLOAD_MESSAGES.uploaded }, locale), thetype: side, image });
      } catch (error) {
        if (error instanceof UploadRefused) return uploadErr(reply, request, SET_IMAGES, error, locale);
        throw error;
      }
    });

    app.get<{ Params: { id: string }; Querystring: { e?: string; s?: string } }>(
      `${FILE_LINK_PATH}/:id`,
      { helmet: FILE_POLICY },
      async (request, reply) => {
        const { id } = request.params;
        const expires = Number(request.query.e);
        const sig = typeof request.query.s === 'string' ? request.query.s : '';
        const at = now();
        const owner = id.length <= 64 && sig ? await fileOwner(ctx.db, id) : undefined;
        const valid = owner !== undefined && (await verifyFileLink(ctx.db, { fileId: id, ownerId: owner, expires, sig }, at));
        const found = valid ? await readOwnFile(ctx.db, owner, id) : undefined;
        if (!found) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
        const extension = EXTENSIONS[found.file.contentType] ?? 'bin';
        return reply
          .header('Content-Type', found.file.contentType)
          .header('Content-Disposition', `inline; filename="${found.file.purpose}-${found.file.id}.${extension}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', `private, max-age=${Math.max(0, expires - at)}, no-transform`)
          .send(Buffer.from(found.bytes));
      },
    );
  };
}

export default uploadsRoute();
