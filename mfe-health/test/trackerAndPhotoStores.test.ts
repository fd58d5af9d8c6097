// The tracker's and the photo panel's stores, given a fake client and session: what they call, with the customer's id
// from the session, and what they keep; errors are only logged (spec 3 §8).
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { FitbitStore } from '../src/features/fitbit/fitbitStore';
import { PhotosStore } from '../src/features/photos/photosStore';

const session = { user_id: 41, token: 'secret-token' };

/** Calls answered by key; a key not listed fails like the server's `<key>Err`. */
function fakeClient(replies: Record<string, unknown>) {
  return fakeCallClient(({ key }) => {
    if (!(key in replies)) throw new Error(`${key}Err`);
    return replies[key];
  });
}

function quietly<T>(run: () => Promise<T>): Promise<T> {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return run().finally(() => log.mockRestore());
}

describe('FitbitStore', () => {
  it('says whether the tracker is connected, asking with the session user', async () => {
    const { client, calls } = fakeClient({ 'getForDashboard:getFitbit': { fitbit_token: true } });
    const store = new FitbitStore(client, session);
    expect(store.connected).toBeNull();
    await store.loadConnection();
    expect(store.connected).toBe(true);
    expect(calls).toContainEqual({ channel: 'profile', key: 'getForDashboard:getFitbit', data: { subtype: 'getFitbit', userId: 41 } });
  });

  it('a failed question shows the connect button; a failed authorization frees the button', async () => {
    const { client } = fakeClient({});
    const store = new FitbitStore(client, session);
    await quietly(() => store.loadConnection());
    expect(store.connected).toBe(false);
    expect(await quietly(() => store.authorizeUrl())).toBeNull();
    expect(store.busy).toBe(false);
  });

  it('keeps the button busy while the page leaves for the provider', async () => {
    const { client } = fakeClient({ 'getForDashboard:fitbitAuthorize': { url: 'http://127.0.0.1/sandbox/fitness/authorize?state=s' } });
    const store = new FitbitStore(client, session);
    expect(await store.authorizeUrl()).toBe('http://127.0.0.1/sandbox/fitness/authorize?state=s');
    expect(store.busy).toBe(true);
  });

  it('imports the weights (null when it failed) and sends the code back with its state', async () => {
    const progress = { weight: { 1: 70_000 }, waist: {}, calories: {} };
    const { client, calls } = fakeClient({
      importFromFitbit: { progress },
      'getForDashboard:setFitbit': { message: 'Your Fitbit account is connected.' },
    });
    const store = new FitbitStore(client, session);
    expect(await store.importWeights()).toEqual(progress);
    expect(store.busy).toBe(false);
    expect(await store.sendCode('the-code', 'the-state')).toBe('Your Fitbit account is connected.');
    expect(calls).toContainEqual({
      channel: 'profile',
      key: 'getForDashboard:setFitbit',
      data: {
        subtype: 'setFitbit',
        userId: 41,
        code: 'the-code',
        state: 'the-state',
      },
    });
    expect(await quietly(() => new FitbitStore(fakeClient({}).client, session).importWeights())).toBeNull();
  });
});

describe('PhotosStore', () => {
  const history = [{ date: 1, before: '/media/b.png', after: null }];

  it('loads the newest photos, and the history when it is first shown', async () => {
    const { client, calls } = fakeClient({
      'getForDashboard:getProgressImgs': { before: '/media/b.png', after: null },
      'getForDashboard:getPhotoHistory': { history },
    });
    const store = new PhotosStore(client, session);
    await store.load();
    expect(store.images).toEqual({ before: '/media/b.png', after: null });
    expect(calls).toHaveLength(1);
    await store.toggleHistory();
    expect(store.historyShown).toBe(true);
    expect(store.history).toEqual(history);
    expect(calls.at(-1)).toEqual({ channel: 'profile', key: 'getForDashboard:getPhotoHistory', data: { subtype: 'getPhotoHistory', userId: 41 } });
  });

  it("uploads the spec's form with the session token and shows the new photo", async () => {
    const { client } = fakeClient({});
    const sent: FormData[] = [];
    const post = jest.fn(async (_url: string, init: RequestInit) => {
      sent.push(init.body as FormData);
      return { ok: true, json: async () => ({ type: 'setImagesOk', data: { message: 'File Uploaded', image: '/media/a.png' } }) } as Response;
    });
    const store = new PhotosStore(client, session, post);
    const file = new File([new Uint8Array([0x89, 0x50])], 'after.png', { type: 'image/png' });
    const result = await store.upload(file, 'after', 'en');
    expect(result).toEqual({ ok: true, message: 'File Uploaded', image: '/media/a.png' });
    expect(post).toHaveBeenCalledWith('/api/user/set-images', expect.objectContaining({ method: 'POST' }));
    expect(sent[0]?.get('access_token')).toBe('secret-token');
    expect(sent[0]?.get('thetype')).toBe('after');
    expect(sent[0]?.get('type')).toBe('progressImage');
    expect(store.images.after).toBe('/media/a.png');
    expect(store.uploading).toBeNull();
  });

  it("a refused upload carries the server's message and changes no photo", async () => {
    const post = async () =>
      ({ ok: false, json: async () => ({ type: 'setImagesErr', data: { message: 'A big File Size, please use 250 kb maximum' } }) }) as Response;
    const store = new PhotosStore(fakeClient({}).client, session, post);
    const file = new File(['x'], 'big.png', { type: 'image/png' });
    expect(await store.upload(file, 'before', 'en')).toEqual({ ok: false, message: 'A big File Size, please use 250 kb maximum' });
    expect(store.images.before).toBeNull();
  });
});
