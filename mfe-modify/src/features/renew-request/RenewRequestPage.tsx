// /modify/renew (doc 1 §2 "Header navigation": "Renew My menu (N days left)" opens a renew-request modal): the
// header's link comes here, the page opens the renew-request dialog at once and goes back to /modify when it closes.
// Under the dialog the page offers the same request again, the online renewal (/renewplan) and the way back.
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@mealplan/shared/router';
import { Button, Card, LinkButton, Page, PageHeader, useText } from '@mealplan/shared/ui';
import { usePlanActions } from '../../common/plan-actions';
import type { RenewRequestTextId } from './i18n';
import './renewRequest.css';

export const RenewRequestPage = observer(function RenewRequestPage() {
  const t = useText<RenewRequestTextId>();
  const navigate = useNavigate();
  const actions = usePlanActions();
  const opened = useRef(false);

  const ask = useCallback(async () => {
    await actions.renewRequest();
    void navigate('/modify', { replace: true });
  }, [actions, navigate]);

  useEffect(() => {
    // Once per visit (a development double render would open it twice).
    if (opened.current) return;
    opened.current = true;
    void ask();
  }, [ask]);

  return (
    <Page width="narrow" className="renew-request">
      <PageHeader title={t('renewRequest.title')} />
      <Card className="renew-request__card">
        <p>{t('renewRequest.lead')}</p>
        <div className="renew-request__actions">
          <Button onClick={() => void ask()}>{t('renewRequest.send')}</Button>
          <LinkButton to="/renewplan" variant="secondary">
            {t('renewRequest.online')}
          </LinkButton>
          <LinkButton to="/modify" variant="ghost">
            {t('renewRequest.back')}
          </LinkButton>
        </div>
      </Card>
    </Page>
  );
});
