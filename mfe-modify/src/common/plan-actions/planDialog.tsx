// How a plan action shows its dialog: through the opening page's useModal (the kit's one way to open a dialog): the
// shell's one modal drawn by the kit's Dialog (focus moves in, Tab stays inside, Escape closes, focus goes back to
// what opened it), in the page's texts (Routes.tsx joins this folder's catalogue to the area's). The promise an
// action returns resolves with `result()` once the modal is cleared or another modal takes its place.
import { useEffect, type ReactNode } from 'react';
import { catalogueTexts, localeStore } from '@mealplan/shared/i18n';
import { catalogueText, useText } from '@mealplan/shared/ui';
import { planActionCatalogues, type PlanActionTextId } from './i18n';
import type { PlanModal } from './types';

/** A text of this folder's catalogue in the page's language, outside React (the modal's first headline). */
export function planActionText(id: PlanActionTextId): string {
  const { locale } = localeStore;
  // The page has the language's texts loaded by now (its AreaIntl waits for them); English until they are.
  const texts = catalogueTexts(planActionCatalogues, locale);
  return texts ? catalogueText(texts, id, locale) : catalogueText(catalogueTexts(planActionCatalogues, 'en') ?? {}, id, 'en');
}

/** Shows `content` in the modal titled `titleId`; resolves with `result()` once the modal no longer shows it. */
export async function showPlanDialog<T>(
  modal: PlanModal,
  titleId: PlanActionTextId,
  content: ReactNode,
  result: () => T,
  size: 'normal' | 'wide' = 'normal',
): Promise<T> {
  await modal.open({ headline: planActionText(titleId), content, size });
  return result();
}

/** Keeps the modal's headline on `titleId` in the page's language (the step of a dialog can change its title). */
export function useDialogTitle(modal: PlanModal, titleId: PlanActionTextId): void {
  const t = useText<PlanActionTextId>();
  const title = t(titleId);
  useEffect(() => modal.update({ headline: title }), [modal, title]);
}
