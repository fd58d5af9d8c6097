import { useMessageText, type ShownMessage } from '@mealplan/shared/ui';

/** A server's or a rule's message in the reader's language (by id; the server's own text for an id no catalogue has). */
export function ServerErrorText({ shown }: { shown: ShownMessage }) {
  const text = useMessageText();
  return <>{text(shown)}</>;
}
