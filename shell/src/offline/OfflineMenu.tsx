// Issue 23: what a signed-in page shows while the browser is offline. The socket cannot connect, so the page is the
// read-only copy of the menu kept the last time it was read online (@mealplan/shared/offline): today and the next
// days, meal by meal, with the dishes' calories, under a notice saying the customer is offline. Nothing can be
// changed here; the normal page returns by itself when the network does.
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { offlineMenuStore, type OfflineMenu } from '@mealplan/shared/offline';
import { currentUnixSeconds } from '@mealplan/shared/time';
import { Card, localTitle, Page, Spinner } from '@mealplan/shared/ui';
import './offline.css';

type Copy = { status: 'reading' } | { status: 'read'; menu: OfflineMenu | null };

function useOfflineCopy(token: string | null): Copy {
  const [copy, setCopy] = useState<Copy>({ status: 'reading' });
  useEffect(() => {
    let active = true;
    void offlineMenuStore()
      .read(token, currentUnixSeconds())
      .catch(() => null)
      .then((menu) => active && setCopy({ status: 'read', menu }));
    return () => {
      active = false;
    };
  }, [token]);
  return copy;
}

/** The offline page of a signed-in customer (`token` is the session's). */
export function OfflineMenuPage({ token }: { token: string | null }) {
  const copy = useOfflineCopy(token);
  const intl = useIntl();
  const format = useLocaleFormat();
  const menu = copy.status === 'read' ? copy.menu : null;
  const days = menu?.days ?? [];
  const kcal = (value: number) => intl.formatMessage({ id: 'shell.offline.kcal' }, { value: format.number(value) });

  return (
    <Page className="shell-offline">
      <div className="shell-offline__notice" role="status">
        <h1 className="shell-offline__title">
          <FormattedMessage id="shell.offline.title" />
        </h1>
        <p className="shell-offline__text">
          <FormattedMessage id={days.length > 0 ? 'shell.offline.readOnly' : 'shell.offline.none'} />
        </p>
        {menu && days.length > 0 && (
          <p className="shell-offline__saved">
            <FormattedMessage id="shell.offline.savedAt" values={{ date: format.day(menu.savedAt, 'd LLLL, HH:mm') }} />
          </p>
        )}
      </div>
      {copy.status === 'reading' && <Spinner label={intl.formatMessage({ id: 'shell.area.loading' })} />}
      {days.length > 0 && (
        <section className="shell-offline__days" aria-label={intl.formatMessage({ id: 'shell.offline.menu' })}>
          {days.map((entry) => (
            <Card key={entry.day} className="shell-offline__day" aria-labelledby={`offline-day-${entry.day}`}>
              <h2 id={`offline-day-${entry.day}`} className="shell-offline__date">
                {format.day(entry.day, 'cccc d LLLL')}
              </h2>
              <p className="shell-offline__total">
                {kcal(entry.meals.reduce((sum, meal) => sum + meal.dishes.reduce((total, dish) => total + dish.kcal, 0), 0))}
              </p>
              {entry.meals.map((meal, index) => (
                <div key={index} className="shell-offline__meal">
                  <h3 className="shell-offline__type">{localTitle(meal.mealType, format.locale)}</h3>
                  <ul className="shell-offline__dishes">
                    {meal.dishes.map((dish, at) => (
                      <li key={at} className="shell-offline__dish">
                        <span>{localTitle(dish, format.locale)}</span>
                        <span className="shell-offline__kcal">{kcal(dish.kcal)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </Card>
          ))}
        </section>
      )}
    </Page>
  );
}
