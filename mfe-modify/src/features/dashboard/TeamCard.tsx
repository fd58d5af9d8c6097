// Managers and contact (spec 3 §2 Dashboard, §3 Managers, Delivery partner): the nutritionist, the wellness manager,
// the delivery partner with its helpline, and the company's contact numbers and WhatsApp link from the settings.
import { observer } from 'mobx-react-lite';
import { Card, useText } from '@mealplan/shared/ui';
import type { Managers } from './dashboardStore';
import type { DashboardTextId } from './i18n';

export interface CompanyContact {
  phones: string[];
  whatsapp: string;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const TeamCard = observer(function TeamCard({ managers, contact }: { managers: Managers | null; contact: CompanyContact }) {
  const t = useText<DashboardTextId>();
  const name = (value: string | undefined) => (value ? value : t('dashboard.team.notAssigned'));
  return (
    <Card className="dash-card dash-team" aria-labelledby="dash-team-title">
      <h2 id="dash-team-title" className="dash-card__title">
        {t('dashboard.team.title')}
      </h2>
      <dl className="dash-team__list">
        <div>
          <dt>{t('dashboard.team.nutritionist')}</dt>
          <dd data-content>{name(managers?.nutritionist_name)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.team.manager')}</dt>
          <dd data-content>{name(managers?.manager_name)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.team.partner')}</dt>
          <dd data-content>{name(managers?.delivery_partner?.name)}</dd>
        </div>
        {managers?.delivery_partner?.helpline && (
          <div>
            <dt>{t('dashboard.team.helpline')}</dt>
            <dd>
              <a href={telHref(managers.delivery_partner.helpline)} dir="ltr">
                {managers.delivery_partner.helpline}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {(contact.phones.length > 0 || contact.whatsapp) && (
        <>
          <h3 className="dash-team__subtitle">{t('dashboard.team.contact')}</h3>
          <dl className="dash-team__list">
            {contact.phones.map((phone) => (
              <div key={phone}>
                <dt>{t('dashboard.team.phone')}</dt>
                <dd>
                  <a href={telHref(phone)} dir="ltr">
                    {phone}
                  </a>
                </dd>
              </div>
            ))}
            {contact.whatsapp && (
              <div>
                <dt>{t('dashboard.team.whatsApp')}</dt>
                <dd>
                  <a href={`https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`} target="_blank" rel="noopener noreferrer" dir="ltr">
                    {contact.whatsapp}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        </>
      )}
    </Card>
  );
});
