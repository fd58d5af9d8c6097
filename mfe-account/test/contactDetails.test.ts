import { runInAction } from 'mobx';
import { settingsStore } from '@mealplan/shared/session';
import { contactDetails as kitContactDetails } from '@mealplan/shared/ui';

const contactDetails = (locale?: 'en' | 'ar') => kitContactDetails(settingsStore, locale);

const setting = (value: unknown) => ({ value, old_value: null });

describe('contact details in the page language', () => {
  beforeEach(() => {
    runInAction(() => {
      settingsStore.entries = {
        contact_phones: setting(['+971 4 388 6620']),
        contact_address: setting('Shop 4, Al Wasl Square, Dubai'),
        contact_address_ar: setting('محل 4، ساحة الوصل، دبي'),
        contact_branch_hours: setting('8:00 AM to 11:00 PM, 7 days a week'),
        contact_branch_hours_ar: setting('من 8:00 صباحًا إلى 11:00 مساءً، 7 أيام في الأسبوع'),
        contact_kitchen_delivery_hours: setting('Saturday to Thursday, 10:00 AM to 10:00 PM'),
      };
    });
  });

  it('shows the English address and hours on English pages', () => {
    expect(contactDetails('en')).toMatchObject({
      address: 'Shop 4, Al Wasl Square, Dubai',
      hours: [
        { kind: 'branchHours', text: '8:00 AM to 11:00 PM, 7 days a week' },
        { kind: 'kitchenDelivery', text: 'Saturday to Thursday, 10:00 AM to 10:00 PM' },
      ],
    });
  });

  it('shows the Arabic address and hours on Arabic pages, and the English where no Arabic is set', () => {
    expect(contactDetails('ar')).toMatchObject({
      address: 'محل 4، ساحة الوصل، دبي',
      phones: ['+971 4 388 6620'],
      hours: [
        { kind: 'branchHours', text: 'من 8:00 صباحًا إلى 11:00 مساءً، 7 أيام في الأسبوع' },
        { kind: 'kitchenDelivery', text: 'Saturday to Thursday, 10:00 AM to 10:00 PM' },
      ],
    });
  });
});
