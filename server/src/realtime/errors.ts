/** An expected failure: answered to the caller as `<type>Err` (or status 'err') with data {message, errors?, ...data}. */
export class ClientError extends Error {
  constructor(
    message: string,
    readonly errors?: Record<string, string>,
    readonly replyType?: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in';
export const SIGNED_OUT_ONLY_MESSAGE = 'You are already signed in. Please log out first.';
