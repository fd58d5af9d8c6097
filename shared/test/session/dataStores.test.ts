import { autorun, isObservable, observable, runInAction } from 'mobx';
import { SocketClient } from '../../src/session/SocketClient';
import { SettingsStore } from '../../src/session/SettingsStore';
import { indexedDbReferenceCopies, MAX_REFERENCE_COPIES, ReferenceStore, type CopyStorage } from '../../src/session/ReferenceStore';
import { referenceListName, referenceListsVersion } from '../../src/protocol';
import { LOCALES } from '../../src/i18n/locale';
import { FakeSocket } from './fakeSocket';

const clients: SocketClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.disconnect()));

function connected() {
  const socket = new FakeSocket();
  const client = new SocketClient({ factory: () => socket });
  client.connect('http://server.test');
  clients.push(client);
  return { socket, client };
}

describe('SettingsStore', () => {
  it('loads once and maps alias -> {value, old_value} from a list or a map', async () => {
    const { socket, client } = connected();
    const settings = new SettingsStore(client);
    const loading = settings.load();
    void settings.load();
    expect(socket.sent).toHaveLength(1);
    socket.reply('settings', 'get', [{ alias: 'contact_phones', value: '+971 4 000 0000', old_value: null }], { status: 'ok' });
    await loading;
    expect(settings.loaded).toBe(true);
    expect(settings.text('contact_phones')).toBe('+971 4 000 0000');
    expect(settings.text('contact_whatsapp')).toBe('');

    const other = new SettingsStore(client);
    const again = other.load();
    socket.reply('settings', 'get', { contact_email: { value: 'team@mealplan.ae', old_value: 'old@mealplan.ae' } }, { status: 'ok' });
    await again;
    expect(other.entry('contact_email')).toEqual({ value: 'team@mealplan.ae', old_value: 'old@mealplan.ae' });
  });

  it('holds the entries as read (not made deeply observable); a reaction sees them arrive', async () => {
    const { socket, client } = connected();
    const settings = new SettingsStore(client);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(settings.text('contact_phones')));
    const loading = settings.load();
    socket.reply(
      'settings',
      'get',
      { contact_phones: { value: '+971 4 000 0000', old_value: null }, holidays: { value: ['2026-12-02'], old_value: [] } },
      { status: 'ok' },
    );
    await loading;
    stop();
    expect(seen).toEqual(['', '+971 4 000 0000']);
    expect(isObservable(settings.entries)).toBe(false);
    expect(isObservable(settings.entry('holidays'))).toBe(false);
    expect(settings.holidays).toEqual(['2026-12-02']);
  });

  it('can load again after a failure', async () => {
    const { socket, client } = connected();
    const settings = new SettingsStore(client);
    const failing = settings.load();
    socket.reply('settings', 'get', { message: 'down' }, { status: 'err' });
    await expect(failing).rejects.toThrow('down');
    settings.load().catch(() => undefined);
    expect(socket.sent).toHaveLength(2);
  });
});

