import { Link } from 'react-router-dom';

/** The terms sentence under the sign-in and sign-up forms (spec 1 /sign-in). */
export function TermsNotice() {
  return (
    <p className="terms-notice">
      By continuing you agree to our <Link to="/terms">Terms and Conditions</Link>, our{' '}
      <Link to="/refunds">Refund and Cancellation Policy</Link> and our <Link to="/privacy-policy">Privacy Policy</Link>,
      confirm that you are 18 years of age or older, and consent to receiving communication from us by email.
    </p>
  );
}
