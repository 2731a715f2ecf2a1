import { randomUUID } from 'node:crypto';
import { INVITATION_RESEND_COOLDOWN_SECONDS } from '@okr/contract';
import type { CreateInvitationRequest, EmailLanguage, Invitation, InvitationListQuery } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { notFound, ruleViolation } from '../../lib/AppError';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import { isUuid } from '../../lib/isUuid';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { decodeCursor, pageOf } from '../okr/paging';
import type { Page } from '../okr/paging';
import { alreadyAccepted, alreadyMember, alreadyPending, alreadyRevoked, sentTooRecently } from './invitationErrors';
import { sendInvitationLink } from './sendInvitationLink';
import type { InvitationLinkContext } from './sendInvitationLink';
import { toInvitation } from './toInvitation';

export interface Inviter {
  userId: string;
  fullName: string;
  /** The language of the email: the inviter's (Accept-Language of the request). */
  language: EmailLanguage;
}

const daysFromNow = (days: number, now: Date) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

async function organizationName(trx: Kysely<Database>, organizationId: string): Promise<string> {
  const row = await trx.selectFrom('organizations').select('name').where('id', '=', organizationId).executeTakeFirst();
  if (!row) throw notFound('Organization');
  return row.name;
}

/** POST /organizations/{id}/invitations: the invitation, its link and its email in one transaction. */
export async function createInvitation(
  db: Kysely<Database>,
  organizationId: string,
  inviter: Inviter,
  body: CreateInvitationRequest,
  actor: AuditActor,
  context: InvitationLinkContext,
): Promise<Invitation> {
  const { email, roleType } = body;
  if (roleType === 'SuperAdmin') throw ruleViolation('SuperAdmin cannot be assigned inside an organization');
  const now = new Date();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const name = await organizationName(trx, organizationId);
      const member = await trx
        .selectFrom('organization_members')
        .innerJoin('users', 'users.id', 'organization_members.user_id')
        .select('users.id')
        .where('organization_members.organization_id', '=', organizationId)
        .where('users.email', '=', email)
        .executeTakeFirst();
      if (member) throw alreadyMember(email);
      const pending = await trx
        .selectFrom('invitations')
        .select(['id', 'expires_at'])
        .where('organization_id', '=', organizationId)
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .forUpdate()
        .executeTakeFirst();
      if (pending && pending.expires_at > now) throw alreadyPending(email);
      // An expired one gives its place to the new one, and says so from now on.
      if (pending) await trx.updateTable('invitations').set({ status: 'expired' }).where('id', '=', pending.id).execute();
      const inserted = await trx
        .insertInto('invitations')
        .values({
          id: randomUUID(),
          organization_id: organizationId,
          email,
          role_type: roleType,
          status: 'pending',
          invited_by: inviter.userId,
          invited_by_name: inviter.fullName,
          language: inviter.language,
          expires_at: daysFromNow(context.ttlDays, now),
          last_sent_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await sendInvitationLink(
        trx,
        { id: inserted.id, organizationId, organizationName: name, email, roleType, inviter: inviter.fullName, language: inviter.language },
        context,
      );
      await recordAudit(trx, actor, {
        action: 'invitation.created',
        organizationId,
        targetType: 'invitation',
        targetId: inserted.id,
        after: { email, roleType },
      });
      return inserted;
    });
    return toInvitation(row, now);
  } catch (error) {
    // Two invitations of the same address at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw alreadyPending(email);
    throw error;
  }
}

/** GET /organizations/{id}/invitations: newest first, by status (`expired` is computed, see toInvitation). */
export async function listInvitations(
  db: Kysely<Database>,
  organizationId: string,
  { status, limit, cursor }: InvitationListQuery,
): Promise<Page<Invitation>> {
  const after = decodeCursor(cursor);
  const now = new Date();
  let filtered = db.selectFrom('invitations').where('organization_id', '=', organizationId);
  if (status === 'pending') filtered = filtered.where('status', '=', 'pending').where('expires_at', '>', now);
  else if (status === 'expired') {
    filtered = filtered.where((eb) =>
      eb.or([eb('status', '=', 'expired'), eb.and([eb('status', '=', 'pending'), eb('expires_at', '<=', now)])]),
    );
  } else if (status !== 'all') filtered = filtered.where('status', '=', status);
  const paged = after === undefined ? filtered : filtered.where('seq', '<', after);
  const [rows, count] = await Promise.all([
    paged.selectAll().orderBy('seq', 'desc').limit(limit + 1).execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const page = pageOf(rows, limit);
  return { items: page.rows.map((row) => toInvitation(row, now)), next: page.next, total: Number(count.n) };
}

async function lockInvitation(trx: Kysely<Database>, organizationId: string, invitationId: string) {
  const row = isUuid(invitationId)
    ? await trx
        .selectFrom('invitations')
        .selectAll()
        .where('organization_id', '=', organizationId)
        .where('id', '=', invitationId)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Invitation');
  return row;
}

/** POST .../resend: a new link (the old one answers 410), a new expiry, a new email; 429 within a minute of the last. */
export async function resendInvitation(
  db: Kysely<Database>,
  organizationId: string,
  invitationId: string,
  language: EmailLanguage,
  actor: AuditActor,
  context: InvitationLinkContext,
): Promise<Invitation> {
  const now = new Date();
  const row = await db.transaction().execute(async (trx) => {
    const invitation = await lockInvitation(trx, organizationId, invitationId);
    if (invitation.status === 'accepted') throw alreadyAccepted();
    if (invitation.status === 'revoked') throw alreadyRevoked();
    const waitMs = invitation.last_sent_at.getTime() + INVITATION_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) throw sentTooRecently(Math.ceil(waitMs / 1000));
    // An expired invitation whose address was invited again since: the newer one is the pending one.
    const newer = await trx
      .selectFrom('invitations')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('email', '=', invitation.email)
      .where('status', '=', 'pending')
      .where('id', '!=', invitation.id)
      .executeTakeFirst();
    if (newer) throw alreadyPending(invitation.email);
    const updated = await trx
      .updateTable('invitations')
      .set({ status: 'pending', expires_at: daysFromNow(context.ttlDays, now), last_sent_at: now, language })
      .where('id', '=', invitation.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await sendInvitationLink(
      trx,
      {
        id: updated.id,
        organizationId,
        organizationName: await organizationName(trx, organizationId),
        email: updated.email,
        roleType: updated.role_type,
        inviter: updated.invited_by_name,
        language,
      },
      context,
    );
    await recordAudit(trx, actor, { action: 'invitation.resent', organizationId, targetType: 'invitation', targetId: updated.id, after: { email: updated.email } });
    return updated;
  });
  return toInvitation(row, now);
}

/** DELETE .../{invitationId}: revoked, its links answer 410. Revoking a revoked one changes nothing. */
export async function revokeInvitation(db: Kysely<Database>, organizationId: string, invitationId: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invitation = await lockInvitation(trx, organizationId, invitationId);
    if (invitation.status === 'accepted') throw alreadyAccepted();
    if (invitation.status === 'revoked') return;
    await trx.updateTable('invitations').set({ status: 'revoked' }).where('id', '=', invitation.id).execute();
    await recordAudit(trx, actor, { action: 'invitation.revoked', organizationId, targetType: 'invitation', targetId: invitation.id, before: { email: invitation.email, roleType: invitation.role_type } });
  });
}
