import { useParams } from 'react-router';
import { InvitationPage } from '@okr/auth/invitation';

/** `/invite/:token`: the link of an invitation email. A new token is a new page (its own request state). */
export function InvitationRoute() {
  const { token = '' } = useParams();
  return (
    <main>
      <InvitationPage key={token} token={token} />
    </main>
  );
}
