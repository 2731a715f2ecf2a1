import { delay, http, HttpResponse } from 'msw';
import type { Notification } from '@okr/contract';
import { apiUrl, internalError } from '@okr/mocks';

// Story-only MSW handlers of `/me/notifications*`: the mocks' own arrive with the notif-api
// branch; these follow api-contract.md "Comments, mentions, notifications" until then.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const acme = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Acme Corp' };
const globex = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Globex' };
const ada = { id: '00000000-0000-4000-8000-0000000000b1', fullName: 'Ada Lovelace' };

export const sampleNotifications: Notification[] = [
  { id: '11111111-1111-4111-8111-111111111101', organization: acme, kind: 'mention', actor: ada, title: 'Raise net revenue retention to 115 %', href: '/app/objectives/kr-1?org=acme#comment-1', createdAt: minutesAgo(2), readAt: null },
  { id: '11111111-1111-4111-8111-111111111102', organization: acme, kind: 'comment_on_owned', actor: { id: ada.id, fullName: 'Ben Okafor' }, title: 'Ship the self-serve onboarding', href: '/app/objectives/o-2?org=acme#comment-2', createdAt: minutesAgo(50), readAt: null },
  { id: '11111111-1111-4111-8111-111111111103', organization: globex, kind: 'check_in_reminder', actor: null, title: 'Cut the p95 checkout latency under 300 ms', href: '/app/my-week?org=globex', createdAt: minutesAgo(60 * 20), readAt: null },
  { id: '11111111-1111-4111-8111-111111111104', organization: globex, kind: 'invitation_accepted', actor: { id: ada.id, fullName: 'Chidi Anagonye' }, title: 'Globex', href: '/app/settings?tab=organization&org=globex', createdAt: minutesAgo(60 * 50), readAt: minutesAgo(60 * 30) },
];

export const pushedNotification: Notification = {
  id: '11111111-1111-4111-8111-111111111105',
  organization: acme,
  kind: 'assigned',
  actor: ada,
  title: 'Hire two senior engineers',
  href: '/app/objectives/o-9?org=acme',
  createdAt: new Date().toISOString(),
  readAt: null,
};

const frame = (event: string, id: number, data: unknown) => `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;

/** A fresh in-memory inbox per call: list (with `X-Total-Count`, `?unread=true`), mark read, and the stream. */
export function notificationStoryHandlers(options: { items?: Notification[]; push?: Notification; streamFails?: boolean } = {}) {
  let items = (options.items ?? sampleNotifications).map((n) => ({ ...n }));
  const unread = () => items.filter((n) => n.readAt === null).length;
  return [
    http.get(apiUrl('/me/notifications/stream'), ({ request }) => {
      if (options.streamFails) return internalError();
      const encoder = new TextEncoder();
      let cancelled = false;
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(frame('unread', 1, { count: unread() })));
          if (!options.push) return;
          await delay(400);
          // The story may be gone by now (its stream cancelled): enqueueing then would throw into the next story.
          if (cancelled || request.signal.aborted) return;
          items = [options.push, ...items];
          controller.enqueue(encoder.encode(frame('notification', 2, options.push) + frame('unread', 3, { count: unread() })));
        },
        cancel() {
          cancelled = true;
        },
      });
      return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' } });
    }),
    http.get(apiUrl('/me/notifications'), ({ request }) => {
      const only = new URL(request.url).searchParams.get('unread') === 'true';
      const chosen = only ? items.filter((n) => n.readAt === null) : items;
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 50);
      return HttpResponse.json(chosen.slice(0, limit), { headers: { 'X-Total-Count': String(chosen.length) } });
    }),
    http.post(apiUrl('/me/notifications/read'), async ({ request }) => {
      const body = (await request.json()) as { ids?: string[]; all?: true };
      const now = new Date().toISOString();
      items = items.map((n) => (n.readAt === null && (body.all || body.ids?.includes(n.id)) ? { ...n, readAt: now } : n));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** Every call of the list stays pending (the stream too). */
export const notificationsSlowHandlers = [http.get(apiUrl('/me/notifications*'), () => new Promise<never>(() => undefined))];

/** The list fails with the API's 500; the stream too. */
export const notificationsErrorHandlers = [http.get(apiUrl('/me/notifications*'), () => internalError())];
