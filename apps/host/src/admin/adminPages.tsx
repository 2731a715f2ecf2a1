import { Flex, Text } from '@radix-ui/themes';
import { Outlet, useLocation, useParams } from 'react-router';
import {
  AdminOverview,
  AdminShell,
  AuditLog,
  MessagesList,
  OrganizationDetail,
  OrganizationsList,
  OutboxDetail,
  OutboxList,
  UserDetail,
  UsersList,
} from '@okr/admin';
import type { AdminSection } from '@okr/admin';
import { useSessionStore, useTranslation } from '@okr/core';
import { SignOutButton } from '../lib/SignOutButton';
import { hostCatalogs } from '../lib/hostCatalogs';

const sectionOf = (pathname: string): AdminSection => {
  const [, , section] = pathname.split('/');
  return section === 'organizations' || section === 'users' || section === 'messages' || section === 'outbox' || section === 'audit'
    ? section
    : 'overview';
};

/** The /admin frame: the package's shell with who is signed in and the way out. */
export function AdminLayout() {
  const t = useTranslation(hostCatalogs);
  const user = useSessionStore((s) => s.user);
  const { pathname } = useLocation();
  return (
    <AdminShell
      section={sectionOf(pathname)}
      actions={
        <Flex align="center" gap="3" wrap="wrap">
          {user ? (
            <Text size="2" color="gray">
              {t('host.admin.signedInAs', { name: user.fullName, email: user.email })}
            </Text>
          ) : null}
          <SignOutButton />
        </Flex>
      }
    >
      <Outlet />
    </AdminShell>
  );
}

export const AdminOverviewPage = AdminOverview;
export const AdminOrganizationsPage = () => <OrganizationsList />;
export const AdminUsersPage = () => <UsersList />;
export const AdminAuditPage = AuditLog;
export const AdminMessagesPage = MessagesList;
export const AdminOutboxPage = () => <OutboxList />;

export function AdminOrganizationPage() {
  const { id = '' } = useParams();
  return <OrganizationDetail key={id} organizationId={id} />;
}

export function AdminUserPage() {
  const { id = '' } = useParams();
  return <UserDetail key={id} userId={id} />;
}

export function AdminOutboxEmailPage() {
  const { id = '' } = useParams();
  return <OutboxDetail key={id} emailId={id} />;
}
