import { Button } from '@radix-ui/themes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@okr/auth/session';
import { useTranslation } from '@okr/core';
import { hostCatalogs } from './hostCatalogs';

/** Signs out (best effort on the server, always locally) and returns to the public page. */
export function SignOutButton() {
  const t = useTranslation(hostCatalogs);
  const logout = useLogout();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    await logout();
    navigate('/', { replace: true });
  };
  return (
    <Button variant="soft" color="gray" onClick={() => void signOut()} disabled={pending}>
      {t('host.signOut')}
    </Button>
  );
}
