export { usePageStore } from './usePageStore';
export type { PageStoreServices } from './usePageStore';
