import { Box, Container, Flex, Separator, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ErrorState, OKR_ROOT_CLASS, useTranslation } from '@okr/core';
import { AdminLink } from '../lib/AdminLink';
import { adminCatalogs } from '../lib/adminCatalogs';
import type { AdminMessageKey } from '../lib/adminCatalogs';
import { useIsSuperAdmin } from '../lib/useIsSuperAdmin';

export type AdminSection = 'overview' | 'organizations' | 'users' | 'messages' | 'outbox' | 'audit';

const sections: { id: AdminSection; path: string; label: AdminMessageKey }[] = [
  { id: 'overview', path: '', label: 'admin.shell.overview' },
  { id: 'organizations', path: '/organizations', label: 'admin.shell.organizations' },
  { id: 'users', path: '/users', label: 'admin.shell.users' },
  { id: 'messages', path: '/messages', label: 'admin.shell.messages' },
  { id: 'outbox', path: '/outbox', label: 'admin.shell.outbox' },
  { id: 'audit', path: '/audit', label: 'admin.shell.audit' },
];

export interface AdminShellProps {
  /** The section shown, marked in the navigation. */
  section: AdminSection;
  children: ReactNode;
  /** Where the host mounts the area (`/admin`). */
  basePath?: string;
  /** Beside the navigation, e.g. the host's sign-out button. */
  actions?: ReactNode;
}

/**
 * The frame of the super-administrator area: title, section navigation, content. Renders its
 * content only for a super administrator (the host's guard sends everyone else away first; the
 * API refuses them anyway).
 */
export function AdminShell({ section, children, basePath = '/admin', actions }: AdminShellProps) {
  const t = useTranslation(adminCatalogs);
  const allowed = useIsSuperAdmin();
  return (
    <Box className={OKR_ROOT_CLASS} style={{ minHeight: '100vh' }}>
      <Box style={{ background: 'var(--color-panel-solid)', borderBottom: '1px solid var(--gray-5)' }}>
        <Container size="4" px="4">
          <Flex align="center" justify="between" gap="3" wrap="wrap" py="3">
            <Text as="p" size="4" weight="bold">
              {t('admin.shell.title')}
            </Text>
            {actions}
          </Flex>
          <Separator size="4" />
          <nav aria-label={t('admin.shell.nav')} style={{ overflowX: 'auto' }}>
            {/* On a phone the sections wrap to a second line rather than hide off the edge. */}
            <Flex gapX={{ initial: '3', sm: '4' }} gapY="0" wrap="wrap" asChild>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {sections.map((item) => (
                  <li
                    key={item.id}
                    style={{
                      padding: '10px 0 8px',
                      whiteSpace: 'nowrap',
                      borderBottom: `2px solid ${item.id === section ? 'var(--accent-9)' : 'transparent'}`,
                    }}
                  >
                    <AdminLink
                      to={`${basePath}${item.path}`}
                      weight="medium"
                      color={item.id === section ? undefined : 'gray'}
                      aria-current={item.id === section ? 'page' : undefined}
                    >
                      {t(item.label)}
                    </AdminLink>
                  </li>
                ))}
              </ul>
            </Flex>
          </nav>
        </Container>
      </Box>
      <Container size="4" px="4" py="5">
        <main>{allowed ? children : <ErrorState message={t('admin.shell.forbidden')} />}</main>
      </Container>
    </Box>
  );
}
