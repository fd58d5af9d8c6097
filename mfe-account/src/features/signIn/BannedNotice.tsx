import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { useMessageText } from '@mealplan/shared/ui';
import { ContactList } from '../../common/ContactList';

/** Content of the modal a banned customer sees on sign-in. */
export function BannedNotice() {
  const messageText = useMessageText();
  return (
    <div className="banned-notice">
      <p>{messageText(ACCOUNT_MESSAGES.banned)}</p>
      <ContactList />
    </div>
  );
}
