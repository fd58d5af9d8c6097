import { FormattedMessage } from 'react-intl';

/**
 * Covers the app on a phone held in landscape with a height under 640 px (spec 1 §1). Always rendered;
 * chrome.css shows it only for (orientation: landscape) and (max-height: 639px) and (pointer: coarse).
 */
export function RotateDeviceScreen() {
  return (
    <div className="chrome-rotate">
      <svg className="chrome-rotate__icon" viewBox="0 0 48 48" aria-hidden="true">
        <rect x="15" y="4" width="18" height="32" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M8 30a16 16 0 0 0 16 14m0 0-4-4m4 4-4 3" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="chrome-rotate__text">
        <FormattedMessage id="shell.rotate.text" />
      </p>
    </div>
  );
}
