import { Callout, Heading } from '@radix-ui/themes';
import type { RoleType } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { guardCatalogs } from '../lib/catalogs/guardCatalogs';

export interface AccessDeniedProps {
  roles: readonly RoleType[];
}

/** The spec's denied message, inline; `RequireRole` also shows it as a toast. */
export function AccessDenied({ roles }: AccessDeniedProps) {
  const t = useTranslation(guardCatalogs);
  return (
    <Callout.Root className="okr-access-denied" data-state="error" color="red" role="alert">
      <Heading as="h2" size="3">
        {t('auth.guard.forbiddenTitle')}
      </Heading>
      <Callout.Text>{t('auth.guard.forbidden', { roles: roles.join(', ') })}</Callout.Text>
    </Callout.Root>
  );
}
