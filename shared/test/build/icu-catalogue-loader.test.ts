// The browser build's catalogue loader (shared/build/icu-catalogue-loader.js): each message of every catalogue arrives
// parsed and formats as its text does; a message react-intl could not format fails the build, naming its file and id.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat, type FormatXMLElementFn, type PrimitiveType } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { REPO_ROOT, repoFiles } from '../i18n/repoFiles';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const compileCatalogue = require('../../build/icu-catalogue-loader.js') as (this: unknown, source: string) => void;

function compile(source: string, resourcePath: string): Promise<Record<string, MessageFormatElement[]>> {
  return new Promise((resolve, reject) => {
    const async = () => (error: Error | null, output?: string) => (error ? reject(error) : resolve(JSON.parse(output ?? '') as never));
    compileCatalogue.call({ async, resourcePath }, source);
  });
}

type Values = Record<string, PrimitiveType | FormatXMLElementFn<string, string>>;

/** A value for each argument of a message: a number for a plural, a function for a tag, its name for the others. */
function sampleValues(elements: MessageFormatElement[], values: Values = {}): Values {
  for (const element of elements) {
    if (element.type === TYPE.plural) values[element.value] = 2;
    if (element.type === TYPE.argument || element.type === TYPE.select) values[element.value] ??= element.value;
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: string[]) => `<${element.value}>${chunks.join('')}</${element.value}>`;
      sampleValues(element.children, values);
    }
  }
  return values;
}

describe.each(repoFiles((file) => /(^|\/)i18n\/(en|ar)\.json$/.test(file)))('%s', (file) => {
  it('gives each message parsed, formatting as its text', async () => {
    const texts = JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8')) as Record<string, string>;
    const compiled = await compile(JSON.stringify(texts), file);
    const locale = file.endsWith('ar.json') ? 'ar-AE-u-nu-latn' : 'en-AE';
    expect(Object.keys(compiled)).toEqual(Object.keys(texts));
    expect(Object.values(compiled).every((message) => Array.isArray(message))).toBe(true);
    for (const [id, text] of Object.entries(texts)) {
      const values = sampleValues(compiled[id] ?? []);
      const format = (message: string | MessageFormatElement[]) => new IntlMessageFormat(message, locale).format<string>(values);
      expect([id, format(compiled[id] ?? [])]).toEqual([id, format(text)]);
    }
  });
});

it('fails on a message that does not parse, naming the file and the id', async () => {
  const source = JSON.stringify({ 'area.ok': 'Fine', 'area.broken': 'You have {count, plural, one {# meal}' });
  await expect(compile(source, 'area/i18n/en.json')).rejects.toThrow('area/i18n/en.json: "area.broken" is no valid ICU message');
});
