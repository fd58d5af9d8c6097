import { NotFound } from '@mealplan/shared/ui';

export function NotFoundPage() {
  return <NotFound />;
}
