import { Spinner } from '@mealplan/shared/ui';

/** Shown while a remote's code downloads or the session check runs. */
export function AreaLoading() {
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      <Spinner label="" />
      Loading…
    </div>
  );
}
