// A page of this area while its data loads: the page's title and the spinner.
import { Page, PageHeader, Spinner, useText, type TextId } from '@mealplan/shared/ui';
import type en from './i18n/en.json';

export function LoadingPage({ title }: { title: string }) {
  const t = useText<TextId<typeof en>>();
  return (
    <Page>
      <PageHeader title={title} />
      <Spinner label={t('health.common.loading')} />
    </Page>
  );
}
