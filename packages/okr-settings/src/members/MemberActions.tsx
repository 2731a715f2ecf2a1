import { Flex, IconButton, Tooltip } from '@radix-ui/themes';
import { useId } from 'react';
import type { OrganizationMember } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import { PencilIcon, TrashIcon } from '../lib/settingsIcons';
import type { MembersCan } from './memberPermissions';

/** What a member row's actions slot receives (`MembersView` `slots.memberActions`). */
export interface MemberActionsProps {
  member: OrganizationMember;
  /** Its full name, as the row shows it. */
  name: string;
  /** The caller's permission answers; `can.remove(member)` is false for the Owner. */
  can: MembersCan;
  /** Opens the member-roles dialog. */
  onEditRoles: () => void;
  /** Opens the remove confirmation. */
  onRemove: () => void;
}

/** A member row's own actions: edit roles, remove (disabled with the reason for the Owner). */
export function MemberActions({ member, name, can, onEditRoles, onRemove }: MemberActionsProps) {
  const t = useTranslation(membersCatalogs);
  const reasonId = useId();
  // The Owner's button stays, disabled with its reason, for a caller who may remove others.
  const ownerLocked = !can.remove(member) && can.remove({ membershipType: 'Member' });
  return (
    // 12 px apart: ghost buttons reach 6 px past their box, and none may cover another (WCAG 2.2, 2.5.8).
    <Flex gap="3" flexShrink="0">
      {can.changeRole(member) ? (
        // A native title, not a Tooltip: a long list mounts these per visible row.
        <IconButton variant="ghost" color="gray" aria-label={t('members.roles.edit', { name })} title={t('members.roles.edit', { name })} onClick={onEditRoles}>
          <PencilIcon />
        </IconButton>
      ) : null}
      {ownerLocked ? (
        <Tooltip content={t('members.remove.ownerReason')}>
          {/* A disabled button gets no hover or focus: the wrapper takes both, and the Tooltip then
              describes it by its open content (a second aria-describedby here read the reason twice). */}
          <span tabIndex={0} style={{ display: 'inline-flex' }}>
            <IconButton variant="ghost" color="red" disabled aria-label={t('members.remove.label', { name })} aria-describedby={reasonId}>
              <TrashIcon />
            </IconButton>
            {/* display:none, not `hidden`: a host's reset may show [hidden]; a description still reads it. */}
            <span id={reasonId} style={{ display: 'none' }}>
              {t('members.remove.ownerReason')}
            </span>
          </span>
        </Tooltip>
      ) : can.remove(member) ? (
        <IconButton variant="ghost" color="red" aria-label={t('members.remove.label', { name })} title={t('members.remove.label', { name })} onClick={onRemove}>
          <TrashIcon />
        </IconButton>
      ) : null}
    </Flex>
  );
}
