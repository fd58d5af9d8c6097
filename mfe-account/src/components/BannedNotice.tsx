import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { ContactList } from './ContactList';

/** Content of the modal a banned customer sees on sign-in. */
export function BannedNotice() {
  return (
    <div className="banned-notice">
      <p>{ACCOUNT_MESSAGES.banned}</p>
      <ContactList />
    </div>
  );
}
