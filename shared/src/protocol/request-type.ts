// Kept free of imports: the session's socket client uses it without pulling in the protocol's schemas.

/** The request type sent on the wire for a protocol key ('getForDashboard:planRequest' -> 'getForDashboard'). */
export function requestType(key: string): string {
  const separator = key.indexOf(':');
  return separator === -1 ? key : key.slice(0, separator);
}
