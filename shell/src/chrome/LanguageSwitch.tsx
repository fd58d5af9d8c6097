import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { chooseLocale, localeStore, LOCALES, textDirection } from '@mealplan/shared/i18n';

/**
 * "English / العربية": the visible language switch (issue 8), in the header and on the guest pages. Each
 * language is named in itself; choosing one applies at once (no reload) and is saved (cookie, and the
 * profile for a signed-in customer).
 */
export const LanguageSwitch = observer(function LanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const current = localeStore.locale;
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'shell.language.label' })}
      className={['chrome-lang', className].filter(Boolean).join(' ')}
    >
      {LOCALES.map((locale, index) => (
        <span key={locale} className="chrome-lang__item">
          {index > 0 && (
            <span className="chrome-lang__separator" aria-hidden="true">
              /
            </span>
          )}
          <button
            type="button"
            className="chrome-lang__option"
            lang={locale}
            dir={textDirection(locale)}
            aria-pressed={current === locale}
            onClick={() => void chooseLocale(locale)}
          >
            {intl.formatMessage({ id: `shell.language.${locale}` })}
          </button>
        </span>
      ))}
    </div>
  );
});
