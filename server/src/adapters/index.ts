// The third-party services the account code uses, built from the environment.
import path from 'node:path';
import { defaultPublicOrigin } from '../config';
import { createMailer, type Mailer } from './mail';
import { DEFAULT_OUTBOX_DIR, Outbox } from './outbox';
import { connectLimitsRedis, createRateLimits, type RateLimits, type RateLimitsOptions } from './rate-limits';
import { createSmsSender, type SmsSender } from './sms';
import { providerModes } from './providers';
import { createSocialVerifiers, type SocialVerifierOptions, type SocialVerifiers } from './social';

export interface AccountServices {
  mailer: Mailer;
  sms: SmsSender;
  social: SocialVerifiers;
  limits: RateLimits;
  outbox: Outbox;
  /** Origin of the links sent by email, e.g. http://localhost:8080. */
  publicOrigin: string;
  /** Where plan requests go when the settings hold no team email. */
  fallbackTeamEmail: string;
  /** Closes the connections these services opened (the rate limits' Redis client). */
  close(): Promise<void>;
}

export interface AccountServicesOptions {
  env?: NodeJS.ProcessEnv;
  outboxDir?: string;
  publicOrigin?: string;
  /** Rules and store of the rate limits; Redis-backed when REDIS_URL is set. */
  limits?: RateLimitsOptions;
  /** How the real social providers' tokens are checked (tests give a local key set). */
  social?: SocialVerifierOptions;
}

export const DEFAULT_TEAM_EMAIL = 'team@mealplan.ae';
const DEFAULT_SENDER = 'MealPlan <no-reply@mealplan.ae>';

export async function createAccountServices(opts: AccountServicesOptions = {}): Promise<AccountServices> {
  const env = opts.env ?? process.env;
  const outbox = new Outbox(opts.outboxDir ?? (env.OUTBOX_DIR ? path.resolve(env.OUTBOX_DIR) : DEFAULT_OUTBOX_DIR));
  const smsProvider =
    env.SMS_API_URL && env.SMS_API_KEY ? { apiUrl: env.SMS_API_URL, apiKey: env.SMS_API_KEY, sender: env.SMS_SENDER ?? 'MealPlan' } : undefined;
  const modes = providerModes(env);
  const limitsRedis =
    env.REDIS_URL && !opts.limits?.redis ? await connectLimitsRedis({ url: env.REDIS_URL, prefix: env.REDIS_PREFIX?.trim() ?? '' }) : undefined;
  return {
    outbox,
    mailer: createMailer({
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      from: env.MAIL_FROM ?? DEFAULT_SENDER,
      outbox,
      off: modes.mail === 'off',
    }),
    sms: createSmsSender({ ...(smsProvider ? { provider: smsProvider } : {}), outbox, off: modes.sms === 'off' }),
    social: await createSocialVerifiers(env, opts.social),
    limits: createRateLimits({ ...opts.limits, ...(limitsRedis ? { redis: limitsRedis } : {}) }),
    // The address npm start prints (config.ts): PUBLIC_ORIGIN, else http://localhost:<PORT> or the address HOST names.
    publicOrigin: opts.publicOrigin ?? env.PUBLIC_ORIGIN ?? defaultPublicOrigin(Number(env.PORT ?? 8080), env.HOST?.trim() || undefined),
    fallbackTeamEmail: env.TEAM_EMAIL ?? DEFAULT_TEAM_EMAIL,
    async close() {
      await limitsRedis?.close();
    },
  };
}
