// The avatar editor's and the medical documents' stores (spec 3 §2 "Avatar", "Other dialogs", §5, §7 getAvatar,
// getFiles, removeFile, HTTP uploads), given a fake client, session, upload post and cropper: what they check before
// sending, what they send, and what they keep of the server's answers.
import { DOCX_TYPE, UPLOAD_MESSAGES } from '@mealplan/shared/domain';
import { RequestError, UserAvatar } from '@mealplan/shared/session';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { AvatarStore, type ObjectUrls } from '../src/features/dashboard/uploads/avatarStore';
import { declaredDocumentType, DocumentsStore } from '../src/features/dashboard/uploads/documentsStore';
import { UPLOAD_FAILED } from '../src/features/dashboard/uploads/uploadForm';

const session = { user_id: 41, token: 'tok-41' };

const jpeg = (size: number, name = 'me.jpg', type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

/** An upload endpoint that records each form and answers with `body` (status 200 unless given). */
function fakePost(body: unknown, status = 200) {
  const sent: Array<{ url: string; form: FormData }> = [];
  const post = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, form: init.body as FormData });
    // jsdom has no fetch Response: the stores read ok, status and json() only.
    return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
  });
  return { post, sent };
}

function fakeUrls(): ObjectUrls & { live: Set<string> } {
  const live = new Set<string>();
  let n = 0;
  return {
    live,
    create: () => {
      n += 1;
      const url = `blob:avatar-${n}`;
      live.add(url);
      return url;
    },
    revoke: (url) => void live.delete(url),
  };
}

const formFields = (form: FormData) => [...form.keys()];

describe('AvatarStore', () => {
  it('loads the avatar link with the customer id', async () => {
    const { client, calls } = fakeCallClient({ 'profile getForDashboard:getAvatar': { avatar: '/api/files/a?e=1&s=x' } });
    const store = new AvatarStore(new UserAvatar(client), session);
    await store.load();
    expect(store.avatar).toBe('/api/files/a?e=1&s=x');
    expect(calls).toEqual([{ channel: 'profile', key: 'getForDashboard:getAvatar', data: { subtype: 'getAvatar', userId: 41 } }]);
  });

  it('keeps a failed load as an error to show', async () => {
    const { client } = fakeCallClient(() => {
      throw new RequestError('Please sign in', 'getAvatarErr', undefined, {}, { messageId: 'server.signInRequired' });
    });
    const store = new AvatarStore(new UserAvatar(client), session);
    await store.load();
    expect(store.loadError).toEqual({ message: 'Please sign in', messageId: 'server.signInRequired' });
    expect(store.loaded).toBe(true);
  });

  it('refuses a PNG and a file of 250,000 bytes with the §5 messages, and takes a JPEG into the cropper', () => {
    const urls = fakeUrls();
    const store = new AvatarStore(new UserAvatar(fakeCallClient().client), session, fakePost({}).post, jest.fn(), urls);
    expect(store.select(jpeg(1000, 'me.png', 'image/png'))).toBe(UPLOAD_MESSAGES.wrongType);
    expect(store.select(jpeg(250_000))).toBe(UPLOAD_MESSAGES.tooBig);
    expect(store.cropping).toBe(false);
    expect(store.select(jpeg(249_999, 'me.jpg', 'image/jpg'))).toBeNull();
    expect(store.cropping).toBe(true);
    expect(store.source).toBe('blob:avatar-1');
    store.cancel();
    expect(store.cropping).toBe(false);
    expect(urls.live.size).toBe(0);
  });

  it('saves the cropped JPEG as the spec form and shows the new avatar', async () => {
    const { post, sent } = fakePost({ type: 'setAvatarOk', data: { message: 'File Uploaded', avatar: '/api/files/new?e=2&s=y' } });
    const cropped = new Blob([new Uint8Array(5000)], { type: 'image/jpeg' });
    const crop = jest.fn(async () => cropped);
    const urls = fakeUrls();
    const store = new AvatarStore(new UserAvatar(fakeCallClient().client), session, post, crop, urls);
    store.select(jpeg(20_000, 'holiday.jpeg'));
    store.setArea({ x: 10, y: 20, width: 210, height: 210 });
    await expect(store.save('ar')).resolves.toEqual({ ok: true, message: 'File Uploaded' });
    expect(crop).toHaveBeenCalledWith('blob:avatar-1', { x: 10, y: 20, width: 210, height: 210 });
    expect(sent).toHaveLength(1);
    const { url, form } = sent[0]!;
    expect(url).toBe('/api/user/set-avatar');
    expect(formFields(form)).toEqual(['access_token', 'name', 'size', 'filetype', 'modelName', 'attribute', 'type', 'language', 'file']);
    expect(form.get('access_token')).toBe('{"token":"tok-41"}');
    expect(form.get('type')).toBe('avatar');
    expect(form.get('size')).toBe('5000');
    expect(form.get('language')).toBe('ar');
    expect((form.get('file') as File).name).toBe('holiday.jpeg');
    expect(store.avatar).toBe('/api/files/new?e=2&s=y');
    expect(store.cropping).toBe(false);
    expect(store.saving).toBe(false);
    expect(urls.live.size).toBe(0);
  });

  it('checks the cropped image again on save (a crop over the limit is refused, nothing sent)', async () => {
    const { post } = fakePost({});
    const store = new AvatarStore(
      new UserAvatar(fakeCallClient().client),
      session,
      post,
      async () => new Blob([new Uint8Array(300_000)], { type: 'image/jpeg' }),
      fakeUrls(),
    );
    store.select(jpeg(200_000));
    store.setArea({ x: 0, y: 0, width: 800, height: 800 });
    await expect(store.save('en')).resolves.toEqual({ ok: false, error: UPLOAD_MESSAGES.tooBig });
    expect(post).not.toHaveBeenCalled();
    expect(store.cropping).toBe(true);
  });

  it("keeps the server's refusal with its id, and a lost request as the generic failure", async () => {
    const refused = fakePost(
      { type: 'setAvatarErr', data: { message: 'Not Allowed File Type, Use Image Please', messageId: 'upload.wrongType' } },
      415,
    );
    const store = new AvatarStore(
      new UserAvatar(fakeCallClient().client),
      session,
      refused.post,
      async () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' }),
      fakeUrls(),
    );
    store.select(jpeg(1000));
    store.setArea({ x: 0, y: 0, width: 210, height: 210 });
    await expect(store.save('en')).resolves.toEqual({
      ok: false,
      error: { message: 'Not Allowed File Type, Use Image Please', messageId: 'upload.wrongType' },
    });
    expect(store.cropping).toBe(true);
    const lost = new AvatarStore(
      new UserAvatar(fakeCallClient().client),
      session,
      () => Promise.reject(new TypeError('network')),
      async () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' }),
      fakeUrls(),
    );
    lost.select(jpeg(1000));
    lost.setArea({ x: 0, y: 0, width: 210, height: 210 });
    await expect(lost.save('en')).resolves.toEqual({ ok: false, error: UPLOAD_FAILED });
    expect(lost.saving).toBe(false);
  });
});

