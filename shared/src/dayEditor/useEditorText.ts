// The day editor's texts: the kit's catalogue (`kit.dayEditor.*`, every area includes it), with the page's number and
// date formats.
import { useCallback } from 'react';
import { localeFormat } from '../i18n/format';
import { DEFAULT_LOCALE, normaliseLanguage } from '../i18n/locale';
import { useKitIntl } from '../ui/useKitIntl';

export type EditorText = (id: string, values?: Record<string, string | number>) => string;

export function useEditorText(): { t: EditorText; format: ReturnType<typeof localeFormat> } {
  const intl = useKitIntl();
  const t = useCallback<EditorText>((id, values) => intl.formatMessage({ id: `kit.dayEditor.${id}` }, values), [intl]);
  return { t, format: localeFormat(normaliseLanguage(intl.locale) ?? DEFAULT_LOCALE) };
}
