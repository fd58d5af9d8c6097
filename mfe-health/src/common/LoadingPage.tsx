// A page of this area while its data loads: the page's title and the spinner.
import { useIntl } from 'react-intl';
import { Page, PageHeader, Spinner } from '@mealplan/shared/ui';

export function LoadingPage({ title }: { title: string }) {
  const intl = useIntl();
  return (
    <Page>
      <PageHeader title={title} />
      <Spinner label={intl.formatMessage({ id: 'health.common.loading' })} />
    </Page>
  );
}