describe('ReferenceStore', () => {
  it('requests only missing keys, each on its own, with the session language, and caches them', async () => {
    const { socket, client } = connected();
    const references = new ReferenceStore(client, () => 'AE');
    const first = references.ensure(['typeList', 'dietList']);
    expect(socket.sent.map(({ payload }) => payload)).toEqual([
      { type: 'get', data: { type: ['typeList'], language: 'AE' } },
      { type: 'get', data: { type: ['dietList'], language: 'AE' } },
    ]);
    const overlapping = references.ensure(['dietList', 'planList', 'planList']);
    expect(socket.sent.slice(2).map(({ payload }) => payload.data)).toEqual([{ type: ['planList'], language: 'AE' }]);
    const planList = [{ id: 5, title: '5 days', count: 5, excludeWeekDay: [5] }];
    let settled = false;
    void overlapping.then(() => (settled = true));
    socket.sent[2]?.answer({ type: 'getOk', data: { planList } });
    socket.sent[0]?.answer({ type: 'getOk', data: { typeList: [{ id: 1, title: 'Breakfast', order: 1, parent_id: 0 }] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A list that has answered is there at once; a call waits for every list it named.
    expect(references.get('planList')).toEqual(planList);
    expect(settled).toBe(false);
    socket.sent[1]?.answer({ type: 'getOk', data: { dietList: [] } });
    await Promise.all([first, overlapping]);
    expect(references.get('typeList')?.[0]?.title).toBe('Breakfast');
    await references.ensure(['typeList', 'planList']);
    expect(socket.sent).toHaveLength(3);
  });

  it("asks for the start-up lists after the page's own calls are answered and the page is idle, each on its own", async () => {
    jest.useFakeTimers();
    const { socket, client } = connected();
    const references = new ReferenceStore(client, () => 'en');
    const idle: { task: () => void; timeout?: number }[] = [];
    Object.defineProperty(globalThis, 'requestIdleCallback', {
      value: (task: () => void, options?: { timeout?: number }) => idle.push({ task, timeout: options?.timeout }),
      configurable: true,
    });
    try {
      // The page's own call, made as the page starts: the lists are not sent beside it (nor answered before it).
      const pageCall = client.call('settings', 'get', {});
      references.loadAtStart(['typeList', 'dietList']);
      await jest.advanceTimersByTimeAsync(5000);
      expect(idle).toHaveLength(0);
      socket.reply('settings', 'get', {}, { status: 'ok' });
      await pageCall;
      // A second after the page's calls are answered, the lists wait for an idle moment (two seconds at most).
      await jest.advanceTimersByTimeAsync(999);
      expect(idle).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(idle.map(({ timeout }) => timeout)).toEqual([2000]);
      expect(socket.sent).toHaveLength(1);
      idle.shift()?.task();
      expect(socket.sent.slice(1).map(({ payload }) => payload.data)).toEqual([
        { type: ['typeList'], language: 'en' },
        { type: ['dietList'], language: 'en' },
      ]);
      // Answered, so no call is left to fail when the test's socket closes.
      socket.reply('get_arrays', 'get', { dietList: [] }, { status: 'ok' });
      socket.reply('get_arrays', 'get', { typeList: [] }, { status: 'ok' });
    } finally {
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
      jest.useRealTimers();
    }
  });

  it('holds each list as the plain array received (not made deeply observable); a reaction sees it arrive', async () => {
    const { socket, client } = connected();
    const references = new ReferenceStore(client, () => 'en');
    const seen: (readonly unknown[] | undefined)[] = [];
    const stop = autorun(() => seen.push(references.get('typeList')));
    const typeList = [{ id: 1, title: 'Breakfast', order: 1, parent_id: 0 }];
    const loading = references.ensure(['typeList']);
    socket.sent[0]?.answer({ type: 'getOk', data: { typeList } });
    await loading;
    stop();
    const list = references.get('typeList');
    expect(isObservable(list)).toBe(false);
    expect(isObservable(list?.[0])).toBe(false);
    expect(seen).toEqual([undefined, typeList]);
  });

  it('only logs a failed load and asks again next time', async () => {
    const { socket, client } = connected();
    const references = new ReferenceStore(client, () => 'US');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loading = references.ensure(['lang']);
    socket.reply('get_arrays', 'getErr', { message: 'nope' });
    await expect(loading).resolves.toBeUndefined();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    const retry = references.ensure(['lang']);
    expect(socket.sent).toHaveLength(2);
    socket.reply('get_arrays', 'getOk', { lang: { save: 'Save' } });
    await retry;
    expect(references.get('lang')).toEqual({ save: 'Save' });
  });

  it('follows the chosen language: loaded and in-flight lists are asked again, and a reply in the old language is dropped', async () => {
    const { socket, client } = connected();
    const locale = observable.box('en');
    const references = new ReferenceStore(client, () => 'US');
    const stop = references.followLanguage(() => locale.get());
    const categories = references.ensure(['blogCategories']);
    socket.sent[0]?.answer({ type: 'getOk', data: { blogCategories: { 1: 'Nutrition Basics' } } });
    await categories;
    expect(socket.sent[0]?.payload.data).toEqual({ type: ['blogCategories'], language: 'en' });

    const areas = references.ensure(['areasListFull']);
    runInAction(() => locale.set('ar'));
    expect(socket.sent.slice(2).map(({ payload }) => payload.data)).toEqual([
      { type: ['blogCategories'], language: 'ar' },
      { type: ['areasListFull'], language: 'ar' },
    ]);
    // The English reply of the request made before the change arrives late: not shown.
    socket.sent[1]?.answer({ type: 'getOk', data: { areasListFull: [{ id: 101, name: 'Dubai Marina', emirate_id: 1 }] } });
    await areas;
    expect(references.get('areasListFull')).toBeUndefined();
    expect(references.get('blogCategories')).toEqual({ 1: 'Nutrition Basics' });
    socket.sent[2]?.answer({ type: 'getOk', data: { blogCategories: { 1: 'أساسيات التغذية' } } });
    socket.sent[3]?.answer({ type: 'getOk', data: { areasListFull: [{ id: 101, name: 'دبي مارينا', emirate_id: 1 }] } });
    await references.ensure(['areasListFull', 'blogCategories']);
    expect(references.get('blogCategories')).toEqual({ 1: 'أساسيات التغذية' });
    expect(references.get('areasListFull')?.[0]?.name).toBe('دبي مارينا');
    expect(socket.sent).toHaveLength(4);
    stop();
  });
});

/** IndexedDB's store, in memory: values are copied as IndexedDB clones them. */
function memoryStorage(): CopyStorage & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: async (key) => structuredClone(entries.get(key)),
    setMany: async (pairs) => pairs.forEach(([key, value]) => entries.set(key, structuredClone(value))),
    delMany: async (keys) => keys.forEach((key) => entries.delete(key)),
  };
}

/** Until `check` passes: the copy is written once the page is idle, after the reply was applied. */
async function eventually(check: () => Promise<void> | void): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await check();
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

describe('ReferenceStore and the spinner', () => {
  it('a page asking for lists shows the spinner; the start-up load and a change of language do not', async () => {
    const { socket, client } = connected();
    const language = observable.box('en');
    const references = new ReferenceStore(client, () => language.get());
    const stop = references.followLanguage(() => language.get());
    const asked = references.ensure(['typeList']);
    expect(client.busy).toBe(1);
    socket.reply('get_arrays', 'get', { typeList: [] }, { status: 'ok' });
    await asked;
    expect(client.busy).toBe(0);

    const startUp = references.ensure(['dietList'], { background: true });
    expect(socket.sent.at(-1)?.payload).toMatchObject({ type: 'get', data: { type: ['dietList'] } });
    expect(client.busy).toBe(0);
    socket.reply('get_arrays', 'get', { dietList: [] }, { status: 'ok' });
    await startUp;

    runInAction(() => language.set('ar'));
    expect(socket.sent.at(-1)?.payload).toMatchObject({ type: 'get', data: { language: 'ar' } });
    expect(client.busy).toBe(0);
    socket.reply('get_arrays', 'get', { dietList: [] }, { status: 'ok' });
    socket.reply('get_arrays', 'get', { typeList: [] }, { status: 'ok' });
    stop();
  });
});

describe('ReferenceStore with the copies a browser keeps', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => (storage = memoryStorage()));
  const typeList = [{ id: 1, title: 'Breakfast', order: 1, parent_id: 0 }];

  it('keeps a reply with its version; the next visit shows the copy and asks only the version', async () => {
    const first = connected();
    const copies = indexedDbReferenceCopies(storage);
    const references = new ReferenceStore(first.client, () => 'en', copies);
    const loading = references.ensure(['typeList']);
    await eventually(() => expect(first.socket.sent[0]?.payload).toMatchObject({ type: 'get', data: { type: ['typeList'], language: 'en' } }));
    first.socket.sent[0]?.answer({ type: 'getOk', data: { typeList } });
    await loading;
    await eventually(async () =>
      expect(await copies.read('en:typeList')).toEqual({ version: await referenceListsVersion({ typeList }), lists: { typeList } }),
    );

    const next = connected();
    const returning = new ReferenceStore(next.client, () => 'en', indexedDbReferenceCopies(storage));
    const again = returning.ensure(['typeList']);
    await eventually(() => expect(next.socket.sent[0]?.payload).toMatchObject({ type: 'version', data: { type: ['typeList'], language: 'en' } }));
    // Shown from the copy before the server answers, with no spinner for the check.
    expect(returning.get('typeList')).toEqual(typeList);
    expect(next.client.busy).toBe(0);
    const version = await referenceListsVersion({ typeList });
    next.socket.sent[0]?.answer({ type: 'versionOk', data: { version, versions: { typeList: version } } });
    await again;
    expect(next.socket.sent).toHaveLength(1);
    expect(returning.get('typeList')).toEqual(typeList);
  });

  it("keeps each list's copy on its own: a page asking for it with other lists finds the copy another page kept", async () => {
    const dietList: never[] = [];
    const landing = connected();
    const copies = indexedDbReferenceCopies(storage);
    // The landing asks for two lists at once; each is kept as its own copy.
    const shown = new ReferenceStore(landing.client, () => 'en', copies).ensure(['typeList', 'dietList']);
    await eventually(() => expect(landing.socket.sent).toHaveLength(2));
    landing.socket.sent[0]?.answer({ type: 'getOk', data: { typeList } });
    landing.socket.sent[1]?.answer({ type: 'getOk', data: { dietList } });
    await shown;
    await eventually(async () => expect((await copies.read('en:dietList'))?.lists).toEqual({ dietList }));
    expect((await copies.read('en:typeList'))?.lists).toEqual({ typeList });

    // The next visit's start-up asks for the price list with them: only it is downloaded, the copies read together are
    // checked in one call.
    const next = connected();
    const returning = new ReferenceStore(next.client, () => 'en', indexedDbReferenceCopies(storage));
    const again = returning.ensure(['dietList', 'priceList', 'typeList']);
    await eventually(() => expect(next.socket.sent).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(next.socket.sent.map(({ payload }) => `${payload.type} ${String((payload.data as { type: string[] }).type)}`).sort()).toEqual([
      'get priceList',
      'version dietList,typeList',
    ]);
    const versions = { dietList: await referenceListsVersion({ dietList }), typeList: await referenceListsVersion({ typeList }) };
    for (const { payload, answer } of next.socket.sent) {
      answer(payload.type === 'get' ? { type: 'getOk', data: { priceList: [] } } : { type: 'versionOk', data: { version: 'of both', versions } });
    }
    await again;
    expect(next.socket.sent).toHaveLength(2);
    expect(returning.get('typeList')).toEqual(typeList);
    expect(returning.get('priceList')).toEqual([]);
    await eventually(async () => expect((await copies.read('en:priceList'))?.lists).toEqual({ priceList: [] }));
  });

  it("keeps a copy in three idle callbacks: the reply's JSON, its hash, then the write, never two in one", async () => {
    const idle: (() => void)[] = [];
    const stringify = jest.spyOn(JSON, 'stringify');
    Object.defineProperty(globalThis, 'requestIdleCallback', { value: (task: () => void) => idle.push(task), configurable: true });
    try {
      const { socket, client } = connected();
      const written: string[] = [];
      const copies = { read: async () => undefined, write: async (key: string) => void written.push(key) };
      const references = new ReferenceStore(client, () => 'en', copies);
      const loading = references.ensure(['typeList']);
      await eventually(() => expect(socket.sent[0]?.payload).toMatchObject({ type: 'get' }));
      socket.sent[0]?.answer({ type: 'getOk', data: { typeList } });
      await loading;
      stringify.mockClear();
      const steps: string[] = [];
      while (idle.length > 0) {
        idle.shift()!();
        await eventually(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 20));
        steps.push(`${stringify.mock.calls.length} stringified, ${written.length} written, ${idle.length} waiting`);
      }
      expect(steps).toEqual(['1 stringified, 0 written, 1 waiting', '1 stringified, 0 written, 1 waiting', '1 stringified, 1 written, 0 waiting']);
      expect(written).toEqual(['en:typeList']);
    } finally {
      stringify.mockRestore();
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('asks for the lists again when their version changed, and keeps the new copy', async () => {
    const copies = indexedDbReferenceCopies(storage);
    await copies.write('en:typeList', { version: await referenceListsVersion({ typeList }), lists: { typeList } });
    const { socket, client } = connected();
    const references = new ReferenceStore(client, () => 'en', copies);
    const loading = references.ensure(['typeList']);
    const edited = [{ ...typeList[0]!, title: 'Early breakfast' }];
    await eventually(() => expect(socket.sent[0]?.payload).toMatchObject({ type: 'version' }));
    const changed = await referenceListsVersion({ typeList: edited });
    socket.sent[0]?.answer({ type: 'versionOk', data: { version: changed, versions: { typeList: changed } } });
    await eventually(() => expect(socket.sent[1]?.payload).toMatchObject({ type: 'get', data: { type: ['typeList'], language: 'en' } }));
    socket.sent[1]?.answer({ type: 'getOk', data: { typeList: edited } });
    await loading;
    expect(references.get('typeList')).toEqual(edited);
    const version = await referenceListsVersion({ typeList: edited });
    await eventually(async () => expect(await copies.read('en:typeList')).toEqual({ version, lists: { typeList: edited } }));
  });

  it('asks for a kept list again when the server names no version for it (a server released before versions)', async () => {
    const copies = indexedDbReferenceCopies(storage);
    await copies.write('en:typeList', { version: await referenceListsVersion({ typeList }), lists: { typeList } });
    const { socket, client } = connected();
    const loading = new ReferenceStore(client, () => 'en', copies).ensure(['typeList']);
    await eventually(() => expect(socket.sent[0]?.payload).toMatchObject({ type: 'version' }));
    socket.sent[0]?.answer({ type: 'versionOk', data: { version: await referenceListsVersion({ typeList }) } });
    await eventually(() => expect(socket.sent[1]?.payload).toMatchObject({ type: 'get', data: { type: ['typeList'] } }));
    socket.sent[1]?.answer({ type: 'getOk', data: { typeList } });
    await loading;
  });

  it('keeps a copy of every list in both languages, and drops the copies kept by request before', async () => {
    expect(MAX_REFERENCE_COPIES).toBeGreaterThanOrEqual(referenceListName.options.length * LOCALES.length);
    const copies = indexedDbReferenceCopies(storage);
    storage.entries.set('en:dietList,planList,priceList,products', { version: 'old', lists: { typeList } });
    storage.entries.set('order', ['en:dietList,planList,priceList,products', 'en:typeList']);
    storage.entries.set('en:typeList', { version: 'a', lists: { typeList } });
    await copies.write('en:dietList', { version: 'b', lists: { dietList: [] } });
    expect([...storage.entries.keys()].sort()).toEqual(['en:dietList', 'en:typeList', 'order']);
    expect(storage.entries.get('order')).toEqual(['en:typeList', 'en:dietList']);
  });

  it('keeps the last copies per language, drops the old localStorage entry and treats unreadable storage as empty', async () => {
    const legacy = new Map([['mealplan.referenceLists', '{"en:typeList":{}}']]);
    const localStorage = { removeItem: (key: string) => legacy.delete(key) };
    Object.defineProperty(globalThis, 'localStorage', { value: localStorage, configurable: true });
    try {
      const copies = indexedDbReferenceCopies(storage, 2);
      await copies.write('en:typeList', { version: 'a', lists: { typeList } });
      await copies.write('ar:typeList', { version: 'b', lists: { typeList } });
      await copies.write('ar:dietList', { version: 'c', lists: { dietList: [] } });
      expect(legacy.size).toBe(0);
      expect((await copies.read('ar:typeList'))?.version).toBe('b');
      expect((await copies.read('ar:dietList'))?.version).toBe('c');
      expect(await copies.read('en:typeList')).toBeUndefined();
      expect(storage.entries.has('en:typeList')).toBe(false);
      storage.entries.set('ar:typeList', '{not a copy');
      expect(await copies.read('ar:typeList')).toBeUndefined();
      const refused: CopyStorage = {
        get: () => Promise.reject(new Error('refused')),
        setMany: () => Promise.reject(new Error('full')),
        delMany: async () => undefined,
      };
      expect(await indexedDbReferenceCopies(refused).read('en:typeList')).toBeUndefined();
      await expect(indexedDbReferenceCopies(refused).write('en:typeList', { version: 'a', lists: { typeList } })).resolves.toBeUndefined();
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
