// The sandbox payment page's words in the two languages Telr's hosted page speaks (order.json 'language': en or ar),
// so a customer of the Arabic site is sent to an Arabic page, right to left, as Telr's own page would be.
export type SandboxLanguage = 'en' | 'ar';

/** Telr's `language`: Arabic when asked for, else English (Telr's default). */
export const sandboxLanguage = (value: unknown): SandboxLanguage => (value === 'ar' ? 'ar' : 'en');

export const SANDBOX_TEXTS = {
  en: {
    mode: 'Sandbox · test mode',
    payTitle: 'Secure payment (sandbox)',
    payHeading: 'Secure payment',
    nameOnCard: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'Security code (CVV)',
    pay: 'Pay',
    cancel: 'Cancel',
    testCards: (authorised: string, declined: string) =>
      `Test cards: ${authorised} is authorised, ${declined} is declined; any future expiry and any 3-digit code.`,
    paymentTitle: 'Payment (sandbox)',
    paymentHeading: 'Payment',
    paid: 'Paid · transaction',
    refunds: 'Refunds',
    refunded: 'Refunded',
    noRefunds: 'No refunds.',
    ref: 'Ref',
  },
  ar: {
    mode: 'بيئة تجريبية · وضع الاختبار',
    payTitle: 'دفع آمن (تجريبي)',
    payHeading: 'دفع آمن',
    nameOnCard: 'الاسم على البطاقة',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (MM/YY)',
    cvv: 'رمز الأمان (CVV)',
    pay: 'ادفع',
    cancel: 'إلغاء',
    testCards: (authorised: string, declined: string) =>
      `بطاقات الاختبار: تُقبل ${authorised} وتُرفض ${declined}؛ أي تاريخ انتهاء مستقبلي وأي رمز من 3 أرقام.`,
    paymentTitle: 'الدفع (تجريبي)',
    paymentHeading: 'الدفع',
    paid: 'مدفوع · المعاملة',
    refunds: 'المبالغ المستردة',
    refunded: 'تم استرداد',
    noRefunds: 'لا توجد مبالغ مستردة.',
    ref: 'المرجع',
  },
} as const satisfies Record<SandboxLanguage, Record<string, string | ((...values: string[]) => string)>>;
