import { useParams } from 'react-router';
import { ConfirmEmailPage, VerifyEmailPage } from '@okr/auth/email-verification';
import { dashboardPage, loginPage } from '@okr/contract';

// The package leaves landmarks to its host. A new token is a new page (its own request).

/** `/verify-email/:token`: the link sent at sign-up. */
export function VerifyEmailRoute() {
  const { token = '' } = useParams();
  return (
    <main>
      <VerifyEmailPage key={token} token={token} continuePath={dashboardPage.href()} signInPath={loginPage.href()} />
    </main>
  );
}

/** `/confirm-email/:token`: the link sent to a new address. */
export function ConfirmEmailRoute() {
  const { token = '' } = useParams();
  return (
    <main>
      <ConfirmEmailPage key={token} token={token} continuePath={dashboardPage.href()} signInPath={loginPage.href()} />
    </main>
  );
}
