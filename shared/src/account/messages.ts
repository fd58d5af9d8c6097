// Every account, session and feedback message the server sends and the account screens show, as ids of the
// account catalogue (./catalogue.ts).
import { message, type Message } from '../i18n/message';
import type { AccountMessageId } from './catalogue';

export type { AccountMessageId };

export const ACCOUNT_MESSAGES = {
  sessionExpired: 'account.sessionExpired',
  signInRequired: 'account.signInRequired',
  incorrectCredentials: 'account.incorrectCredentials',
  banned: 'account.banned',
  smsCodeSent: 'account.smsCodeSent',
  smsCodeWrong: 'account.smsCodeWrong',
  smsCodeExpired: 'account.smsCodeExpired',
  smsCodeTooManyTries: 'account.smsCodeTooManyTries',
  smsNoPhone: 'account.smsNoPhone',
  socialEmailMissing: 'account.socialEmailMissing',
  firstNameRequired: 'account.firstNameRequired',
  lastNameRequired: 'account.lastNameRequired',
  phoneInvalid: 'account.phoneInvalid',
  emailInvalid: 'account.emailInvalid',
  emailTaken: 'account.emailTaken',
  signUpCheckEmail: 'account.signUpCheckEmail',
  signUpDone: 'account.signUpDone',
  passwordTooShort: 'account.passwordTooShort',
  referralInvalid: 'account.referralInvalid',
  restoreLinkSent: 'account.restoreLinkSent',
  restoreLinkInvalid: 'account.restoreLinkInvalid',
  passwordChanged: 'account.passwordChanged',
  confirmationDone: 'account.confirmationDone',
  confirmationInvalid: 'account.confirmationInvalid',
  linkNotValid: 'account.linkNotValid',
  socialTokenInvalid: 'account.socialTokenInvalid',
  feedbackSaved: 'account.feedbackSaved',
  dishNotDelivered: 'account.dishNotDelivered',
  planRequestSent: 'account.planRequestSent',
  guestEmailRequired: 'account.guestEmailRequired',
  notificationSaved: 'account.notificationSaved',
  requestInvalid: 'account.requestInvalid',
  languageSaved: 'account.languageSaved',
} as const satisfies Record<string, AccountMessageId>;

export const FEEDBACK_MESSAGES = {
  dishText: 'feedback.dishText',
  dishRating: 'feedback.dishRating',
  generalText: 'feedback.generalText',
  overall: 'feedback.overall',
  food: 'feedback.food',
  customerService: 'feedback.customerService',
  delivery: 'feedback.delivery',
} as const satisfies Record<string, AccountMessageId>;

export type SocialProvider = 'google' | 'facebook';

const PROVIDER_TITLES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export function noSocialAccountMessage(provider: SocialProvider): Message<AccountMessageId> {
  return message('account.noSocialAccount', { provider: PROVIDER_TITLES[provider] });
}

/** Whole minutes (at least 1) a customer is asked to wait. */
export function retryMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

export function tooManySignInsMessage(retryAfterSeconds: number): Message<AccountMessageId> {
  return message('account.tooManySignIns', { minutes: retryMinutes(retryAfterSeconds) });
}

export function tooManyRequestsMessage(retryAfterSeconds: number): Message<AccountMessageId> {
  return message('account.tooManyRequests', { minutes: retryMinutes(retryAfterSeconds) });
}
