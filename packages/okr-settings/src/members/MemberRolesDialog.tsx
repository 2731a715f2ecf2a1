import { Badge, Button, Callout, Checkbox, Dialog, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrganizationMember, Role, RoleRef } from '@okr/contract';
import { LoadingState, getErrorMessage, useApiClient, useSessionStore, useToast, useTranslation } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';
import { memberRolesQuery, organizationRolesQuery } from './api';
import { fullNameOf } from './MemberRow';
import type { ChangeMemberRolesInput } from './useMembers';

export interface MemberRolesDialogProps {
  /** The member whose roles are edited; `null` closes the dialog. */
  member: OrganizationMember | null;
  onClose: () => void;
  onRoleChanged?: (member: OrganizationMember, roles: RoleRef[]) => void;
  /** The members hook's `changeRoles`. */
  changeRoles: PanelAction<ChangeMemberRolesInput, RoleRef[]>;
}

/**
 * A member's roles (api-contract.md, `PUT /organizations/{id}/users/{userId}/roles`): any of the
 * organization's Application and Custom roles, at least one; the Owner keeps the Admin role.
 */
export function MemberRolesDialog({ member, onClose, onRoleChanged, changeRoles }: MemberRolesDialogProps) {
  const t = useTranslation(membersCatalogs);
  const [shown, setShown] = useState(member);
  if (member && member !== shown) setShown(member);
  const name = shown ? fullNameOf(shown) : '';
  return (
    <Dialog.Root open={member !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="480px" className="okr-member-roles-dialog">
        <Dialog.Title>{t('members.roles.title', { name })}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('members.roles.description', { name })}
        </Dialog.Description>
        {member ? <MemberRolesForm member={member} onClose={onClose} onRoleChanged={onRoleChanged} changeRoles={changeRoles} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

const isDefaultAdmin = (role: Pick<Role, 'roleType' | 'category'>) => role.roleType === 'Admin' && role.category === 'Application';

function MemberRolesForm({ member, onClose, onRoleChanged, changeRoles: save }: { member: OrganizationMember } & Omit<MemberRolesDialogProps, 'member'>) {
  const t = useTranslation(membersCatalogs);
  const api = useApiClient();
  const toast = useToast();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const roles = useQuery(organizationRolesQuery(api, orgId));
  const held = useQuery(memberRolesQuery(api, orgId, member.id));
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const isOwner = member.membershipType === 'Owner';

  if (roles.isError || held.isError) {
    return (
      <Flex direction="column" gap="3">
        <Callout.Root color="red" role="alert">
          <Callout.Text>{getErrorMessage(roles.error ?? held.error, t('members.roles.loadError'))}</Callout.Text>
        </Callout.Root>
        <Flex justify="end">
          <Button variant="soft" color="gray" onClick={onClose}>
            {t('members.roles.cancel')}
          </Button>
        </Flex>
      </Flex>
    );
  }
  if (!roles.data || !held.data) return <LoadingState label={t('members.roles.loading')} />;

  const selection = chosen ?? new Set(held.data.map((role) => role.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selection);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const submit = () =>
    save.run({ member, roleIds: [...selection] }, {
      onSuccess: (updated) => {
        toast.success(t('members.roles.success'));
        onRoleChanged?.(member, updated);
        onClose();
      },
      onError: (error) => toast.error(getErrorMessage(error, t('members.roles.error'))),
    });

  return (
    <Flex direction="column" gap="3">
      <Flex asChild direction="column" gap="2">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('members.roles.title', { name: fullNameOf(member) })}>
          {roles.data.map((role) => {
            const locked = isOwner && isDefaultAdmin(role);
            return (
              <li key={role.id}>
                <Text as="label" size="2">
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={locked || selection.has(role.id)}
                      disabled={locked}
                      onCheckedChange={(value) => toggle(role.id, value === true)}
                    />
                    {role.name}
                    <Badge color={role.category === 'Custom' ? 'violet' : 'gray'} variant="soft" size="1">
                      {role.category}
                    </Badge>
                    {locked ? (
                      <Text size="1" color="gray">
                        {t('members.roles.ownerKeepsAdmin')}
                      </Text>
                    ) : null}
                  </Flex>
                </Text>
              </li>
            );
          })}
        </ul>
      </Flex>
      {selection.size === 0 ? (
        <Text size="1" color="red" role="alert">
          {t('members.roles.atLeastOne')}
        </Text>
      ) : null}
      <Flex gap="3" justify="end" mt="2">
        <Button variant="soft" color="gray" onClick={onClose}>
          {t('members.roles.cancel')}
        </Button>
        <Button onClick={submit} disabled={selection.size === 0 || save.isPending} loading={save.isPending}>
          {t('members.roles.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
