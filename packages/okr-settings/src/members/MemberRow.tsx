import { Badge, Flex, Text } from '@radix-ui/themes';
import { memo } from 'react';
import type { ComponentType } from 'react';
import type { OrganizationMember } from '@okr/contract';
import { Initials, useTranslation } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import { MemberActions } from './MemberActions';
import type { MemberActionsProps } from './MemberActions';
import type { MembersCan } from './memberPermissions';

export interface MemberRowProps {
  member: OrganizationMember;
  joined: string;
  onRemove: (member: OrganizationMember) => void;
  onEditRoles: (member: OrganizationMember) => void;
  can: MembersCan;
  /** The row's actions (the `memberActions` slot); ours by default. */
  actions?: ComponentType<MemberActionsProps>;
  /** One line each for name and chips, email and date, cut off rather than wrapped (fixed-height rows). */
  compact?: boolean;
}

const roleColor = { Admin: 'crimson', Editor: 'blue', Viewer: 'gray', SuperAdmin: 'purple' } as const;
const membershipColor = { Owner: 'amber', Admin: 'iris', Member: 'gray' } as const;

export const fullNameOf = (member: Pick<OrganizationMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim();

/** One member (spec §2): initials, name, chips, email, 'Joined' date, role editing and removal. */
export const MemberRow = /* @__PURE__ */ memo(function MemberRow({ member, joined, onRemove, onEditRoles, can, actions: Actions = MemberActions, compact = false }: MemberRowProps) {
  const t = useTranslation(membersCatalogs);
  const name = fullNameOf(member);
  const isOwner = member.membershipType === 'Owner';
  return (
    <Flex className="okr-member-row" align="center" gap="3" py="3" px="4" data-owner={isOwner || undefined}>
      <Initials name={`${member.firstName} ${member.lastName}`} size={3} />
      <Flex direction="column" gap="1" flexGrow="1" minWidth="0">
        <Flex align="center" gap="2" wrap={compact ? 'nowrap' : 'wrap'} overflow="hidden">
          <Text size="2" weight="medium" className="okr-member-name" truncate={compact} style={compact ? { flexShrink: 0 } : { minWidth: 0, overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Badge color={member.roleType ? roleColor[member.roleType] : 'gray'} variant="soft" highContrast className="okr-member-role">
            {member.roleType ?? t('members.noRole')}
          </Badge>
          <Badge color={membershipColor[member.membershipType]} variant="outline" className="okr-member-membership">
            {member.membershipType}
          </Badge>
          {member.isActive ? null : (
            <Badge color="red" variant="soft" className="okr-member-inactive">
              {t('members.inactive')}
            </Badge>
          )}
        </Flex>
        <Flex wrap={compact ? 'nowrap' : 'wrap'} gapX="3" overflow="hidden">
          <Text size="1" color="gray" className="okr-member-email" truncate={compact} style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
          <Text size="1" color="gray" wrap="nowrap">
            {t('members.joined', { date: joined })}
          </Text>
        </Flex>
      </Flex>
      <Actions member={member} name={name} can={can} onEditRoles={() => onEditRoles(member)} onRemove={() => onRemove(member)} />
    </Flex>
  );
});
