import { Box, Separator } from '@radix-ui/themes';
import { Fragment, useMemo, useRef } from 'react';
import type { ComponentType } from 'react';
import type { OrganizationMember } from '@okr/contract';
import { useLocale, useTranslation } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import type { MemberActionsProps } from './MemberActions';
import type { MembersCan } from './memberPermissions';
import { MemberRow } from './MemberRow';
import { useWindowedRange } from './useWindowedRange';

export interface MemberRowsProps {
  members: OrganizationMember[];
  onRemove: (member: OrganizationMember) => void;
  onEditRoles: (member: OrganizationMember) => void;
  can: MembersCan;
  /** Each row's actions (the `memberActions` slot). */
  actions?: ComponentType<MemberActionsProps>;
}

/** Up to this many rows render plainly (find-in-page works); longer lists are virtualized. */
export const VIRTUALIZE_FROM = 60;
/** Every row of a long list has this height (one line of name and chips, one of email and date). */
const ROW_HEIGHT = 72;

function useJoinedFormatter() {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}

/** The rows of the members list: all of them, or for long lists only those in view. */
export function MemberRows(props: MemberRowsProps) {
  return props.members.length >= VIRTUALIZE_FROM ? <VirtualRows {...props} /> : <PlainRows {...props} />;
}

function PlainRows({ members, onRemove, onEditRoles, can, actions }: MemberRowsProps) {
  const t = useTranslation(membersCatalogs);
  const joined = useJoinedFormatter();
  return (
    <ul className="okr-members-rows" aria-label={t('members.list.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {members.map((member, index) => (
        <Fragment key={member.id}>
          {index > 0 ? <Separator size="4" aria-hidden="true" /> : null}
          <li>
            <MemberRow member={member} joined={joined(member.joinedAt)} onRemove={onRemove} onEditRoles={onEditRoles} can={can} actions={actions} />
          </li>
        </Fragment>
      ))}
    </ul>
  );
}

function VirtualRows({ members, onRemove, onEditRoles, can, actions }: MemberRowsProps) {
  const t = useTranslation(membersCatalogs);
  const joined = useJoinedFormatter();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { start, end } = useWindowedRange(scrollRef, members.length, ROW_HEIGHT);
  return (
    <Box
      ref={scrollRef}
      className="okr-members-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('members.list.label')}
      style={{ height: 'min(70vh, 640px)', overflowY: 'auto', contain: 'strict' }}
    >
      <ul
        className="okr-members-rows"
        aria-label={t('members.list.label')}
        style={{ listStyle: 'none', margin: 0, padding: 0, position: 'relative', height: members.length * ROW_HEIGHT }}
      >
        {members.slice(start, end).map((member, offset) => {
          const index = start + offset;
          return (
            <li
              key={member.id}
              aria-setsize={members.length}
              aria-posinset={index + 1}
              style={{ position: 'absolute', top: index * ROW_HEIGHT, left: 0, right: 0, height: ROW_HEIGHT, overflow: 'hidden' }}
            >
              {index > 0 ? <Separator size="4" aria-hidden="true" /> : null}
              <MemberRow member={member} joined={joined(member.joinedAt)} onRemove={onRemove} onEditRoles={onEditRoles} can={can} actions={actions} compact />
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
