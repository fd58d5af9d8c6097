import { Text } from '../../i18n';
import { ContactList } from '../../common/ContactList';

/** Content of the modal a banned customer sees on sign-in. */
export function BannedNotice() {
  return (
    <div className="banned-notice">
      <p>
        <Text id="rule.banned" />
      </p>
      <ContactList />
    </div>
  );
}
