// A text that travels as an id with its values (issue 18): rules, the server and the pages pass messages this way,
// and each place renders them in its own language from its catalogues. Pure (no React), so the server uses it too.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locale';

/** The values a message's ICU placeholders take. */
export type MessageValues = Record<string, string | number>;

/** A catalogue text by id, with the values of its placeholders. */
export interface Message<Id extends string = string> {
  id: Id;
  values?: MessageValues;
}

/**
 * One catalogue's texts in one language: flat ids to ICU messages, as written (the server, tests and the prerender
 * read the JSON files) or parsed into their syntax trees (the browser build compiles them: shared/build/icu-catalogue-loader.js).
 * Either way, a text is formatted by react-intl or IntlMessageFormat, never read as a string.
 */
export type CatalogueTexts = Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>;

/** One module's or area's texts per locale (its i18n/en.json and ar.json). */
export type Catalogues = Record<Locale, CatalogueTexts>;

export function message<Id extends string>(id: Id, values?: MessageValues): Message<Id> {
  return values ? { id, values } : { id };
}

/** The catalogues as one, per locale; later ones win on equal ids. */
export function mergeCatalogues(catalogues: readonly Catalogues[]): Catalogues {
  return {
    en: Object.assign({}, ...catalogues.map((catalogue) => catalogue.en)) as CatalogueTexts,
    ar: Object.assign({}, ...catalogues.map((catalogue) => catalogue.ar)) as CatalogueTexts,
  };
}
