// Field lengths of the account forms, written once: the account rules (credentials.ts) and the wire schemas
// (protocol/entities.ts, channels/login.ts, registration.ts) both read them.

/** RFC 5321's longest address. */
export const MAX_EMAIL_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
