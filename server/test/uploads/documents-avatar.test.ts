// The avatar and medical documents (spec 3 §2 "Avatar", "Other dialogs", §5, §7 "HTTP uploads", getFiles, getAvatar,
// removeFile, §8 messages): types by their bytes, the 250,000-byte limit, one avatar per customer, files readable and
// removable by their owner only, the storage quota and the upload rate with their messages.
import { UPLOAD_MESSAGES } from '@mealplan/shared/domain';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { english } from '../support/english';
import { avatarForm, docBytes, docxBytes, fileForm, jpegImage, pdfBytes, pngImage, postForm, startUploadsServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const POLICY = { quotaBytes: 1_000_000, perMinute: 5, perDay: 12 };

describe('avatar and medical document uploads', () => {
  let env: AccountsTestServer;
  let sara: SignedUp;
  let omar: SignedUp;
  const base = () => env.server.url;
  const count = async (table: string) => Number((await env.server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))?.n);
  /** A new minute: the per-minute upload count starts again. */
  const nextMinute = () => {
    env.clock.now += 61;
  };

  beforeAll(async () => {
    env = await startUploadsServer({ policy: POLICY });
    [sara, omar] = await Promise.all([signUp(env), signUp(env)]);
  });
  afterAll(() => env.close());

  async function dashboard<T>(customer: SignedUp, subtype: string, extra: Record<string, unknown> = {}) {
    const reply = await customer.client.call('profile', 'getForDashboard', { subtype, userId: customer.userId, ...extra });
    return reply as { type: string; data: T };
  }
  const files = async (customer: SignedUp) =>
    (await dashboard<{ files: Array<{ name: string; size: number; hash: string }>; openmodal: boolean }>(customer, 'getFiles')).data;
  const document = (customer: SignedUp, bytes: Buffer, name: string, type: string, language?: string) =>
    postForm(
      base(),
      '/api/user/set-file',
      fileForm({
        token: customer.token,
        fields: { user_id: String(customer.userId) },
        ...(language ? { language } : {}),
        file: { bytes, name, type },
      }),
    );

  it('stores a pdf, a docx, a doc and a jpeg as medical documents; getFiles lists them; the owner downloads them with their token', async () => {
    expect(await files(sara)).toEqual({ files: [], openmodal: true });
    const uploads: Array<[Buffer, string, string, string]> = [
      [pdfBytes(), 'blood test.pdf', 'application/pdf', 'application/pdf'],
      [docxBytes(), 'letter.docx', 'application/octet-stream', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [docBytes(), 'old.doc', 'application/msword', 'application/msword'],
      [jpegImage(3000), 'scan.jpg', 'image/jpeg', 'image/jpeg'],
    ];
    for (const [bytes, name, declared, stored] of uploads) {
      const reply = await document(sara, bytes, name, declared);
      expect(reply).toMatchObject({
        status: 200,
        body: { type: 'setFileOk', data: { message: 'File Uploaded', file: { name, size: bytes.length } } },
      });
      const hash = (reply.body.data.file as { hash: string }).hash;
      const download = await fetch(`${base()}/api/user/files/${hash}`, { headers: { authorization: `Bearer ${sara.token}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe(stored);
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const listed = await files(sara);
    expect(listed.openmodal).toBe(false);
    expect(listed.files.map((file) => file.name)).toEqual(['blood test.pdf', 'letter.docx', 'old.doc', 'scan.jpg']);
    nextMinute();
  });

  it('refuses a document that is not pdf, docx, doc or jpeg by its bytes (a .pdf name on a png, text) and one of 250,000 bytes', async () => {
    const before = await count('uploaded_files');
    for (const bytes of [pngImage(), Buffer.from('just text, named like a pdf')]) {
      expect(await document(sara, bytes, 'report.pdf', 'application/pdf')).toEqual({
        status: 415,
        body: { type: 'setFileErr', data: { message: 'Not Allowed File Type, Use Image Please', messageId: UPLOAD_MESSAGES.wrongType } },
      });
    }
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(250_000 - pdfBytes().length, 0x20)]);
    expect(await document(sara, big, 'big.pdf', 'application/pdf')).toEqual({
      status: 413,
      body: { type: 'setFileErr', data: { message: 'A big File Size, please use 250 kb maximum', messageId: UPLOAD_MESSAGES.tooBig } },
    });
    expect(await count('uploaded_files')).toBe(before);
  });

  it('takes a JPEG avatar, replaces it with the next one (the old file removed), and refuses a .jpg holding a PDF, a PNG and 300 KB', async () => {
    expect((await dashboard<{ avatar: string | null }>(omar, 'getAvatar')).data).toEqual({ avatar: null });
    const first = await postForm(
      base(),
      '/api/user/set-avatar',
      avatarForm({ token: omar.token, file: { bytes: jpegImage(4000), name: 'me.jpg', type: 'image/jpeg' } }),
    );
    expect(first).toMatchObject({
      status: 200,
      body: { type: 'setAvatarOk', data: { message: 'File Uploaded', avatar: expect.stringMatching(/^\/api\/files\//) } },
    });
    const filesBefore = await count('uploaded_files');
    const blobsBefore = await count('file_blobs');
    const second = jpegImage(5000);
    expect(
      (
        await postForm(
          base(),
          '/api/user/set-avatar',
          avatarForm({ token: omar.token, file: { bytes: second, name: 'new.jpg', type: 'image/jpeg' } }),
        )
      ).status,
    ).toBe(200);
    expect(await count('uploaded_files')).toBe(filesBefore);
    expect(await count('file_blobs')).toBe(blobsBefore);
    const { avatar } = (await dashboard<{ avatar: string }>(omar, 'getAvatar')).data;
    const image = await fetch(`${base()}${avatar}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('content-disposition')).toMatch(/^inline; filename="avatar-[\w-]+\.jpg"$/);
    expect(Buffer.from(await image.arrayBuffer()).equals(second)).toBe(true);

    const refusals: Array<[Buffer, string, number, string]> = [
      [pdfBytes(), 'photo.jpg', 415, UPLOAD_MESSAGES.wrongType],
      [pngImage(), 'photo.png', 415, UPLOAD_MESSAGES.wrongType],
      [jpegImage(300_000), 'large.jpg', 413, UPLOAD_MESSAGES.tooBig],
    ];
    for (const [bytes, name, status, messageId] of refusals) {
      const reply = await postForm(base(), '/api/user/set-avatar', avatarForm({ token: omar.token, file: { bytes, name, type: 'image/jpeg' } }));
      expect(reply).toEqual({ status, body: { type: 'setAvatarErr', data: { message: english(messageId as never), messageId } } });
    }
    expect(await count('uploaded_files')).toBe(filesBefore);
    const notAvatar = await postForm(
      base(),
      '/api/user/set-avatar',
      avatarForm({ token: omar.token, fields: { type: 'progressImage' }, file: { bytes: jpegImage(), name: 'a.jpg', type: 'image/jpeg' } }),
    );
    expect(notAvatar.status).toBe(400);
    nextMinute();
  });

  it('does not let another customer read or remove a document by its hash; the owner removes it', async () => {
    const [target] = (await files(sara)).files;
    const hash = target!.hash;
    expect((await fetch(`${base()}/api/user/files/${hash}`, { headers: { authorization: `Bearer ${omar.token}` } })).status).toBe(404);
    expect((await fetch(`${base()}/api/user/files/${hash}`)).status).toBe(401);
    expect((await fetch(`${base()}/api/user/files/${hash}`, { headers: { authorization: 'Bearer made-up' } })).status).toBe(401);
    const omarTry = await dashboard<{ message: string }>(omar, 'removeFile', { hash });
    expect(omarTry).toMatchObject({ type: 'removeFileErr', data: { message: 'This file was not found.' } });
    expect((await files(sara)).files.map((file) => file.hash)).toContain(hash);
    // Omar's avatar is not a document: removeFile does not take it either.
    const omarAvatar = (await env.server.db.one<{ file_id: string }>('SELECT file_id FROM user_avatars WHERE user_id = $1', [omar.userId]))!.file_id;
    expect((await dashboard(omar, 'removeFile', { hash: omarAvatar })).type).toBe('removeFileErr');

    const blobs = await count('file_blobs');
    expect(await dashboard(sara, 'removeFile', { hash })).toEqual({ type: 'removeFileOk', data: { hash } });
    expect((await files(sara)).files.map((file) => file.hash)).not.toContain(hash);
    expect(await count('file_blobs')).toBe(blobs - 1);
    expect((await fetch(`${base()}/api/user/files/${hash}`, { headers: { authorization: `Bearer ${sara.token}` } })).status).toBe(404);
    expect((await dashboard(sara, 'removeFile', { hash })).type).toBe('removeFileErr');
  });

  it('refuses a document or an avatar without a valid token', async () => {
    const before = await count('uploaded_files');
    for (const token of [undefined, 'not-a-token', `${sara.token}x`]) {
      const form = { ...(token === undefined ? {} : { token }), file: { bytes: jpegImage(), name: 'a.jpg', type: 'image/jpeg' } };
      for (const [path, name] of [
        ['/api/user/set-file', 'setFileErr'],
        ['/api/user/set-avatar', 'setAvatarErr'],
      ] as const) {
        const body = path === '/api/user/set-file' ? fileForm(form) : avatarForm(form);
        expect(await postForm(base(), path, body)).toEqual({
          status: 401,
          body: { type: name, data: { message: 'Please sign in', messageId: 'server.signInRequired' } },
        });
      }
    }
    expect(await count('uploaded_files')).toBe(before);
  });

  it('tells a customer over their storage quota which limit was reached, in English and Arabic; removing a file makes room', async () => {
    const layla = await signUp(env);
    const file = () => Buffer.concat([pdfBytes(), Buffer.alloc(240_000, 0x20)]);
    for (let n = 0; n < 4; n += 1) expect((await document(layla, file(), `f${n}.pdf`, 'application/pdf')).status).toBe(200);
    const full = await document(layla, file(), 'f4.pdf', 'application/pdf');
    expect(full).toEqual({
      status: 413,
      body: {
        type: 'setFileErr',
        data: {
          message: 'Your files have reached the storage limit of 1 MB. Please remove a medical document before uploading another file.',
          messageId: 'upload.quotaReached',
        },
      },
    });
    nextMinute();
    const arabic = await document(layla, file(), 'f4.pdf', 'application/pdf', 'ar');
    expect(arabic.body.data.message).toBe('بلغت ملفاتك حد التخزين البالغ 1 ميغابايت. يرجى حذف مستند طبي قبل رفع ملف آخر.');
    expect((await files(layla)).files).toHaveLength(4);
    const [oldest] = (await files(layla)).files;
    expect((await dashboard(layla, 'removeFile', { hash: oldest!.hash })).type).toBe('removeFileOk');
    expect((await document(layla, file(), 'f5.pdf', 'application/pdf')).status).toBe(200);
  });

  it('tells a customer who uploads too fast which limit was reached: per minute, then per day', async () => {
    const rami = await signUp(env);
    const send = () => document(rami, pdfBytes(), 'a.pdf', 'application/pdf');
    for (let n = 0; n < 5; n += 1) expect((await send()).status).toBe(200);
    expect(await send()).toEqual({
      status: 429,
      body: {
        type: 'setFileErr',
        data: { message: 'Too many uploads: at most 5 files a minute. Please wait a minute and try again.', messageId: 'upload.tooManyPerMinute' },
      },
    });
    nextMinute();
    for (let n = 0; n < 5; n += 1) expect((await send()).status).toBe(200);
    nextMinute();
    for (let n = 0; n < 2; n += 1) expect((await send()).status).toBe(200);
    expect(await send()).toEqual({
      status: 429,
      body: {
        type: 'setFileErr',
        data: { message: 'Too many uploads today: at most 12 files a day. Please try again tomorrow.', messageId: 'upload.tooManyPerDay' },
      },
    });
    env.clock.now += 24 * 60 * 60;
    expect((await send()).status).toBe(200);
  });

  it('refuses getFiles, getAvatar and removeFile to a guest', async () => {
    const guest = await env.connect();
    for (const subtype of ['getFiles', 'getAvatar'])
      expect((await guest.call('profile', 'getForDashboard', { subtype, userId: 1 })).type).toBe(`${subtype}Err`);
    expect((await guest.call('profile', 'getForDashboard', { subtype: 'removeFile', userId: 1, hash: 'abc' })).type).toBe('removeFileErr');
  });
});
