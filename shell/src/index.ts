// Async boundary: the shared singletons (react, mobx, @mealplan/shared, ...) are negotiated before bootstrap runs.
void import('./bootstrap');
