// Online payment: the service on Services.payments, the outcome counts for metrics.
export {
  createPaymentService,
  paymentService,
  type PaymentService,
  type PaymentState,
  type StartPayment,
  type ReturnUrls,
  type PaidHandler,
} from './service';
export { countPaymentsByOutcome, outcomeOf, PAYMENT_OUTCOMES, type PaymentOutcome } from './outcomes';
