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

export const commonVouchers = [
  { id: 1, code: 'WELCOME10', type: 'percent' as const, value: 10, conditions: 'First plan only; any diet and duration.' },
  { id: 2, code: 'FIT2026', type: 'percent' as const, value: 15, conditions: 'Plans of 20 days or more.' },
  { id: 3, code: 'SAVE138', type: 'fixed' as const, value: aedToFils(138), conditions: 'Plans of 30 days or more.' },
  { id: 4, code: 'RAMADAN', type: 'percent' as const, value: 20, conditions: 'Valid during the holy month.' },
  { id: 5, code: 'FRIEND50', type: 'fixed' as const, value: aedToFils(50), conditions: 'Referral reward; one use per customer.' },
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
