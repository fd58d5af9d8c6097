// The one way a page opens a dialog: in the shell's one modal (ModalHost draws it through the kit's Dialog, so focus
// moves in, Tab stays inside, Escape closes it and focus returns to the opener), with the content kept in the
// caller's texts. The modal sits in the shell, outside the remote's AreaIntl; useModal carries the caller's react-intl
// object into it and follows it when the page's language changes while the dialog is open.
import { observable, reaction, runInAction, type IObservableValue } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlContext, RawIntlProvider, type IntlShape } from 'react-intl';
import { modalStore as sharedModalStore, type ModalContent, type ModalStore } from '@mealplan/shared/modal';

const CallerTexts = observer(function CallerTexts({ intl, children }: { intl: IObservableValue<IntlShape | undefined>; children: ReactNode }) {
  const current = intl.get();
  return current ? <RawIntlProvider value={current}>{children}</RawIntlProvider> : <>{children}</>;
});

export interface ModalOpener {
  /**
   * Shows `modal` (headline, content, actions: the caller's own texts) and resolves once it no longer shows: cleared
   * by the customer (Escape, the close button, the backdrop, an action that calls `close`) or replaced by another modal.
   */
  open: (modal: ModalContent) => Promise<void>;
  /** Changes the open modal (a step of the dialog with another headline or content). */
  update: (changes: Partial<ModalContent>) => void;
  /** Closes the modal. */
  close: () => void;
}

/** `const modal = useModal(); modal.open({ headline: t('…'), content: <MyForm onDone={modal.close} /> })`. */
export function useModal(store: ModalStore = sharedModalStore): ModalOpener {
  const intl = useContext(IntlContext) as IntlShape | undefined;
  const [callerIntl] = useState(() => observable.box(intl, { deep: false }));
  useEffect(() => runInAction(() => callerIntl.set(intl)), [callerIntl, intl]);

  const wrap = useCallback((content: ReactNode) => <CallerTexts intl={callerIntl}>{content}</CallerTexts>, [callerIntl]);

  // The contents this hook's last open put in the modal: an update keeps the dialog open, another modal ends it.
  const opened = useRef<Set<ReactNode>>(new Set());
  const open = useCallback(
    (modal: ModalContent) =>
      new Promise<void>((resolve) => {
        const shown = wrap(modal.content);
        const contents = new Set<ReactNode>([shown]);
        opened.current = contents;
        store.set({ ...modal, content: shown });
        const stop = reaction(
          () => store.display && contents.has(store.content),
          (stillShown) => {
            if (stillShown) return;
            stop();
            resolve();
          },
        );
      }),
    [store, wrap],
  );
  const update = useCallback(
    (changes: Partial<ModalContent>) => {
      if (!('content' in changes)) return store.update(changes);
      const shown = wrap(changes.content);
      opened.current.add(shown);
      store.update({ ...changes, content: shown });
    },
    [store, wrap],
  );
  return useMemo(() => ({ open, update, close: store.clear }), [open, update, store]);
}
