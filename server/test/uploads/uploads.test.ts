// POST /api/user/set-images and the signed file links (spec 3 §5 progress photo, §7 "HTTP uploads", §8 messages).
import { english } from '../support/english';
import { request as httpRequest } from 'node:http';
import { UPLOAD_MESSAGES } from '@mealplan/shared/domain';
import { signedFileUrl } from '../../src/uploads/signed-urls';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { jpegImage, pdfBytes, pngImage, postProgressPhoto, progressForm, startUploadsServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('progress photo uploads', () => {
  let env: AccountsTestServer;
  let sara: SignedUp;
  let omar: SignedUp;
  const base = () => env.server.url;
  const fileCount = async () => Number((await env.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM uploaded_files'))?.n);

  beforeAll(async () => {
    env = await startUploadsServer();
    [sara, omar] = await Promise.all([signUp(env), signUp(env)]);
  });
  afterAll(() => env.close());

  async function images(customer: SignedUp) {
    const reply = await customer.client.call('profile', 'getForDashboard', { subtype: 'getProgressImgs', userId: customer.userId });
    expect(reply.type).toBe('getProgressImgsOk');
    return reply.data as { before: string | null; after: string | null };
  }

  it('takes a png as the before photo and a jpeg as the after photo; getProgressImgs returns both as links the owner can open', async () => {
    const png = pngImage();
    const before = await postProgressPhoto(
      base(),
      progressForm({ token: sara.token, thetype: 'before', file: { bytes: png, name: 'me.png', type: 'image/png' } }),
    );
    expect(before).toMatchObject({ status: 200, body: { type: 'setImagesOk', data: { message: 'File Uploaded', thetype: 'before' } } });
    const jpeg = jpegImage(5000);
    // The declared type is not trusted either way: a jpeg sent as application/octet-stream is still a jpeg.
    const after = await postProgressPhoto(
      base(),
      progressForm({ token: sara.token, thetype: 'after', file: { bytes: jpeg, name: 'me', type: 'application/octet-stream' } }),
    );
    expect(after).toMatchObject({ status: 200, body: { type: 'setImagesOk', data: { thetype: 'after' } } });

    const { before: beforeUrl, after: afterUrl } = await images(sara);
    expect(beforeUrl).toMatch(/^\/api\/files\/[\w-]+\?e=\d+&s=[\w-]+$/);
    const response = await fetch(`${base()}${beforeUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="progressImage-[\w-]+\.png"$/);
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    const jpegResponse = await fetch(`${base()}${afterUrl}`);
    expect(jpegResponse.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await jpegResponse.arrayBuffer()).equals(jpeg)).toBe(true);

    const history = await sara.client.call('profile', 'getForDashboard', { subtype: 'getPhotoHistory', userId: sara.userId });
    expect(history).toMatchObject({ type: 'getPhotoHistoryOk', data: { history: [{ before: expect.any(String), after: expect.any(String) }] } });
  });

  it('takes a file of 249,999 bytes and refuses one of 250,000 and one of 300 KB with the spec message', async () => {
    const justUnder = pngImage(4, 4, [1, 2, 3], 0);
    const padded = pngImage(4, 4, [1, 2, 3], 249_999 - justUnder.length - 20);
    expect(padded.length).toBe(249_999);
    expect(
      (await postProgressPhoto(base(), progressForm({ token: sara.token, file: { bytes: padded, name: 'a.png', type: 'image/png' } }))).status,
    ).toBe(200);
    const before = await fileCount();
    for (const size of [250_000, 300_000]) {
      const big = pngImage(4, 4, [1, 2, 3], size - justUnder.length - 20);
      expect(big.length).toBe(size);
      const reply = await postProgressPhoto(base(), progressForm({ token: sara.token, file: { bytes: big, name: 'big.png', type: 'image/png' } }));
      expect(reply).toEqual({
        status: 413,
        body: { type: 'setImagesErr', data: { message: english(UPLOAD_MESSAGES.tooBig), messageId: UPLOAD_MESSAGES.tooBig } },
      });
      expect(reply.body.data.message).toBe('A big File Size, please use 250 kb maximum');
    }
    expect(await fileCount()).toBe(before);
  });

  it('refuses a file named .png that holds a PDF, and a text file, with the spec message', async () => {
    const before = await fileCount();
    for (const bytes of [pdfBytes(), Buffer.from('hello, not an image')]) {
      const reply = await postProgressPhoto(base(), progressForm({ token: sara.token, file: { bytes, name: 'photo.png', type: 'image/png' } }));
      expect(reply).toEqual({
        status: 415,
        body: { type: 'setImagesErr', data: { message: 'Not Allowed File Type, Use Image Please', messageId: 'upload.wrongType' } },
      });
    }
    expect(await fileCount()).toBe(before);
  });

  it('answers in Arabic when the form asks for it', async () => {
    const reply = await postProgressPhoto(
      base(),
      progressForm({ token: sara.token, language: 'ar', file: { bytes: pdfBytes(), name: 'x.png', type: 'image/png' } }),
    );
    expect(reply.body.data.message).toBe('نوع الملف غير مسموح به، يرجى استخدام صورة');
  });

  it('refuses an upload without a token, with an invalid token, and a form that is not a progress image', async () => {
    const before = await fileCount();
    const file = { bytes: pngImage(), name: 'me.png', type: 'image/png' };
    for (const token of [undefined, 'not-a-session-token', `${sara.token}x`]) {
      const reply = await postProgressPhoto(base(), progressForm({ ...(token === undefined ? {} : { token }), file }));
      expect(reply).toEqual({ status: 401, body: { type: 'setImagesErr', data: { message: 'Please sign in', messageId: 'server.signInRequired' } } });
    }
    expect((await postProgressPhoto(base(), progressForm({ token: sara.token, thetype: 'side', file }))).status).toBe(400);
    expect((await postProgressPhoto(base(), progressForm({ token: sara.token, type: 'avatar', file }))).status).toBe(400);
    const notMultipart = await fetch(`${base()}/api/user/set-images`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBeGreaterThanOrEqual(400);
    expect(await fileCount()).toBe(before);
  });

  it('refuses a 10 MB body by its declared length before reading it', async () => {
    const form = progressForm({ token: sara.token, file: { bytes: Buffer.alloc(10 * 1024 * 1024, 0x89), name: 'huge.png', type: 'image/png' } });
    const reply = await postProgressPhoto(base(), form);
    expect(reply).toEqual({
      status: 413,
      body: { type: 'setImagesErr', data: { message: english(UPLOAD_MESSAGES.tooBig), messageId: UPLOAD_MESSAGES.tooBig } },
    });
  });

  it('cuts off a 10 MB body sent without a length as soon as the file passes the limit', async () => {
    const before = await fileCount();
    const boundary = 'mealplanboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="access_token"\r\n\r\n${sara.token}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nprogressImage\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="thetype"\r\n\r\nbefore\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const total = 10 * 1024 * 1024;
    const piece = Buffer.alloc(64 * 1024, 0x42);
    const url = new URL(`${base()}/api/user/set-images`);
    const result = await new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
      let written = 0;
      let answered = false;
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
        },
        (response) => {
          answered = true;
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (text: string) => (body += text));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, written }));
        },
      );
      request.on('error', (error) => (answered ? undefined : reject(error)));
      request.write(head);
      const pump = () => {
        while (!answered && written < total) {
          written += piece.length;
          if (!request.write(piece)) return void request.once('drain', pump);
        }
        if (!answered) request.end();
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({
      type: 'setImagesErr',
      data: { message: english(UPLOAD_MESSAGES.tooBig), messageId: UPLOAD_MESSAGES.tooBig },
    });
    // The answer came long before the 10 MB were sent: the server stopped reading at the limit.
    expect(result.written).toBeLessThan(total / 2);
    expect(await fileCount()).toBe(before);
  });

  it("keeps each customer's photos to themselves: no photos of another, no link to another file, no expired link", async () => {
    expect(await images(omar)).toEqual({ before: null, after: null });
    const upload = await postProgressPhoto(
      base(),
      progressForm({ token: omar.token, thetype: 'before', file: { bytes: pngImage(8, 8, [200, 10, 10]), name: 'o.png', type: 'image/png' } }),
    );
    expect(upload.status).toBe(200);
    const omarUrl = (await images(omar)).before!;
    const saraUrl = (await images(sara)).before!;
    expect(omarUrl).not.toBe(saraUrl);
    // Omar's signature on Sara's file id: refused.
    const saraFileId = saraUrl.split('/').pop()!.split('?')[0]!;
    const tampered = omarUrl.replace(/\/api\/files\/[^?]+/, `/api/files/${saraFileId}`);
    expect((await fetch(`${base()}${tampered}`)).status).toBe(404);
    // A longer expiry on a real link: refused.
    const stretched = omarUrl.replace(/e=(\d+)/, (_match, e: string) => `e=${Number(e) + 3600}`);
    expect((await fetch(`${base()}${stretched}`)).status).toBe(404);
    // A link signed for Sara's file but expired: refused; the same link unexpired works.
    const expired = await signedFileUrl(env.server.db, saraFileId, sara.userId, env.clock.now - 3600, 60);
    expect((await fetch(`${base()}${expired}`)).status).toBe(404);
    const fresh = await signedFileUrl(env.server.db, saraFileId, sara.userId, env.clock.now, 60);
    expect((await fetch(`${base()}${fresh}`)).status).toBe(200);
    // A link signed as if the file were Omar's: refused (the owner is part of the signature).
    const wrongOwner = await signedFileUrl(env.server.db, saraFileId, omar.userId, env.clock.now, 60);
    expect((await fetch(`${base()}${wrongOwner}`)).status).toBe(404);
  });

  it('refuses getProgressImgs to a guest', async () => {
    const guest = await env.connect();
    const reply = await guest.call('profile', 'getForDashboard', { subtype: 'getProgressImgs', userId: 1 });
    expect(reply.type).toBe('getProgressImgsErr');
  });
});
