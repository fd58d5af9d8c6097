// /viewmenu, 'View My Menu' (spec 1 §2, §6; 3 §2): the menu as a PDF in English or Arabic (the interface language
// offered first), opened in a new tab, with a link when the browser blocks the tab, and mailed on request.
import { observer } from 'mobx-react-lite';
import { LOCALES, type Locale } from '@mealplan/shared/i18n/locale';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Card, LinkButton, Page, PageHeader, useMessageText, useText } from '@mealplan/shared/ui';
import type { ViewMenuTextId } from './i18n';
import { ViewMenuStore } from './viewMenuStore';
import './viewmenu.css';

/**
 * The tab is opened at the click (a tab opened after the reply arrives counts as a pop-up and is blocked), then
 * pointed at the PDF's link; without a tab the page's link stays.
 */
async function openInNewTab(store: ViewMenuStore): Promise<void> {
  const tab = window.open('', '_blank');
  const url = await store.exportPdf();
  if (!tab) return;
  if (!url) {
    tab.close();
    return;
  }
  tab.opener = null;
  tab.location.href = url;
}

export const ViewMenuPage = observer(function ViewMenuPage() {
  const { locale } = useLocaleFormat();
  const store = usePageStore(({ client }) => new ViewMenuStore(client, locale));
  const t = useText<ViewMenuTextId>();
  const messageText = useMessageText();
  const languages: Locale[] = [locale, ...LOCALES.filter((other) => other !== locale)];

  return (
    <Page>
      <PageHeader
        title={t('viewmenu.title')}
        subtitle={t('viewmenu.subtitle')}
        actions={
          <LinkButton to="/modify" variant="secondary">
            {t('viewmenu.back')}
          </LinkButton>
        }
      />
      <Card>
        <fieldset className="viewmenu__languages">
          <legend>{t('viewmenu.language')}</legend>
          {languages.map((language) => (
            <label key={language} className="viewmenu__language">
              <input
                type="radio"
                name="menu-language"
                value={language}
                checked={store.language === language}
                onChange={() => store.setLanguage(language)}
              />
              {t(`viewmenu.language.${language}`)}
            </label>
          ))}
        </fieldset>
        <div className="viewmenu__actions">
          <Button loading={store.busy === 'export'} disabled={store.busy !== null} onClick={() => void openInNewTab(store)}>
            {t('viewmenu.view')}
          </Button>
          <Button variant="secondary" loading={store.busy === 'mail'} disabled={store.busy !== null} onClick={() => void store.mailPdf()}>
            {t('viewmenu.mail')}
          </Button>
        </div>
        {store.error && (
          <p className="viewmenu__error" role="alert">
            {messageText(store.error)}
          </p>
        )}
        {store.url && (
          <p className="viewmenu__notice" role="status">
            {t('viewmenu.opened')}{' '}
            <a href={store.url} target="_blank" rel="noopener">
              {t('viewmenu.link')}
            </a>
          </p>
        )}
        {store.mailed && (
          <p className="viewmenu__notice" role="status">
            {store.mailed}
          </p>
        )}
      </Card>
    </Page>
  );
});
