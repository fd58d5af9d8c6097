// What a social sign-in adapter hands back after verifying the provider's token on the server.
import type { SocialProvider } from '@mealplan/shared/account';

export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable user id. */
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
}

export interface SocialVerifier {
  /** Resolves the verified identity, or null when the token is not valid for this app. */
  verify(token: string): Promise<SocialIdentity | null>;
}

export type SocialVerifiers = Record<SocialProvider, SocialVerifier>;

export function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}
