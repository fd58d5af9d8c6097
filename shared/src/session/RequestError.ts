/** A request answered with an Err reply (or not answered at all). */
export class RequestError extends Error {
  /** Field name -> message, as sent by the server. */
  readonly errors: Record<string, string>;
  /** The reply type, e.g. 'setErr'; 'timeout' or 'disconnected' when there was no reply. */
  readonly replyType: string;
  /** The whole data of the Err reply. */
  readonly data: unknown;

  constructor(message: string, replyType: string, data: unknown = undefined, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'RequestError';
    this.replyType = replyType;
    this.data = data;
    this.errors = errors;
  }

  /** Builds the error from an Err reply's data `{message, errors?}`. */
  static fromReply(replyType: string, data: unknown): RequestError {
    const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    const errors: Record<string, string> = {};
    if (typeof record.errors === 'object' && record.errors !== null) {
      for (const [field, value] of Object.entries(record.errors)) {
        if (typeof value === 'string') errors[field] = value;
        else if (Array.isArray(value) && typeof value[0] === 'string') errors[field] = value[0];
      }
    }
    const firstFieldError = Object.values(errors)[0];
    const message =
      typeof record.message === 'string' && record.message !== ''
        ? record.message
        : typeof data === 'string' && data !== ''
          ? data
          : (firstFieldError ?? 'The request failed.');
    return new RequestError(message, replyType, data, errors);
  }
}
