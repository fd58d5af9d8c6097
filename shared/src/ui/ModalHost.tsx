import { observer } from 'mobx-react-lite';
import { modalStore as defaultModalStore, type ModalHeadline, type ModalStore } from '@mealplan/shared/modal';
import { Button } from './Button';
import { Dialog } from './Dialog';
import type { IntlShape } from 'react-intl';
import { useKitIntl } from './useKitIntl';

/** The spec's three standard headlines are kept as kit ids (modalStore) and shown in the page's language. */
function headlineText(headline: ModalHeadline, intl: IntlShape): string {
  return typeof headline === 'string' ? headline : intl.formatMessage({ id: headline.id });
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
