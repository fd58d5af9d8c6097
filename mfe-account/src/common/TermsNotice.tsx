import type { ReactNode } from 'react';
import { Link } from '@mealplan/shared/router';
import { Text } from '../i18n';

/** The terms sentence under the sign-in and sign-up forms (spec 1 /sign-in). */
export function TermsNotice() {
  return (
    <p className="terms-notice">
      <Text
        id="auth.terms"
        values={{
          terms: (chunks: ReactNode[]) => <Link to="/terms">{chunks}</Link>,
          refunds: (chunks: ReactNode[]) => <Link to="/refunds">{chunks}</Link>,
          privacy: (chunks: ReactNode[]) => <Link to="/privacy-policy">{chunks}</Link>,
        }}
      />
    </p>
  );
}
