import { observer } from 'mobx-react-lite';
import {
  DEFAULT_HEADLINE,
  ERROR_HEADLINE,
  modalStore as defaultModalStore,
  VALIDATION_ERROR_HEADLINE,
  type ModalStore,
} from '@mealplan/shared/modal';
import { Button } from './Button';
import { Dialog } from './Dialog';
import type { IntlShape } from 'react-intl';
import { useKitIntl } from './useKitIntl';

/** The spec's three standard headlines are stored as their English text (modalStore); shown in the page's language. */
const STANDARD_HEADLINES: Readonly<Record<string, string>> = {
  [DEFAULT_HEADLINE]: 'kit.modal.defaultHeadline',
  [ERROR_HEADLINE]: 'kit.modal.errorHeadline',
  [VALIDATION_ERROR_HEADLINE]: 'kit.modal.validationErrorHeadline',
};

function headlineText(headline: string, intl: IntlShape): string {
  const id = Object.hasOwn(STANDARD_HEADLINES, headline) ? STANDARD_HEADLINES[headline] : undefined;
  return id ? intl.formatMessage({ id }) : headline;
}

/** Renders the generic modal of `store` through the kit's Dialog. */
export const ModalHost = observer(function ModalHost({ store = defaultModalStore }: { store?: ModalStore }) {
  const intl = useKitIntl();
  if (!store.display) return null;
  const actions = store.actions.map((action) => (
    <Button key={action.label} variant={action.variant ?? 'primary'} onClick={action.onClick}>
      {action.label}
    </Button>
  ));
  return (
    <Dialog
      inPlace
      title={headlineText(store.headline, intl)}
      onClose={store.closable ? store.clear : undefined}
      actions={actions.length > 0 ? actions : undefined}
      size={store.size}
    >
      {store.content}
    </Dialog>
  );
});
