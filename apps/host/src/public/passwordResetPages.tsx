import { useParams } from 'react-router';
import { ForgotPasswordPage, ResetPasswordPage } from '@okr/auth/password-reset';

// The package leaves landmarks to its host, which may already have a <main>.

/** `/forgot-password`: the request for a reset link. */
export function ForgotPasswordRoute() {
  return (
    <main>
      <ForgotPasswordPage />
    </main>
  );
}

/** `/reset-password/:token`: the link of the email. A new token is a new page (its own request state). */
export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return (
    <main>
      <ResetPasswordPage key={token} token={token} />
    </main>
  );
}
