// Before the async boundary: /remotes.json is asked for now, and the current area's remote entry preloaded, while the
// shared libraries download (federation/earlyStart.ts).
import { startEarly } from './federation/earlyStart';
import { dropGuestPageWhenSignedIn, holdUntilHydrated } from './prerendered';
import { answerSiteLocales } from './siteLocales';

answerSiteLocales();
startEarly();
// A prerendered guest page is not shown to a signed-in customer longer than this, and is inert until hydrated (prerendered.ts).
const root = document.getElementById('root');
dropGuestPageWhenSignedIn(root);
holdUntilHydrated(root);
// Async boundary: the shared singletons (react, mobx, @mealplan/shared, ...) are negotiated before bootstrap runs.
void import('./bootstrap');
