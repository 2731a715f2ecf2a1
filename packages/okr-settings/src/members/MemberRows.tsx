import { Box, Separator } from '@radix-ui/themes';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useMemo, useRef } from 'react';
import type { OrganizationMember } from '@okr/contract';
import { useLocale, useTranslation } from '@okr/core';
import { settingsCatalogs } from '../lib/settingsCatalogs';
import { MemberRow } from './MemberRow';

export interface MemberRowsProps {
  members: OrganizationMember[];
  onRemove: (member: OrganizationMember) => void;
  onEditRoles: (member: OrganizationMember) => void;
}

/** Up to this many rows render plainly (find-in-page works); longer lists are virtualized. */
export const VIRTUALIZE_FROM = 60;
const ROW_ESTIMATE = 72;

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

function PlainRows({ members, onRemove, onEditRoles }: MemberRowsProps) {
  const t = useTranslation(settingsCatalogs);
  const joined = useJoinedFormatter();
  return (
    <ul className="okr-members-rows" aria-label={t('members.list.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {members.map((member, index) => (
        <Fragment key={member.id}>
          {index > 0 ? <Separator size="4" aria-hidden="true" /> : null}
          <li>
            <MemberRow member={member} joined={joined(member.joinedAt)} onRemove={onRemove} onEditRoles={onEditRoles} />
          </li>
        </Fragment>
      ))}
    </ul>
  );
}

function VirtualRows({ members, onRemove, onEditRoles }: MemberRowsProps) {
  const t = useTranslation(settingsCatalogs);
  const joined = useJoinedFormatter();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Not compiled by the React Compiler (its API returns fresh functions); nothing here is memoized on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: members.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => members[index]?.id ?? index,
    overscan: 6,
  });
  return (
    <Box
      ref={scrollRef}
      className="okr-members-scroll"
      tabIndex={0}
      aria-label={t('members.list.label')}
      role="region"
      style={{ maxHeight: 'min(70vh, 640px)', overflowY: 'auto', contain: 'strict', height: 'min(70vh, 640px)' }}
    >
      <ul
        className="okr-members-rows"
        aria-label={t('members.list.label')}
        style={{ listStyle: 'none', margin: 0, padding: 0, position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const member = members[item.index];
          if (!member) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-setsize={members.length}
              aria-posinset={item.index + 1}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
            >
              {item.index > 0 ? <Separator size="4" aria-hidden="true" /> : null}
              <MemberRow member={member} joined={joined(member.joinedAt)} onRemove={onRemove} onEditRoles={onEditRoles} />
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
