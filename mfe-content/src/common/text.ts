import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** `t(id, values)`: a text of the area's catalogues in the current locale, typed by the ids of one feature's en.json. */
export function useTextOf<Id extends string>(): (id: Id, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback((id: Id, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
}
