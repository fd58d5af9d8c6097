import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@mealplan/shared/router';
import { usePageStore } from '@mealplan/shared/stores';
import { Card, LinkButton, Page, PageHeader, Spinner, useRefusalText, useText, type TextId } from '@mealplan/shared/ui';
import { FitbitButton } from './FitbitButton';
import { FitbitStore } from './fitbitStore';
import type en from './i18n/en.json';
import './fitbit.css';

/** How long the server's message shows before the page returns to /progress. */
export const RETURN_DELAY_MS = 2500;

/**
 * /fitbit (spec 3 §2): the tracker's page. With `code` and `state` it sends them to the server (setFitbit), shows the
 * server's message and returns to /progress; opened without them it shows the tracker's connect (or sync) button.
 * The progress photos live on /progress.
 */
export function FitbitPage() {
  const t = useText<TextId<typeof en>>();
  const store = usePageStore(({ client, session }) => new FitbitStore(client, session));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const state = params.get('state') ?? '';
  const denied = params.get('error');
  const returning = Boolean(code || denied);
  const [message, setMessage] = useState<string | null>(denied ? t('health.fitbit.denied') : null);
  const sent = useRef(false);
  const refusalText = useRefusalText();

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    store
      .sendCode(code, state)
      .then(setMessage)
      .catch((error: unknown) => setMessage(refusalText(error)));
  }, [store, code, state, refusalText]);

  useEffect(() => {
    if (message === null || !returning) return;
    const timer = setTimeout(() => void navigate('/progress', { replace: true }), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message, returning, navigate]);

  return (
    <Page width="narrow" className="fitbit-page">
      <PageHeader title={t('health.fitbit.title')} />
      <Card className="fitbit-page__card">
        {returning ? (
          message === null ? (
            <Spinner label={t('health.fitbit.connecting')} />
          ) : (
            <>
              <p className="fitbit-page__message" role="status">
                {message}
              </p>
              <p className="fitbit-page__note">{t('health.fitbit.redirecting')}</p>
              <LinkButton to="/progress" replace>
                {t('health.fitbit.backToProgress')}
              </LinkButton>
            </>
          )
        ) : (
          <>
            <p>{t('health.fitbit.intro')}</p>
            <FitbitButton />
          </>
        )}
      </Card>
    </Page>
  );
}
