import { observer } from 'mobx-react-lite';
import { useKitIntl } from './useKitIntl';
import './ui.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Text for assistive technology; '' makes the spinner decorative. */
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  const intl = useKitIntl();
  const decorative = label === '';
  return (
    <span
      className={`ui-spinner ui-spinner--${size}`}
      role={decorative ? undefined : 'status'}
      aria-label={decorative ? undefined : (label ?? intl.formatMessage({ id: 'kit.spinner.loading' }))}
      aria-hidden={decorative || undefined}
    />
  );
}

/** Covers the page with a spinner while requests are in flight (`busy.busy` > 0; the shell passes the socket client). */
export const BusyOverlay = observer(function BusyOverlay({ busy }: { busy: { readonly busy: number } }) {
  if (busy.busy <= 0) return null;
  return (
    <div className="ui-busy">
      <Spinner size="lg" />
    </div>
  );
});
