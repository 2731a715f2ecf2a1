import { Badge, Flex, IconButton, Text, Tooltip } from '@radix-ui/themes';
import { memo, useId } from 'react';
import type { OrganizationMember } from '@okr/contract';
import { Initials, useTranslation } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import { PencilIcon, TrashIcon } from '../lib/settingsIcons';

export interface MemberRowProps {
  member: OrganizationMember;
  joined: string;
  onRemove: (member: OrganizationMember) => void;
  onEditRoles: (member: OrganizationMember) => void;
  /** One line each for name and chips, email and date, cut off rather than wrapped (fixed-height rows). */
  compact?: boolean;
}

const roleColor = { Admin: 'crimson', Editor: 'blue', Viewer: 'gray', SuperAdmin: 'purple' } as const;
const membershipColor = { Owner: 'amber', Admin: 'iris', Member: 'gray' } as const;

export const fullNameOf = (member: Pick<OrganizationMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim();

/** One member (spec §2): initials, name, chips, email, 'Joined' date, role editing and removal. */
export const MemberRow = memo(function MemberRow({ member, joined, onRemove, onEditRoles, compact = false }: MemberRowProps) {
  const t = useTranslation(membersCatalogs);
  const reasonId = useId();
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
      {/* 12 px apart: ghost buttons reach 6 px past their box, and none may cover another (WCAG 2.2, 2.5.8). */}
      <Flex gap="3" flexShrink="0">
        {/* A native title, not a Tooltip: a long list mounts these per visible row. */}
        <IconButton variant="ghost" color="gray" aria-label={t('members.roles.edit', { name })} title={t('members.roles.edit', { name })} onClick={() => onEditRoles(member)}>
          <PencilIcon />
        </IconButton>
        {isOwner ? (
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
        ) : (
          <IconButton variant="ghost" color="red" aria-label={t('members.remove.label', { name })} title={t('members.remove.label', { name })} onClick={() => onRemove(member)}>
            <TrashIcon />
          </IconButton>
        )}
      </Flex>
    </Flex>
  );
});
