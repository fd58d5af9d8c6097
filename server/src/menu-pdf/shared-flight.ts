// One promise per key while it runs: a caller asking for a key already under way joins it (counted as shared in
// /metrics) instead of starting the work again. Used for the menu read and render, and for the print itself.
import { countMenuPdf } from '../ops/metrics';

export function sharedFlight<T>(flights: Map<string, Promise<T>>, key: string, run: () => Promise<T>): Promise<T> {
  const joined = flights.get(key);
  if (joined) {
    countMenuPdf('shared');
    return joined;
  }
  const flight = run().finally(() => flights.delete(key));
  flights.set(key, flight);
  return flight;
}
