import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSwitchOrganization } from '@okr/auth/session';
import { useSessionStore, useToast, useTranslation } from '@okr/core';
import { hostCatalogs } from '../lib/hostCatalogs';

/**
 * A link into the app may name its organization (`?org=<id>`: My week's items, the weekly
 * digest's links). When it is not the current one, switch to it first (the spec's switch: roles,
 * flags and organization caches), then drop the parameter; the page waits (`pending`) so it never
 * asks the other organization for the item. Not a member there: the current one stays, with a toast.
 */
export function useOrganizationFromLink(): { pending: boolean } {
  const t = useTranslation(hostCatalogs);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const current = useSessionStore((s) => s.organization?.id ?? null);
  const switchOrganization = useSwitchOrganization();
  const wanted = new URLSearchParams(search).get('org');
  const [settled, setSettled] = useState<string | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    // Each link is handled once: re-renders (and the switch's own) must not start it again.
    if (!wanted) {
      handled.current = null;
      return;
    }
    if (handled.current === wanted) return;
    handled.current = wanted;
    const withoutOrg = () => {
      const params = new URLSearchParams(search);
      params.delete('org');
      const rest = params.toString();
      navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
    };
    if (wanted === current) return withoutOrg();
    switchOrganization.mutate(wanted, {
      onError: () => toast.error(t('host.orgLink.error')),
      onSettled: () => {
        setSettled(wanted);
        withoutOrg();
      },
    });
  }, [wanted, current, pathname, search, hash, navigate, switchOrganization, toast, t]);

  return { pending: Boolean(wanted) && wanted !== current && settled !== wanted };
}
