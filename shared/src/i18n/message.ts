// A text that travels as an id with its values (issue 18): rules, the server and the pages pass messages this way,
// and each place renders them in its own language from its catalogues. Pure (no React), so the server uses it too.
import type { Locale } from './locale';

/** The values a message's ICU placeholders take. */
export type MessageValues = Record<string, string | number>;

/** A catalogue text by id, with the values of its placeholders. */
export interface Message<Id extends string = string> {
  id: Id;
  values?: MessageValues;
}

/** One module's or area's texts per locale: flat ids to ICU messages (its i18n/en.json and ar.json). */
export type Catalogues = Record<Locale, Record<string, string>>;

export function message<Id extends string>(id: Id, values?: MessageValues): Message<Id> {
  return values ? { id, values } : { id };
}

/** The catalogues as one, per locale; later ones win on equal ids. */
export function mergeCatalogues(catalogues: readonly Catalogues[]): Catalogues {
  return {
    en: Object.assign({}, ...catalogues.map((catalogue) => catalogue.en)) as Record<string, string>,
    ar: Object.assign({}, ...catalogues.map((catalogue) => catalogue.ar)) as Record<string, string>,
  };
}
