import { useCallback } from 'react';
import { useKitIntl } from './useKitIntl';

/** Values an ICU message takes ({count}, {name}). */
export type TextValues = Record<string, string | number>;

/** A catalogue's ids, from its en.json: `useText<TextId<typeof en>>()`. */
export type TextId<Catalogue extends Record<string, string>> = keyof Catalogue & string;

/**
 * The one text hook of every area: `t(id, values)`, a text of the area's catalogues (and the kit's) in the page's
 * language, for props that take a string. Typed by the ids of the catalogue the caller names; rich texts with markup
 * use react-intl's `<FormattedMessage>`.
 */
export function useText<Id extends string = string>(): (id: Id, values?: TextValues) => string {
  const intl = useKitIntl();
  return useCallback((id: Id, values?: TextValues) => intl.formatMessage({ id }, values), [intl]);
}
