import type { ReactNode } from 'react';
import { Link } from '@mealplan/shared/router';
import { untilScript, useHydrated } from '@mealplan/shared/ui';
import { Text } from '../i18n';
import { Icon } from './Icon';

const BENEFITS = ['auth.benefit.planned', 'auth.benefit.macros', 'auth.benefit.delivered'] as const;

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card every account-access screen (sign-in, sign-up, restore) sits in. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  // Sign-in and sign-up arrive prerendered: their fields and buttons wait for the script. Its loader enables them and
  // keeps what is typed, tapped and submitted until the page is hydrated; without scripts they stay disabled, so the
  // form is never sent as a plain one.
  const hydrated = useHydrated();
  return (
    <main className="auth">
      <div className="auth__brand">
        <Link to="/" className="auth__logo">
          <Icon name="leaf" /> <Text id="auth.brand" />
        </Link>
        <p className="auth__tagline">
          <Text id="auth.tagline" />
        </p>
        <ul className="auth__benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>
              <Icon name="check" size={20} /> <Text id={benefit} />
            </li>
          ))}
        </ul>
      </div>
      <section className="auth__card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth__title">
          {title}
        </h1>
        {subtitle && <p className="auth__subtitle">{subtitle}</p>}
        <fieldset className="auth__controls" {...untilScript(hydrated)}>
          {children}
        </fieldset>
      </section>
    </main>
  );
}
