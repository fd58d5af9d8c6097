// Uploads and the files customers read back (spec 3 §7 "HTTP uploads", §5, §8):
//   POST /api/user/set-images   the progress photo form: access_token, name, size, filetype, modelName, attribute,
//                               type 'progressImage', thetype 'before' | 'after', and the file (png or jpeg by its
//                               bytes, under 250,000 bytes). Answers {type: 'setImagesOk', data: {message, thetype,
//                               image}} or {type: 'setImagesErr', data: {message, messageId}}.
//   POST /api/user/set-avatar   the avatar form (the spec does not show its path): access_token, name, size, filetype,
//                               modelName 'Files', attribute 'thefile', type 'avatar', and the file (JPEG by its
//                               bytes, under 250,000 bytes). Answers {type: 'setAvatarOk', data: {message, avatar}}.
//   POST /api/user/set-file     a medical document: access_token, user_id (ignored: the session decides), name,
//                               size, filetype, modelName, attribute and the file (pdf, docx, doc or jpeg by its
//                               bytes, under 250,000 bytes). Answers {type: 'setFileOk', data: {message, file: {name,
//                               size, hash}}}.
//   GET  /api/files/<id>?e&s     a customer's own image through a short-lived signed link (an <img> sends no token).
//   GET  /api/user/files/<hash>  a customer's own file with their session token (Authorization: Bearer), as a download
//                               under the name it was uploaded with.
// The session token comes first (header, or the form's first field) and is checked before anything else is read; the
// whole body is bounded (server/src/uploads/receive.ts); the file, its row and its record are one transaction with
// the customer's quota and upload rate checked (server/src/uploads/files.ts); orphan files from before are swept at
// start-up and every hour.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PROGRESS_PHOTO_SIDES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  uploadProblem,
  type ProgressPhotoSide,
  type UploadKind,
} from '@mealplan/shared/domain';
import { formatServerText } from '../../i18n';
import { log } from '../../ops/log';
import { recordAvatar } from '../../uploads/avatars';
import {
  DEFAULT_UPLOAD_POLICY,
  fileOwner,
  readOwnFile,
  saveFile,
  sweepOrphanFiles,
  type SaveFileOptions,
  type StoredFile,
  type UploadPolicy,
} from '../../uploads/files';
import { uploadErr, uploadingUser, uploadLocale, uploadOk } from '../../uploads/http-upload';
import { UPLOADS_MESSAGES } from '../../uploads/messages';
import { addProgressPhoto } from '../../uploads/progress-photos';
import { bearerToken, receiveUpload, UploadRefused, type ReceivedUpload, type UploadLimits } from '../../uploads/receive';
import { FILE_LINK_PATH, signedFileUrl, verifyFileLink } from '../../uploads/signed-urls';
import { attachmentDisposition, extensionOf, sniffType } from '../../uploads/sniff';
import type { HttpRoute } from '../route';

const FILE_LIMITS: UploadLimits = { maxFileBytes: UPLOAD_MAX_BYTES };
export const OWN_FILE_PATH = '/api/user/files';
/** How often the sweep of orphan files runs after the one at start-up. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** A file response may not run as a page, be framed or be sniffed into another type. */
const FILE_POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], sandbox: [] } },
};

export interface UploadRouteOptions {
  /** Unix seconds (tests move the clock). */
  now?: () => number;
  /** The customers' storage quota and upload rate (tests lower them). */
  policy?: UploadPolicy;
  /** Whether the sweep of orphan files runs at start-up and every hour (tests call it themselves). */
  sweep?: boolean;
}

/** One upload form: its answer's name, what its file is, and what else it writes with the file. */
interface UploadForm {
  name: string;
  kind: UploadKind;
  /** Checks the form's fields (throws UploadRefused) and gives the record to write with the file. */
  prepare(fields: Readonly<Record<string, string>>, userId: number): Pick<SaveFileOptions, 'record'>;
  answer(file: StoredFile, message: string, userId: number, fields: Readonly<Record<string, string>>): Promise<object>;
}

