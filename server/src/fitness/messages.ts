// The fitness tracker's server texts (English here and in server/src/i18n/en.json; Arabic in ar.json).
export const FITNESS_MESSAGES = {
  connected: 'Your Fitbit account is connected. You can now sync your weight progress.',
  stateInvalid: 'This Fitbit connection was not started here or has expired. Please connect Fitbit again.',
  refused: 'Fitbit did not accept the connection. Please connect Fitbit again.',
  off: 'Fitbit is not available right now.',
  notConnected: 'Please connect Fitbit first.',
  unreachable: 'Fitbit cannot be reached right now. Please try again later.',
} as const;
