// Async boundary for the standalone dev page: shared singletons are negotiated before bootstrap runs.
void import('./bootstrap');
