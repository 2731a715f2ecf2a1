import type { Notification } from '@okr/contract';

// Plain notifications of the item and list stories (the bell's stories read the mocks' inbox).

const acme = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Acme Corp' };
const globex = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Globex' };
const eddie = { id: '00000000-0000-4000-8000-0000000000b1', fullName: 'Eddie Editor' };
const at = '2026-11-20T14:02:00.000Z';

const base = { organization: acme, actor: eddie, createdAt: at, readAt: null };

/** One of each kind, newest first; the last one read. */
export const notificationsOfEveryKind: Notification[] = [
  { ...base, id: '11111111-1111-4111-8111-111111111101', kind: 'mention', title: 'Sign 40 new customers in DACH', href: '/app/objectives/o-1?org=acme&keyResult=kr-1#comment-c1' },
  { ...base, id: '11111111-1111-4111-8111-111111111102', kind: 'comment_on_owned', title: 'Expand into the DACH market', href: '/app/objectives/o-1?org=acme#comment-c2' },
  { ...base, id: '11111111-1111-4111-8111-111111111103', kind: 'assigned', organization: globex, title: 'Cut the p95 checkout latency under 300 ms', href: '/app/objectives/o-9?org=globex' },
  { ...base, id: '11111111-1111-4111-8111-111111111104', kind: 'check_in_reminder', actor: null, title: 'Build €1.2M of qualified pipeline in DACH', href: '/app/objectives/o-1?org=acme&keyResult=kr-2' },
  { ...base, id: '11111111-1111-4111-8111-111111111105', kind: 'invitation_accepted', title: 'Acme Corp', href: '/app/settings?tab=organization&org=acme', readAt: at },
];
