import { useNavigate } from 'react-router-dom';
import { Page, PageHeader } from '@mealplan/shared/ui';
import { ActionTiles } from '../components/ActionTiles';

export function FeedbackPage() {
  const navigate = useNavigate();
  return (
    <Page>
      <PageHeader title="Feedback" subtitle="Please leave your feedback" />
      <ActionTiles
        columns={2}
        tiles={[
          { label: 'About dishes', hint: 'Rate the dishes delivered to you', icon: 'bowl', onClick: () => navigate('/feedback/dish') },
          { label: 'General feedback', hint: 'Our food, customer service and delivery', icon: 'star', onClick: () => navigate('/feedback/general') },
        ]}
      />
    </Page>
  );
}
