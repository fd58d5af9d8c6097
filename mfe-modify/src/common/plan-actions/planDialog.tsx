// How a plan action shows its dialog: in the shell's one modal (the kit's Dialog drawn by ModalHost), with the
// content wrapped in this area's texts (the modal sits in the shell, outside the remote's AreaIntl). The promise an
// open… function returns resolves when the modal is cleared or another modal takes its place.
import { reaction } from 'mobx';
import { useEffect, type ReactNode } from 'react';
import { AreaIntl, localeStore } from '@mealplan/shared/i18n';
import { modalStore as sharedModalStore, type ModalStore } from '@mealplan/shared/modal';
import { RequestError } from '@mealplan/shared/session';
import { catalogueText, kitMessages, ruleCatalogues, useText, type ServerMessage } from '@mealplan/shared/ui';
import { planActionCatalogues, type PlanActionTextId } from './i18n';
import { PlanNotFound } from './types';

const CATALOGUES = [kitMessages, ...ruleCatalogues, planActionCatalogues];

/** A text of this folder's catalogue in the page's language, outside React (the modal's first headline). */
export function planActionText(id: PlanActionTextId): string {
  const { locale } = localeStore;
  return catalogueText(planActionCatalogues[locale], id, locale);
}

/** Shows `content` in the modal titled `titleId`; resolves with `result()` once the modal no longer shows it. */
export function showPlanDialog<T>(
  modal: ModalStore | undefined,
  titleId: PlanActionTextId,
  content: ReactNode,
  result: () => T,
  size: 'normal' | 'wide' = 'normal',
): Promise<T> {
  const store = modal ?? sharedModalStore;
  const wrapped = <AreaIntl catalogues={CATALOGUES}>{content}</AreaIntl>;
  return new Promise((resolve) => {
    store.set({ headline: planActionText(titleId), content: wrapped, size });
    const stop = reaction(
      () => store.content,
      (current) => {
        if (current === wrapped) return;
        stop();
        resolve(result());
      },
    );
  });
}

/** Keeps the modal's headline on `titleId` in the page's language (the step of a dialog can change its title). */
export function useDialogTitle(modal: ModalStore | undefined, titleId: PlanActionTextId): void {
  const t = useText<PlanActionTextId>();
  const title = t(titleId);
  useEffect(() => (modal ?? sharedModalStore).update({ headline: title }), [modal, title]);
}

/** A refused call as the dialogs keep it: the server's text with its id and values (shown in the page's language). */
export function serverMessageOf(error: unknown): ServerMessage {
  if (error instanceof RequestError) {
    return {
      message: error.message,
      ...(error.messageId ? { messageId: error.messageId } : {}),
      ...(error.values ? { values: error.values } : {}),
    };
  }
  if (error instanceof PlanNotFound) return { message: error.message, messageId: error.message };
  return { message: error instanceof Error ? error.message : String(error) };
}
