import { FormattedMessage } from 'react-intl';

/** Where the failure is: the whole page (the site's remotes manifest could not be loaded) or one area. */
const FAILURES = {
  page: {
    Tag: 'main',
    className: 'shell-startup-error',
    Heading: 'h1',
    titleClassName: 'shell-startup-error__title',
    testId: 'startup-error',
    titleId: 'shell.startup.title',
    textId: 'shell.startup.text',
  },
  area: {
    Tag: 'div',
    className: 'shell-panel',
    Heading: 'h2',
    titleClassName: 'shell-panel__title',
    testId: 'area-failed',
    titleId: 'shell.area.failedTitle',
    textId: 'shell.area.failedText',
  },
} as const;

interface FailurePanelProps {
  failed: keyof typeof FAILURES;
  onRetry: () => void;
}

/** A failure's message with 'Retry', read out as an alert. */
export function FailurePanel({ failed, onRetry }: FailurePanelProps) {
  const { Tag, className, Heading, titleClassName, testId, titleId, textId } = FAILURES[failed];
  return (
    <Tag className={className} role="alert" data-testid={testId}>
      <Heading className={titleClassName}>
        <FormattedMessage id={titleId} />
      </Heading>
      <p className="shell-panel__text">
        <FormattedMessage id={textId} />
      </p>
      <button type="button" className="shell-button" onClick={onRetry}>
        <FormattedMessage id="shell.area.retry" />
      </button>
    </Tag>
  );
}

/** Shown in place of an area whose remote could not be loaded or crashed. */
export function AreaFailedPanel({ onRetry }: { onRetry: () => void }) {
  return <FailurePanel failed="area" onRetry={onRetry} />;
}