export function uploadsRoute({
  now = () => Math.floor(Date.now() / 1000),
  policy = DEFAULT_UPLOAD_POLICY,
  sweep = true,
}: UploadRouteOptions = {}): HttpRoute {
  return async (app, ctx) => {
    await app.register(fastifyMultipart, { throwFileSizeLimit: true });

    if (sweep) {
      const runSweep = () =>
        sweepOrphanFiles(ctx.db, now()).then(
          (report) => {
            if (report.files || report.blobs) log().info(report, 'uploads: swept orphan files');
          },
          (error: unknown) => log().warn({ err: error }, 'uploads: sweep of orphan files failed'),
        );
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        void runSweep();
        timer = setInterval(() => void runSweep(), SWEEP_INTERVAL_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }

    const handle = (form: UploadForm) => async (request: FastifyRequest, reply: FastifyReply) => {
      let locale = uploadLocale(request);
      try {
        let userId: number | undefined;
        const upload: ReceivedUpload = await receiveUpload(request, FILE_LIMITS, UPLOAD_MESSAGES.tooBig, async (token) => {
          userId = await uploadingUser(ctx.db, token, now());
        });
        locale = uploadLocale(request, upload.fields);
        if (userId === undefined) throw new UploadRefused(401, UPLOADS_MESSAGES.invalid);
        const { record } = form.prepare(upload.fields, userId);
        if (!upload.file) throw new UploadRefused(400, UPLOAD_MESSAGES.wrongType);
        const type = await sniffType(upload.file.bytes);
        const problem = uploadProblem(form.kind, upload.file.bytes.length, type);
        if (problem || !type) throw new UploadRefused(problem === UPLOAD_MESSAGES.tooBig ? 413 : 415, problem ?? UPLOAD_MESSAGES.wrongType);
        const file = await saveFile(
          ctx.db,
          {
            userId,
            purpose: form.kind,
            contentType: type,
            name: upload.fields.name || upload.file.filename,
            bytes: upload.file.bytes,
          },
          now(),
          { policy, ...(record ? { record } : {}) },
        );
        return uploadOk(reply, form.name, await form.answer(file, formatServerText({ id: UPLOAD_MESSAGES.uploaded }, locale), userId, upload.fields));
      } catch (error) {
        if (error instanceof UploadRefused) return uploadErr(reply, request, form.name, error, locale);
        throw error;
      }
    };

    app.post(
      '/api/user/set-images',
      handle({
        name: 'setImages',
        kind: 'progressImage',
        prepare(fields) {
          const side = fields.thetype as ProgressPhotoSide;
          if (fields.type !== 'progressImage' || !PROGRESS_PHOTO_SIDES.includes(side))
            throw new UploadRefused(400, UPLOADS_MESSAGES.invalidProgressForm);
          return { record: (tx, file) => addProgressPhoto(tx, file.userId, side, file.id, file.createdAt) };
        },
        answer: async (file, message, userId, fields) => ({
          message,
          thetype: fields.thetype,
          image: await signedFileUrl(ctx.db, file.id, userId, file.createdAt),
        }),
      }),
    );

    app.post(
      '/api/user/set-avatar',
      handle({
        name: 'setAvatar',
        kind: 'avatar',
        prepare(fields) {
          if (fields.type !== 'avatar') throw new UploadRefused(400, UPLOADS_MESSAGES.invalidAvatarForm);
          return { record: recordAvatar };
        },
        answer: async (file, message, userId) => ({ message, avatar: await signedFileUrl(ctx.db, file.id, userId, file.createdAt) }),
      }),
    );

    app.post(
      '/api/user/set-file',
      handle({
        name: 'setFile',
        kind: 'document',
        prepare: () => ({}),
        answer: async (file, message) => ({ message, file: { name: file.name, size: file.size, hash: file.id } }),
      }),
    );

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
        if (!found) return notFound(reply);
        return reply
          .header('Content-Type', found.file.contentType)
          .header('Content-Disposition', `inline; filename="${found.file.purpose}-${found.file.id}.${extensionOf(found.file.contentType)}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', `private, max-age=${Math.max(0, expires - at)}, no-transform`)
          .send(Buffer.from(found.bytes));
      },
    );

    app.get<{ Params: { hash: string } }>(`${OWN_FILE_PATH}/:hash`, { helmet: FILE_POLICY }, async (request, reply) => {
      const userId = await uploadingUser(ctx.db, bearerToken(request), now()).catch((error: unknown) => {
        if (error instanceof UploadRefused) return undefined;
        throw error;
      });
      if (userId === undefined) return reply.code(401).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Please sign in');
      const { hash } = request.params;
      const found = hash.length <= 64 ? await readOwnFile(ctx.db, userId, hash) : undefined;
      if (!found) return notFound(reply);
      return reply
        .header('Content-Type', found.file.contentType)
        .header('Content-Disposition', attachmentDisposition(found.file.name, found.file.contentType))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(found.bytes));
    });
  };
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
}

export default uploadsRoute();
