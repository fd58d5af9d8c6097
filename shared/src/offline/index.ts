// Public entry of @mealplan/shared/offline: the read-only copy of the customer's upcoming menu (issue 23).
export {
  indexedDbStorage,
  OFFLINE_DAYS,
  OfflineMenuStore,
  offlineMenuStore,
  tokenOwner,
  upcomingDays,
  type OfflineDay,
  type OfflineDish,
  type OfflineMeal,
  type OfflineMenu,
  type OfflineName,
  type OfflineStorage,
} from './offlineMenu';
