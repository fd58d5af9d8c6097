import { useEffect, useState } from 'react';
import { useSearchParams } from '@mealplan/shared/router';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { RequestError } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { LinkButton, Spinner, useMessageText, useText } from '@mealplan/shared/ui';
import { AuthLayout } from '../../common/AuthLayout';
import { type AccountMessageId } from '../../i18n';
import { EmailLinkStore } from './emailLinkStore';

type Result = { status: 'ok' | 'err'; message: string } | null;

/** /confirm?type=..&token=..: the email-confirmation link. */
export function ConfirmPage() {
  const links = usePageStore(({ client }) => new EmailLinkStore(client));
  const [params] = useSearchParams();
  const type = params.get('type') ?? '';
  const token = params.get('token') ?? '';
  const complete = type !== '' && token !== '';
  const [result, setResult] = useState<Result>(null);
  const t = useText<AccountMessageId>();
  const messageText = useMessageText();

  useEffect(() => {
    if (!complete) return;
    let current = true;
    links.confirmLink(type, token).then(
      (message) => current && setResult({ status: 'ok', message }),
      (error: unknown) => current && setResult({ status: 'err', message: error instanceof RequestError ? messageText(error) : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [links, complete, type, token, messageText]);

  const shown: Result = complete ? result : { status: 'err', message: messageText(ACCOUNT_MESSAGES.linkNotValid) };
  return (
    <AuthLayout title={t('confirm.title')}>
      {shown === null ? (
        <Spinner label={t('confirm.checking')} />
      ) : (
        <div className="auth__form">
          <p className={`auth__notice${shown.status === 'err' ? ' auth__notice--error' : ''} result--${shown.status}`} role="status">
            {shown.message}
          </p>
          <LinkButton to="/" block size="lg">
            {t('confirm.home')}
          </LinkButton>
        </div>
      )}
    </AuthLayout>
  );
}
