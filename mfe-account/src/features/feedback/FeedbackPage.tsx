import { useNavigate } from '@mealplan/shared/router';
import { Page, PageHeader, useText } from '@mealplan/shared/ui';
import { ActionTiles } from '../../common/ActionTiles';
import { type AccountMessageId } from '../../i18n';

export function FeedbackPage() {
  const navigate = useNavigate();
  const t = useText<AccountMessageId>();
  return (
    <Page>
      <PageHeader title={t('feedback.title')} subtitle={t('feedback.subtitle')} />
      <ActionTiles
        columns={2}
        tiles={[
          { label: t('feedback.dishes'), hint: t('feedback.dishes.hint'), icon: 'bowl', onClick: () => navigate('/feedback/dish') },
          { label: t('feedback.general'), hint: t('feedback.general.hint'), icon: 'star', onClick: () => navigate('/feedback/general') },
        ]}
      />
    </Page>
  );
}
