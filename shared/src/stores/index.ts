export { usePageStore } from './usePageStore';
export type { PageStoreServices } from './usePageStore';
export { PagedListStore } from './PagedListStore';
export type { ListPage, LoadPage } from './PagedListStore';
export { useReferenceLists, listsLoaded } from './useReferenceLists';
export { useStartWizard } from './useStartWizard';
export type { WizardStart } from './useStartWizard';
export { OfferStore } from './offerStore';
export type { AppliedVoucher, Coupon, OfferChoice } from './offerStore';
