// Online payment: the service on Services.payments, the outcome counts for metrics, the ledger.
export {
  createPaymentService,
  paymentService,
  type PaymentService,
  type PaymentState,
  type PaidPayment,
  type PaidVerdict,
  type RefundNotice,
  type RefundInfo,
  type RefundReason,
  type StartPayment,
  type ReturnUrls,
  type PaidHandler,
} from './service';
export { countPaymentsByOutcome, outcomeOf, PAYMENT_OUTCOMES, type PaymentOutcome } from './outcomes';
export { closeOpenAttempts } from './attempts';
export { moneyByCustomer, recordLedger, type CouponEntry, type MoneyOfCustomer } from './ledger';
