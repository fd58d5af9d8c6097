import type { SocialProvider } from '@mealplan/shared/account';
import { settingsStore } from '@mealplan/shared/session';
import { Button, useText } from '@mealplan/shared/ui';
import { type AccountMessageId } from '../i18n';
import { AUTHORIZE_URL_SETTINGS, startSocialSignIn, type SocialReturnPage } from './socialSignIn';

/** Brand names and logo letters, written the same in every language. */
const PROVIDERS: { provider: SocialProvider; brand: string; mark: string }[] = [
  { provider: 'facebook', brand: 'Facebook', mark: 'f' },
  { provider: 'google', brand: 'Google', mark: 'G' },
];

const LABELS: Record<SocialReturnPage, AccountMessageId> = { '/sign-in': 'auth.social.signIn', '/sign-up': 'auth.social.signUp' };

/** Facebook-type and Google-type buttons; the provider sends the customer back to returnPage. */
export function SocialButtons({ returnPage }: { returnPage: SocialReturnPage }) {
  const t = useText<AccountMessageId>();
  return (
    <div className="social-buttons">
      {PROVIDERS.map(({ provider, brand, mark }) => (
        <Button
          key={provider}
          variant="secondary"
          block
          className={`social-button social-button--${provider}`}
          onClick={() => startSocialSignIn(provider, settingsStore.text(AUTHORIZE_URL_SETTINGS[provider]), returnPage)}
        >
          <span className="social-button__mark" aria-hidden="true">
            {mark}
          </span>
          {t(LABELS[returnPage], { provider: brand })}
        </Button>
      ))}
    </div>
  );
}