describe('DocumentsStore', () => {
  const NOW = 1_900_000_000;
  const link = (hash: string, expires: number) => `/api/files/${hash}?e=${expires}&s=sig-${expires}`;
  const listed = { files: [{ name: 'blood.pdf', size: 1200, hash: 'h1', link: link('h1', NOW + 900), linkExpires: NOW + 900 }], openmodal: false };

  it('lists the documents with the customer id', async () => {
    const { client, calls } = fakeCallClient({ 'profile getForDashboard:getFiles': listed });
    const store = new DocumentsStore(client, session);
    await store.load();
    expect(store.files).toEqual(listed.files);
    expect(calls).toEqual([{ channel: 'profile', key: 'getForDashboard:getFiles', data: { subtype: 'getFiles', userId: 41 } }]);
  });

  it('refuses a png and a file of 250,000 bytes before sending, with the §5 messages', async () => {
    const { post } = fakePost({});
    const store = new DocumentsStore(fakeCallClient().client, session, post);
    expect(store.check(jpeg(1000, 'x.png', 'image/png'))).toBe(UPLOAD_MESSAGES.wrongType);
    await expect(store.upload(jpeg(250_000, 'x.pdf', 'application/pdf'), 'en')).resolves.toEqual({ ok: false, error: UPLOAD_MESSAGES.tooBig });
    expect(post).not.toHaveBeenCalled();
  });

  it('reads a document type from its extension when the browser gives none', () => {
    expect(declaredDocumentType({ name: 'Report.DOCX', type: '' })).toBe(DOCX_TYPE);
    expect(declaredDocumentType({ name: 'notes.txt', type: '' })).toBe('');
    expect(declaredDocumentType({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
  });

  it('uploads the spec form to /api/user/set-file and reads the list again, the new document with its link', async () => {
    const uploaded = { name: 'scan.pdf', size: 3000, hash: 'h2', link: link('h2', NOW + 900), linkExpires: NOW + 900 };
    const { post, sent } = fakePost({ type: 'setFileOk', data: { message: 'File Uploaded', file: { name: 'scan.pdf', size: 3000, hash: 'h2' } } });
    let files = listed.files;
    const { client } = fakeCallClient({ 'profile getForDashboard:getFiles': () => ({ files, openmodal: false }) });
    const store = new DocumentsStore(client, session, post);
    await store.load();
    files = [...listed.files, uploaded];
    await expect(store.upload(jpeg(3000, 'scan.pdf', 'application/pdf'), 'en')).resolves.toEqual({ ok: true, message: 'File Uploaded' });
    expect(sent[0]!.url).toBe('/api/user/set-file');
    expect(formFields(sent[0]!.form)).toEqual(['access_token', 'name', 'size', 'filetype', 'modelName', 'attribute', 'user_id', 'language', 'file']);
    expect(sent[0]!.form.get('user_id')).toBe('41');
    expect(store.files).toEqual([...listed.files, uploaded]);
    expect(store.uploading).toBe(false);
  });

  it("keeps the server's quota refusal to show, and the list unchanged", async () => {
    const message = 'Your files have reached the storage limit of 25 MB. Please remove a medical document before uploading another file.';
    const { post } = fakePost({ type: 'setFileErr', data: { message, messageId: 'upload.quotaReached' } }, 413);
    const store = new DocumentsStore(fakeCallClient({ 'profile getForDashboard:getFiles': listed }).client, session, post);
    await store.load();
    await expect(store.upload(jpeg(3000, 'scan.pdf', 'application/pdf'), 'en')).resolves.toEqual({
      ok: false,
      error: { message, messageId: 'upload.quotaReached' },
    });
    expect(store.files).toEqual(listed.files);
  });

  it("removes a document only after the customer's Yes; No keeps it; a refusal leaves it listed", async () => {
    let known = 'h1';
    const { client, calls } = fakeCallClient({
      'profile getForDashboard:getFiles': listed,
      'profile getForDashboard:removeFile': (data: { hash: string }) => {
        if (data.hash !== known)
          throw new RequestError('This file was not found.', 'removeFileErr', undefined, {}, { messageId: 'upload.fileNotFound' });
        return { hash: data.hash };
      },
    });
    const store = new DocumentsStore(client, session);
    await store.load();
    const removals = () => calls.filter((call) => call.key === 'getForDashboard:removeFile');
    // Nothing asked: nothing removed.
    await expect(store.confirmRemove()).resolves.toBeNull();
    store.askRemove('h1');
    expect(store.confirming?.name).toBe('blood.pdf');
    store.keep();
    await expect(store.confirmRemove()).resolves.toBeNull();
    expect(removals()).toEqual([]);
    expect(store.files).toHaveLength(1);

    known = 'gone';
    store.askRemove('h1');
    await expect(store.confirmRemove()).resolves.toEqual({ message: 'This file was not found.', messageId: 'upload.fileNotFound' });
    expect(store.files).toHaveLength(1);
    known = 'h1';
    store.askRemove('h1');
    await expect(store.confirmRemove()).resolves.toBeNull();
    expect(store.files).toEqual([]);
    expect(store.confirming).toBeNull();
    expect(calls.at(-1)).toEqual({ channel: 'profile', key: 'getForDashboard:removeFile', data: { subtype: 'removeFile', userId: 41, hash: 'h1' } });
    expect(store.removing).toBeNull();
  });

  it('opens a document through its own signed link while it is fresh, and has getFiles sign it again near its expiry', async () => {
    let clock = NOW;
    let signedAt = NOW;
    const { client, calls } = fakeCallClient({
      'profile getForDashboard:getFiles': () => ({
        files: [{ name: 'blood.pdf', size: 1200, hash: 'h1', link: link('h1', signedAt + 900), linkExpires: signedAt + 900 }],
        openmodal: false,
      }),
    });
    const store = new DocumentsStore(client, session, fakePost({}).post, () => clock);
    await store.load();
    const [file] = store.files;
    expect(store.linkFresh(file!)).toBe(true);
    await expect(store.openLink('h1')).resolves.toEqual({ ok: true, link: link('h1', NOW + 900) });
    expect(calls).toHaveLength(1);
    // Within a minute of its expiry the link is signed again before it is opened.
    clock = NOW + 900 - 60;
    signedAt = clock;
    expect(store.linkFresh(file!)).toBe(false);
    await expect(store.openLink('h1')).resolves.toEqual({ ok: true, link: link('h1', clock + 900) });
    expect(calls).toHaveLength(2);
    expect(store.opening).toBeNull();
  });

  it('says the document cannot be opened when it is gone or the list cannot be read again', async () => {
    let clock = NOW;
    let reply: () => unknown = () => listed;
    const { client } = fakeCallClient({ 'profile getForDashboard:getFiles': () => reply() });
    const store = new DocumentsStore(client, session, fakePost({}).post, () => clock);
    await store.load();
    clock = NOW + 2000;
    reply = () => ({ files: [], openmodal: true });
    await expect(store.openLink('h1')).resolves.toEqual({ ok: false, error: 'uploads.documents.openFailed' });
    reply = () => {
      throw new RequestError('Please sign in', 'getFilesErr', undefined, {}, { messageId: 'auth.signInRequired' });
    };
    await expect(store.openLink('h1')).resolves.toEqual({ ok: false, error: { message: 'Please sign in', messageId: 'auth.signInRequired' } });
  });
});
