// Every account, session and feedback message the server sends and the account screens show.
// The texts quoted by the spec (document 1, §5 and §8) are used verbatim.

export const ACCOUNT_MESSAGES = {
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Please sign in to continue.',
  incorrectCredentials: 'Incorrect email or password.',
  banned: 'Your profile cannot be activated. Please contact the team by email or phone.',
  smsCodeSent: 'We have sent a 6-digit code to your phone. Please enter it to sign in.',
  smsCodeWrong: 'The code is incorrect. Please try again.',
  smsCodeExpired: 'The code has expired or was already used. Please sign in again to get a new code.',
  smsCodeTooManyTries: 'Too many wrong codes. Please sign in again to get a new code.',
  smsNoPhone: 'We cannot send you a sign-in code because your profile has no phone number. Please contact the team.',
  socialEmailMissing: 'Your account with this provider has no email address. Please sign up with your email.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  phoneInvalid: 'Please enter a valid UAE mobile number.',
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'This email is already registered.',
  passwordTooShort: 'The password must be at least 8 characters long.',
  referralInvalid: 'This referral link is not valid.',
  restoreLinkSent: 'If this email is registered, we have sent a login link to it.',
  restoreLinkInvalid: 'This link is not valid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed.',
  confirmationDone: 'Thank you! Your email address is confirmed.',
  confirmationInvalid: 'This link is not valid or has expired.',
  linkNotValid: 'This link is not valid',
  socialTokenInvalid: 'We could not verify your sign-in with this provider. Please try again.',
  feedbackSaved: 'Thank you for your feedback!',
  dishNotDelivered: 'You can rate a dish only after it has been delivered to you.',
  planRequestSent: 'Your request has been sent. Our team will contact you soon.',
  guestEmailRequired: 'Please enter your email.',
  notificationSaved: 'Notification saved.',
  requestInvalid: 'The request is not valid.',
  languageSaved: 'Your language has been saved.',
} as const;

export type SocialProvider = 'google' | 'facebook';

const PROVIDER_TITLES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export function noSocialAccountMessage(provider: SocialProvider): string {
  return `No account found for this ${PROVIDER_TITLES[provider]} account. Please sign up first.`;
}

export function socialAccountTakenMessage(provider: SocialProvider): string {
  return `This ${PROVIDER_TITLES[provider]} account is already registered. Please sign in.`;
}

/** Whole minutes (at least 1) a customer is asked to wait. */
export function retryMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

function minutesText(seconds: number): string {
  const minutes = retryMinutes(seconds);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function tooManySignInsMessage(retryAfterSeconds: number): string {
  return `Too many sign-in attempts. Please try again in ${minutesText(retryAfterSeconds)}.`;
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${minutesText(retryAfterSeconds)}.`;
}
