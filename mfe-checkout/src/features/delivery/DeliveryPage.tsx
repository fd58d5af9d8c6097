// Step 3 /checkout/delivery-dates 'Start Date & Delivery Time' (doc 2 §2.3, §5.6): start date, weekdays to skip,
// emirate and delivery slot; Continue checks them with the shared rules, saves the plan on the server and opens the
// menus (step 4).
import { observer } from 'mobx-react-lite';
import { useNavigate } from '@mealplan/shared/router';
import { DAYS_PER_WEEK, deliveredToBlock } from '@mealplan/shared/domain';
import { useLocaleFormat, useLocalName } from '@mealplan/shared/i18n';
import type { ReferenceListName } from '@mealplan/shared/protocol';
import { referenceStore, settingsStore } from '@mealplan/shared/session';
import { listsLoaded, usePageStore, useReferenceLists } from '@mealplan/shared/stores';
import { modalStore, SelectField, Spinner, StartCalendar, useMessageText, useText, useWeekdayName } from '@mealplan/shared/ui';
import { CheckoutGuard, useCheckoutVisit } from '../../common/CheckoutVisit';
import { CHECKOUT_STEP_PATHS } from '../../common/checkoutSteps';
import { StepLayout, StepSection } from '../../common/StepLayout';
import { DeliveryStepStore } from './DeliveryStepStore';
import type { DeliveryTextId } from './i18n';
import './delivery.css';

const LISTS: ReferenceListName[] = ['allEmirates', 'slotsList', 'planList', 'priceList'];
const WEEKDAYS = Array.from({ length: DAYS_PER_WEEK }, (_, day) => day);
const LONG_DAY = 'cccc, d LLLL yyyy';
/** A slot's hours ("5:00 AM - 8:00 AM") keep their own direction inside an Arabic page (first-strong isolate). */
const isolate = (text: string, locale: string) => (locale === 'ar' ? `\u2068${text}\u2069` : text);

export function DeliveryPage() {
  return (
    <CheckoutGuard step={3}>
      <DeliveryStep />
    </CheckoutGuard>
  );
}

const DeliveryStep = observer(function DeliveryStep() {
  const t = useText<DeliveryTextId>();
  const visit = useCheckoutVisit();
  const store = usePageStore(
    ({ client, session }) =>
      new DeliveryStepStore(
        visit,
        {
          emirates: () => referenceStore.get('allEmirates'),
          slots: () => referenceStore.get('slotsList'),
          plans: () => referenceStore.get('planList'),
          prices: () => referenceStore.get('priceList'),
          holidays: () => settingsStore.holidays,
          existingPlanEnd: () => (session.hasPlan ? session.planEndDate : null),
          addressEmirate: () => {
            const { homeAddress, workAddress } = session.user;
            return (deliveredToBlock(homeAddress, workAddress) === 'work' ? workAddress : homeAddress)?.emirate ?? null;
          },
        },
        client,
      ),
  );
  useReferenceLists(LISTS);
  if (!listsLoaded(LISTS) || !settingsStore.loaded) return <Spinner label={t('delivery.loading')} />;
  return <DeliveryForm store={store} />;
});

const DeliveryForm = observer(function DeliveryForm({ store }: { store: DeliveryStepStore }) {
  const t = useText<DeliveryTextId>();
  const text = useMessageText();
  const weekdayName = useWeekdayName('long');
  const navigate = useNavigate();
  const name = useLocalName();
  const format = useLocaleFormat();
  const visit = useCheckoutVisit();
  const { choices } = store;
  const error = (field: 'start_date' | 'emirate' | 'slot_id') => {
    const message = store.refusalOf(field) ?? store.errorOf(field);
    return message === null ? undefined : text(message);
  };
  const existingEnd = store.existingPlanEnd;
  const days = store.days;

  const save = async () => {
    try {
      const message = await store.save();
      if (message !== null) modalStore.showValidationError(text(message));
      else navigate(CHECKOUT_STEP_PATHS[4]);
    } catch (failure) {
      modalStore.showError(text(failure as Error));
    }
  };

  return (
    <StepLayout
      step={3}
      className="checkout-delivery"
      title={t('delivery.title')}
      subtitle={t('delivery.subtitle')}
      back={{ to: CHECKOUT_STEP_PATHS[2], label: t('delivery.back') }}
      next={{ label: t('delivery.continue'), onSubmit: () => void save(), busy: store.saving }}
    >
      <div className="checkout-delivery__grid">
        <StepSection
          legend={t('delivery.date.legend')}
          hint={existingEnd ? t('delivery.date.afterPlan', { date: format.day(existingEnd, LONG_DAY) }) : t('delivery.date.hint')}
          error={error('start_date')}
          className="checkout-delivery__date"
        >
          <span id="checkout-start-label" hidden>
            {t('delivery.date.legend')}
          </span>
          <StartCalendar
            labelledBy="checkout-start-label"
            value={store.startDate}
            selectable={store.isSelectable}
            onChange={store.chooseStart}
            max={store.range.max}
            now={visit.now()}
          />
        </StepSection>

        <div className="checkout-delivery__side">
          <StepSection legend={t('delivery.skip.legend')} hint={t('delivery.skip.hint')}>
            <div className="checkout-weekdays">
              {WEEKDAYS.map((day) => {
                const skipped = choices.excludeWeekDays.includes(day);
                return (
                  <label key={day} className={`checkout-weekday${skipped ? ' checkout-weekday--on' : ''}`}>
                    <input type="checkbox" checked={skipped} disabled={!store.canSkip(day)} onChange={() => store.toggleWeekday(day)} />
                    <span>{weekdayName(day)}</span>
                  </label>
                );
              })}
            </div>
          </StepSection>

          <StepSection legend={t('delivery.place.legend')}>
            <SelectField
              label={t('delivery.emirate.label')}
              placeholder={t('delivery.emirate.placeholder')}
              value={choices.emirate === null ? '' : String(choices.emirate)}
              onChange={(event) => store.chooseEmirate(event.target.value ? Number(event.target.value) : null)}
              options={store.emirates.map((emirate) => ({ value: String(emirate.id), label: name(emirate) }))}
              error={error('emirate')}
            />
            <SelectField
              label={t('delivery.slot.label')}
              placeholder={t('delivery.slot.placeholder')}
              hint={choices.emirate === null ? t('delivery.slot.needEmirate') : undefined}
              disabled={choices.emirate === null}
              value={choices.slotId === null ? '' : String(choices.slotId)}
              onChange={(event) => store.chooseSlot(event.target.value ? Number(event.target.value) : null)}
              options={store.slots.map((slot) => ({ value: String(slot.id), label: isolate(slot.display_name || slot.name, format.locale) }))}
              error={error('slot_id')}
            />
          </StepSection>
        </div>
      </div>

      {days.length > 0 && (
        <section className="checkout-delivery__summary" aria-label={t('delivery.summary.title')}>
          <span className="checkout-delivery__summary-title">{t('delivery.summary.title')}</span>
          <strong>{t('delivery.summary.days', { count: days.length })}</strong>
          <span>{t('delivery.summary.range', { first: format.day(days[0]!, LONG_DAY), last: format.day(days.at(-1)!, LONG_DAY) })}</span>
        </section>
      )}
    </StepLayout>
  );
});
