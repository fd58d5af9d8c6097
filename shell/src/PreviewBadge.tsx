import type { PreviewOverride } from './federation/preview';
import { FormattedMessage } from 'react-intl';

interface Props {
  preview: PreviewOverride;
  onClear: () => void;
}

/** Visible while a staging build replaces one remote for this browser. */
export function PreviewBadge({ preview, onClear }: Props) {
  return (
    <div className="shell-preview" role="status" data-testid="preview-badge">
      <span>
        <FormattedMessage id="shell.preview.label" values={{ area: preview.area }} />
      </span>
      <button type="button" className="shell-preview__clear" onClick={onClear}>
        <FormattedMessage id="shell.preview.clear" />
      </button>
    </div>
  );
}

/** Said once when a stored preview could not be loaded and was cleared; `messageId` is a shell catalogue id. */
export function PreviewNotice({ messageId }: { messageId: string }) {
  return (
    <div className="shell-preview" role="status" data-testid="preview-notice">
      <span>
        <FormattedMessage id={messageId} />
      </span>
    </div>
  );
}
