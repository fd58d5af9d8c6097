import { ReferenceVersionChecks } from '../../src/session/referenceVersionChecks';
import type { ReferenceListName } from '../../src/protocol';

/** A storage read that ends when the test says. */
function pendingRead<T>(value: T) {
  let end!: () => void;
  const read = new Promise<T>((resolve) => (end = () => resolve(value)));
  return { read, end };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

function checks() {
  const asked: { language: string; names: ReferenceListName[] }[] = [];
  const versions = new ReferenceVersionChecks(async (language, names) => {
    asked.push({ language, names });
    return Object.fromEntries(names.filter((name) => name !== 'lang').map((name) => [name, `${language}-${name}-v2`]));
  });
  return { versions, asked };
}

describe('ReferenceVersionChecks', () => {
  it('checks the copies read together in one call, once the last read has ended', async () => {
    const { versions, asked } = checks();
    const reads = (['typeList', 'dietList', 'priceList'] as const).map((name) => ({ name, ...pendingRead(name) }));
    const results = reads.map(async ({ name, read }) => {
      await versions.read(read);
      return versions.versionOf('en', name);
    });
    reads[0]!.end();
    reads[2]!.end();
    await settled();
    // One read is still under way: its check joins the others.
    expect(asked).toEqual([]);
    reads[1]!.end();
    expect(await Promise.all(results)).toEqual(['en-typeList-v2', 'en-dietList-v2', 'en-priceList-v2']);
    expect(asked).toEqual([{ language: 'en', names: ['typeList', 'priceList', 'dietList'] }]);
  });

  it('asks once per language, each name once, and gives undefined for a list the server names no version for', async () => {
    const { versions, asked } = checks();
    const results = Promise.all([
      versions.versionOf('en', 'typeList'),
      versions.versionOf('ar', 'typeList'),
      versions.versionOf('en', 'typeList'),
      versions.versionOf('en', 'lang'),
    ]);
    expect(await results).toEqual(['en-typeList-v2', 'ar-typeList-v2', 'en-typeList-v2', undefined]);
    expect(asked).toEqual([
      { language: 'en', names: ['typeList', 'lang'] },
      { language: 'ar', names: ['typeList'] },
    ]);
  });

  it('does not wait more than a tenth of a second for a read that does not end', async () => {
    // The machine's clock stands still here (fake timers), so a busy test worker cannot stretch the wait.
    jest.useFakeTimers();
    try {
      const { versions, asked } = checks();
      const stuck = pendingRead(undefined);
      void versions.read(stuck.read);
      const version = versions.versionOf('en', 'slotsList');
      await jest.advanceTimersByTimeAsync(99);
      expect(asked).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(await version).toBe('en-slotsList-v2');
      expect(asked).toEqual([{ language: 'en', names: ['slotsList'] }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects the checks of a call that failed, and asks afresh for the next', async () => {
    let fail = true;
    const versions = new ReferenceVersionChecks(async (_language, names) => {
      if (fail) throw new Error('Not connected to the server.');
      return Object.fromEntries(names.map((name) => [name, 'v']));
    });
    await expect(Promise.all([versions.versionOf('en', 'typeList'), versions.versionOf('en', 'dietList')])).rejects.toThrow('Not connected');
    fail = false;
    expect(await versions.versionOf('en', 'typeList')).toBe('v');
  });
});
