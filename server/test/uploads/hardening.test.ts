// What a probe from outside found in the uploads (issue 21, "HTTP uploads"): the whole request body is bounded (a
// 10 MB file, 200 MB of preamble, of part header and of field, with and without a token), nothing is read without a
// valid token, a body cut short is a 400 with one quiet log line, and the file and its record are one transaction
// (a failure between them leaves nothing) with a sweep for what the earlier code left behind.
import { UPLOAD_MESSAGES } from '@mealplan/shared/domain';
import { saveFile, sweepOrphanFiles } from '../../src/uploads/files';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { english } from '../support/english';
import { captureLog, type CapturedLog } from '../support/log-capture';
import { fileForm, jpegImage, pdfBytes, pngImage, postForm, postProgressPhoto, progressForm, startUploadsServer, streamRaw } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const BOUNDARY = 'probeboundary';
const MB = 1024 * 1024;
/** Far less than what is offered: the server stopped reading near its limit (a few hundred KB) plus socket buffers. */
const READ_BOUND = 16 * MB;

const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name = 'file', filename = 'doc.pdf', type = 'application/pdf') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;

describe('upload hardening', () => {
  let env: AccountsTestServer;
  let logs: CapturedLog;
  let sara: SignedUp;
  const base = () => env.server.url;
  const count = async (table: string) => Number((await env.server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))?.n);
  const counts = async () => ({ files: await count('uploaded_files'), blobs: await count('file_blobs') });

  beforeAll(async () => {
    logs = captureLog();
    env = await startUploadsServer();
    sara = await signUp(env);
  });
  afterAll(async () => {
    await env.close();
    logs.restore();
  });

  const paths = ['/api/user/set-file', '/api/user/set-avatar', '/api/user/set-images'];

  it.each(paths)('%s: cuts off a 10 MB file sent without a length, and stores nothing', async (path) => {
    const before = await counts();
    const head =
      field('access_token', sara.token) +
      field('type', path.endsWith('avatar') ? 'avatar' : 'progressImage') +
      field('thetype', 'before') +
      fileHead();
    const result = await streamRaw(base(), path, { boundary: BOUNDARY, head, piece: Buffer.alloc(64 * 1024, 0x25), total: 10 * MB });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ data: { message: english(UPLOAD_MESSAGES.tooBig), messageId: UPLOAD_MESSAGES.tooBig } });
    expect(result.written).toBeLessThan(5 * MB);
    expect(await counts()).toEqual(before);
  });

  type Probe = [string, (token: string | undefined) => string, Buffer];
  const probes: Probe[] = [
    // Bytes before the first boundary: busboy skips them, so they used to be read to their end.
    ['preamble', () => '', Buffer.alloc(256 * 1024, 0x61)],
    // One part header line that never ends.
    [
      'part header',
      (token) => `${token ? field('access_token', token) : ''}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; X-Pad: `,
      Buffer.alloc(256 * 1024, 0x62),
    ],
    // A text field that never ends (fields are cut to 2 KB but used to be read to their end).
    [
      'field',
      (token) => `${token ? field('access_token', token) : ''}--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n`,
      Buffer.alloc(256 * 1024, 0x63),
    ],
  ];

  describe.each([
    ['with a valid token', true],
    ['without a token', false],
  ])('200 MB %s', (_label, withToken) => {
    it.each(probes)('of %s is cut off near the limit, without a 500', async (what, head, piece) => {
      const before = await counts();
      // The preamble comes before any field: a token can only come in the Authorization header.
      const bearer = withToken && what === 'preamble' ? { headers: { authorization: `Bearer ${sara.token}` } } : {};
      const result = await streamRaw(base(), '/api/user/set-file', {
        ...bearer,
        boundary: BOUNDARY,
        head: head(withToken ? sara.token : undefined),
        piece,
        total: 200 * MB,
      });
      expect([400, 401, 413]).toContain(result.status);
      expect(JSON.parse(result.body)).toMatchObject({ type: 'setFileErr', data: { messageId: expect.any(String) } });
      expect(result.written).toBeLessThan(READ_BOUND);
      expect(await counts()).toEqual(before);
    });
  });

  it('refuses a form whose first part is not the token (or whose token is wrong) as soon as that part arrives', async () => {
    for (const head of [fileHead(), field('access_token', 'made-up') + fileHead(), field('name', 'x.pdf') + fileHead()]) {
      const result = await streamRaw(base(), '/api/user/set-file', {
        boundary: BOUNDARY,
        head,
        piece: Buffer.alloc(16 * 1024, 0x25),
        total: 50 * MB,
      });
      expect(result.status).toBe(401);
      expect(JSON.parse(result.body)).toEqual({ type: 'setFileErr', data: { message: 'Please sign in', messageId: 'server.signInRequired' } });
      expect(result.written).toBeLessThan(READ_BOUND);
    }
  });

  it('checks an Authorization: Bearer token before reading the body', async () => {
    const refused = await streamRaw(base(), '/api/user/set-file', {
      boundary: BOUNDARY,
      head: fileHead(),
      piece: Buffer.alloc(16 * 1024, 0x25),
      total: 50 * MB,
      headers: { authorization: 'Bearer made-up' },
    });
    expect(refused.status).toBe(401);
    expect(refused.written).toBeLessThan(READ_BOUND);
    const accepted = await streamRaw(base(), '/api/user/set-file', {
      boundary: BOUNDARY,
      head: `${fileHead()}${pdfBytes().toString('latin1')}\r\n--${BOUNDARY}--\r\n`,
      headers: { authorization: `Bearer ${sara.token}` },
    });
    expect(accepted.status).toBe(200);
    expect(JSON.parse(accepted.body)).toMatchObject({ type: 'setFileOk', data: { file: { name: 'doc.pdf' } } });
  });

  it('answers a body cut short with a 400 and one quiet log line (no error, no stack)', async () => {
    const from = logs.lines.length;
    const result = await streamRaw(base(), '/api/user/set-file', {
      boundary: BOUNDARY,
      head: field('access_token', sara.token) + fileHead() + pdfBytes().toString('latin1'),
    });
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body)).toEqual({ type: 'setFileErr', data: { message: english('upload.invalid'), messageId: 'upload.invalid' } });
    const written = logs.entries().slice(from);
    const loud = written.filter((entry) => entry.level !== 'info' && entry.level !== 'debug' && entry.level !== 'trace');
    expect(loud).toHaveLength(1);
    expect(loud[0]).toMatchObject({ level: 'warn', msg: 'upload refused: incomplete or malformed multipart body', path: '/api/user/set-file' });
    expect(JSON.stringify(written)).not.toMatch(/stack|"err"/);
  });

  it('writes nothing when the record after the file fails: the file, its bytes and its record are one transaction', async () => {
    const before = await counts();
    const failing = saveFile(
      env.server.db,
      { userId: sara.userId, purpose: 'progressImage', contentType: 'image/png', name: 'p.png', bytes: pngImage() },
      env.clock.now,
      {
        record: async (tx, file) => {
          await tx.query('INSERT INTO progress_photos (user_id, side, file_id, created_at) VALUES ($1, $2, $3, $4)', [
            sara.userId,
            'before',
            file.id,
            file.createdAt,
          ]);
          throw new Error('process killed here');
        },
      },
    );
    await expect(failing).rejects.toThrow('process killed here');
    expect(await counts()).toEqual(before);
    expect(await count('progress_photos')).toBe(0);
  });

  it('sweeps files left without their record and blobs left without their file, and keeps everything else', async () => {
    const keep = await postProgressPhoto(base(), progressForm({ token: sara.token, file: { bytes: pngImage(), name: 'ok.png', type: 'image/png' } }));
    expect(keep.status).toBe(200);
    const document = await postForm(
      base(),
      '/api/user/set-file',
      fileForm({ token: sara.token, file: { bytes: pdfBytes(), name: 'keep.pdf', type: 'application/pdf' } }),
    );
    expect(document.status).toBe(200);
    const avatar = await postForm(
      base(),
      '/api/user/set-avatar',
      fileForm({ token: sara.token, fields: { type: 'avatar' }, file: { bytes: jpegImage(), name: 'a.jpg', type: 'image/jpeg' } }),
    );
    expect(avatar.status).toBe(200);
    const kept = await counts();

    // What the two-transaction code left after a kill: files committed without their record, and a bare blob.
    const old = env.clock.now - 3600;
    for (const [id, purpose] of [
      ['orphan-photo', 'progressImage'],
      ['orphan-avatar', 'avatar'],
    ]) {
      await env.server.db.query('INSERT INTO file_blobs (storage_key, body) VALUES ($1, $2)', [`${purpose}/${id}`, Buffer.from('x')]);
      await env.server.db.query(
        `INSERT INTO uploaded_files (id, user_id, purpose, content_type, name, size, sha256, storage_key, created_at)
         VALUES ($1, $2, $3, 'image/png', 'x.png', 1, 'x', $4, $5)`,
        [id, sara.userId, purpose, `${purpose}/${id}`, old],
      );
    }
    await env.server.db.query('INSERT INTO file_blobs (storage_key, body) VALUES ($1, $2)', ['document/bare-blob', Buffer.from('y')]);
    expect(await counts()).toEqual({ files: kept.files + 2, blobs: kept.blobs + 3 });

    expect(await sweepOrphanFiles(env.server.db, env.clock.now)).toEqual({ files: 2, blobs: 3 });
    expect(await counts()).toEqual(kept);
    expect(await sweepOrphanFiles(env.server.db, env.clock.now)).toEqual({ files: 0, blobs: 0 });
    // The kept photo and avatar still open.
    const images = await sara.client.call('profile', 'getForDashboard', { subtype: 'getProgressImgs', userId: sara.userId });
    expect((await fetch(`${base()}${(images.data as { before: string }).before}`)).status).toBe(200);
    const own = await sara.client.call('profile', 'getForDashboard', { subtype: 'getAvatar', userId: sara.userId });
    expect((await fetch(`${base()}${(own.data as { avatar: string }).avatar}`)).status).toBe(200);
  });
});
