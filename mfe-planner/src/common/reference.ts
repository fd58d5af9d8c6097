// The reference lists and settings a page needs (shared/src/stores), and the clock the rules take.
import { currentUnixSeconds } from '@mealplan/shared/time';

export { listsLoaded, useReferenceLists } from '@mealplan/shared/stores';

/** Now, unix seconds (the rules take the clock as an argument). */
export const now = (): number => currentUnixSeconds();
