// Which provider serves each third-party feature: the real one when its credentials are set; otherwise the
// local sandbox (outbox, social and scheduling sandboxes) outside production, and nothing in production, where
// the feature is turned off with a clear message to the customer (issue 9: no sandbox fallback in production).

export type ProviderMode = 'real' | 'sandbox' | 'off';

export interface ProviderModes {
  mail: ProviderMode;
  sms: ProviderMode;
  google: ProviderMode;
  facebook: ProviderMode;
  /** The consultation widget: real when the scheduling_widget_url setting names a provider (read per request). */
  scheduling: Exclude<ProviderMode, 'real'>;
}

export const isProduction = (env: NodeJS.ProcessEnv): boolean => env.NODE_ENV === 'production';

const mode = (configured: boolean, env: NodeJS.ProcessEnv): ProviderMode => (configured ? 'real' : isProduction(env) ? 'off' : 'sandbox');

export function providerModes(env: NodeJS.ProcessEnv): ProviderModes {
  return {
    mail: mode(Boolean(env.SMTP_URL), env),
    sms: mode(Boolean(env.SMS_API_URL && env.SMS_API_KEY), env),
    google: mode(Boolean(env.GOOGLE_CLIENT_ID), env),
    facebook: mode(Boolean(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET), env),
    scheduling: isProduction(env) ? 'off' : 'sandbox',
  };
}

/** The local outbox shows what mail and SMS would have sent: only while one of them is its sandbox. */
export const outboxEnabled = (env: NodeJS.ProcessEnv): boolean => {
  const modes = providerModes(env);
  return modes.mail === 'sandbox' || modes.sms === 'sandbox';
};

const FEATURE_NAMES: Record<Exclude<keyof ProviderModes, 'scheduling'>, string> = {
  mail: 'email (sign-up confirmation, password restore, plan requests): set SMTP_URL',
  sms: 'SMS sign-in codes: set SMS_API_URL and SMS_API_KEY',
  google: 'Google sign-in: set GOOGLE_CLIENT_ID',
  facebook: 'Facebook sign-in: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET',
};

/** One line per feature that is off or served by a local sandbox, for the start-up log. */
export function providerReport(env: NodeJS.ProcessEnv): string[] {
  const modes = providerModes(env);
  const lines: string[] = [];
  for (const [feature, description] of Object.entries(FEATURE_NAMES) as [keyof typeof FEATURE_NAMES, string][]) {
    if (modes[feature] === 'off') lines.push(`OFF: ${description}`);
    if (modes[feature] === 'sandbox') lines.push(`local sandbox (loopback only): ${description}`);
  }
  if (modes.scheduling === 'off') lines.push('OFF: the local scheduling sandbox (set scheduling_widget_url to a real provider)');
  return lines;
}
