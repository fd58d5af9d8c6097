// Before the async boundary: /remotes.json is asked for now, and the current area's remote entry preloaded, while the
// shared libraries download (federation/earlyStart.ts).
import { startEarly } from './federation/earlyStart';
import { dropPageForAnotherVisitor, holdUntilHydrated } from './prerendered';
import { answerSiteLocales } from './siteLocales';
// All the shell's stylesheets, in its initial chunk: a production build writes them to the one file index.html links,
// so a page is styled as it first paints and no stylesheet is waited for as the shell starts (the prerender inlines
// that file: scripts/prerender.tsx). Tokens first, then the shell's pieces, the kit, the chrome and the offline page.
import '@mealplan/shared/ui/tokens.css';
import './shell.css';
import '@mealplan/shared/ui/ui.css';
import './chrome/chrome.css';
import './offline/offline.css';

answerSiteLocales();
startEarly();
// A prerendered page is not shown to another visitor than its own longer than this, and is inert until React has it (prerendered.ts).
const root = document.getElementById('root');
dropPageForAnotherVisitor(root);
holdUntilHydrated(root);
// Async boundary: the shared singletons (react, mobx, @mealplan/shared, ...) are negotiated before bootstrap runs. In a
// task of its own: the federation runtime's start and that negotiation (with a script element per chunk) were one long
// task on a phone (issue 23).
setTimeout(() => void import('./bootstrap'), 0);
