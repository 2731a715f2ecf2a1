import type { AuditEvent } from '@okr/contract';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * Whom or what a SCIM event is about, in the words the identity provider used: the person's
 * userName, the group's name, the token's prefix; the target's id when none was recorded.
 */
export function scimEventSubject(event: Pick<AuditEvent, 'before' | 'after' | 'targetId'>): string {
  for (const field of ['userName', 'displayName', 'prefix'] as const) {
    const found = text(event.after?.[field]) ?? text(event.before?.[field]);
    if (found) return found;
  }
  return event.targetId ?? '';
}

/** Who acted: the SCIM token (by its prefix) or, for a settings change, the person. */
export function scimEventActor(event: Pick<AuditEvent, 'actorType' | 'actorName' | 'actorEmail'>): { kind: 'token' | 'person'; name: string } | null {
  if (event.actorType === 'scim' && event.actorName) return { kind: 'token', name: event.actorName };
  if (event.actorEmail) return { kind: 'person', name: event.actorEmail };
  return null;
}
