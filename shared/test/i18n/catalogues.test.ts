// The guard's first half (issue 8): every catalogue in the repository (found by name, so a new area is covered
// the day it adds i18n/en.json) has an Arabic twin with exactly the same ids, the same ICU arguments and no empty text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { REPO_ROOT, repoFiles } from './repoFiles';

const englishCatalogues = repoFiles((file) => /(^|\/)i18n\/en\.json$/.test(file));
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8')) as Record<string, string>;

/** The argument names a message uses (plural/select branches included). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time)
      into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
    }
  }
  return into;
}

it('finds the catalogues of the shell, the kit, the server and the protocol at least', () => {
  expect(englishCatalogues).toEqual(
    expect.arrayContaining(['shell/src/i18n/en.json', 'shared/src/ui/i18n/en.json', 'server/src/i18n/en.json', 'shared/src/protocol/i18n/en.json']),
  );
});

describe.each(englishCatalogues)('%s', (englishFile) => {
  const english = read(englishFile);
  const arabic = read(englishFile.replace(/en\.json$/, 'ar.json'));

  it('ar has every id of en and no other', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
  });

  it('every message is a non-empty ICU message with the same arguments in both languages', () => {
    for (const [id, message] of Object.entries(english)) {
      const translation = arabic[id] ?? '';
      expect([id, message.trim() !== '', translation.trim() !== '']).toEqual([id, true, true]);
      const englishArguments = [...argumentsOf(parse(message))].sort();
      const arabicArguments = [...argumentsOf(parse(translation))].sort();
      expect([id, arabicArguments]).toEqual([id, englishArguments]);
    }
  });
});
