// Small reference lists: customer profile choices, address form fields, coupon and voucher rules,
// medical conditions, partner companies and delivery partners.
import type { AddressField } from '@mealplan/shared/protocol';
import { aedToFils } from '@mealplan/shared/units';

export const genders = [
  { id: 'male', name: 'Male' },
  { id: 'female', name: 'Female' },
];

export const languages = [
  { id: 'en', name: 'English' },
  { id: 'ar', name: 'العربية' },
];

export const addressFields: AddressField[] = [
  { name: 'emirate', label: 'Emirate', type: 'select', placeholder: 'Select emirate', props: {} },
  { name: 'area', label: 'Area', type: 'select', placeholder: 'Select area', props: {} },
  { name: 'street', label: 'Street', type: 'text', placeholder: 'Street name and number', props: { max: 120 } },
  { name: 'apartments', label: 'Apartment or Villa', type: 'text', placeholder: 'Building, floor, apartment or villa number', props: { max: 60 } },
  { name: 'landmark', label: 'Landmark', type: 'text', placeholder: 'Nearby landmark', props: { max: 120 } },
  { name: 'locationlink', label: 'Google Maps link', type: 'text', placeholder: 'https://maps.app.goo.gl/...', props: { max: 255 } },
  {
    name: 'deliveryInstructions',
    label: 'Delivery instructions',
    type: 'textarea',
    placeholder: 'e.g. leave the bag with the concierge',
    props: { max: 500 },
  },
];

export const couponTypes = [
  { id: 1, name: 'Credit voucher', type: 'fixed' as const },
  { id: 2, name: 'Discount voucher', type: 'percent' as const },
];

/**
 * The common vouchers with their conditions as data (shared/src/domain/vouchers.ts): each encodes what its text says.
 * Periods are Dubai dates, both days included; the RAMADAN periods are the holy month by the Umm al-Qura calendar
 * (the UAE's dates follow the moon sighting: the team corrects a day when they are announced). Migration 0091 gives
 * the same conditions to databases seeded before it (the seed never changes a row that exists).
 */
export const commonVouchers: {
  id: number;
  code: string;
  type: 'percent' | 'fixed';
  value: number;
  conditions: string;
  minPlanDays: number | null;
  validPeriods: { from: string; to: string }[];
  firstOrderOnly: boolean;
  usesPerCustomer: number | null;
  totalUses: number | null;
}[] = [
  {
    id: 1,
    code: 'WELCOME10',
    type: 'percent',
    value: 10,
    conditions: 'First plan only; any diet and duration.',
    minPlanDays: null,
    validPeriods: [],
    firstOrderOnly: true,
    usesPerCustomer: 1,
    totalUses: null,
  },
  {
    id: 2,
    code: 'FIT2026',
    type: 'percent',
    value: 15,
    conditions: 'Plans of 20 days or more.',
    minPlanDays: 20,
    validPeriods: [],
    firstOrderOnly: false,
    usesPerCustomer: 1,
    totalUses: null,
  },
  {
    id: 3,
    code: 'SAVE138',
    type: 'fixed',
    value: aedToFils(138),
    conditions: 'Plans of 30 days or more.',
    minPlanDays: 30,
    validPeriods: [],
    firstOrderOnly: false,
    usesPerCustomer: 1,
    totalUses: null,
  },
  {
    id: 4,
    code: 'RAMADAN',
    type: 'percent',
    value: 20,
    conditions: 'Valid during the holy month.',
    minPlanDays: null,
    validPeriods: [
      { from: '2026-02-18', to: '2026-03-19' },
      { from: '2027-02-08', to: '2027-03-09' },
      { from: '2028-01-28', to: '2028-02-25' },
      { from: '2029-01-16', to: '2029-02-13' },
      { from: '2030-01-05', to: '2030-02-03' },
      { from: '2030-12-26', to: '2031-01-23' },
    ],
    firstOrderOnly: false,
    usesPerCustomer: 1,
    totalUses: null,
  },
  {
    id: 5,
    code: 'FRIEND50',
    type: 'fixed',
    value: aedToFils(50),
    conditions: 'Referral reward; one use per customer.',
    minPlanDays: null,
    validPeriods: [],
    firstOrderOnly: false,
    usesPerCustomer: 1,
    totalUses: null,
  },
];

/** [English, Arabic] names numbered from 1. */
const numbered = (names: [string, string][]) => names.map(([name, nameAr], index) => ({ id: index + 1, name, nameAr }));

export const medicalConditions = numbered([
  ['Type 1 diabetes', 'السكري من النوع الأول'],
  ['Type 2 diabetes', 'السكري من النوع الثاني'],
  ['Pre-diabetes', 'مقدمات السكري'],
  ['High blood pressure', 'ارتفاع ضغط الدم'],
  ['High cholesterol', 'ارتفاع الكوليسترول'],
  ['Polycystic ovary syndrome (PCOS)', 'متلازمة تكيس المبايض'],
  ['Hypothyroidism', 'قصور الغدة الدرقية'],
  ['Irritable bowel syndrome (IBS)', 'متلازمة القولون العصبي'],
  ['Coeliac disease', 'الداء البطني (السيلياك)'],
  ['Gout', 'النقرس'],
  ['Pregnancy', 'الحمل'],
  ['Breastfeeding', 'الرضاعة الطبيعية'],
  ['Kidney disease', 'أمراض الكلى'],
  ['Anaemia', 'فقر الدم'],
]);

export const companies = numbered([
  ['Emirates Group', 'مجموعة الإمارات'],
  ['Dubai Holding', 'دبي القابضة'],
  ['Emaar Properties', 'إعمار العقارية'],
  ['du', 'دو'],
  ['Etisalat by e&', 'اتصالات من e&'],
  ['Majid Al Futtaim', 'ماجد الفطيم'],
  ['DP World', 'موانئ دبي العالمية'],
  ['Dubai Health Authority', 'هيئة الصحة بدبي'],
]);

export const deliveryPartners = [
  { id: 1, name: 'MealPlan Fleet', nameAr: 'أسطول ميل بلان', helpline: '+971 4 388 6621' },
  { id: 2, name: 'Quiqup', nameAr: 'كويك أب', helpline: '+971 4 550 6500' },
  { id: 3, name: 'Careem Box', nameAr: 'كريم بوكس', helpline: '+971 800 227 3368' },
];
