// Before the async boundary: /remotes.json is asked for now, and the current area's remote entry preloaded, while the
// shared libraries download (federation/earlyStart.ts).
import { startEarly } from './federation/earlyStart';

startEarly();
// Async boundary: the shared singletons (react, mobx, @mealplan/shared, ...) are negotiated before bootstrap runs.
void import('./bootstrap');
