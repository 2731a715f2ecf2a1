import { isSafeText } from '@okr/contract/schemas';
import { splitFullName } from '@okr/contract';
import type { OrganizationRoleType } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { addMember } from '../organizations/memberships';
import { listMembers } from '../settings/memberService';
import { findUserByEmail, insertUser, setCurrentOrganization } from '../users/userRepository';
import { recordWebhookEvent } from '../webhooks/recordWebhookEvent';

/**
 * The password hash of an account made by single sign-on: no argon2 hash has this shape, so no
 * password ever matches it (sign-in still spends a dummy verification: see verifyCredentials).
 * The person may set a password later by the reset link, unless their domain enforces SSO.
 */
export const SSO_ONLY_PASSWORD_HASH = '!sso-only';

/** A claim fit to store as a name: text, no NUL or lone surrogate, at most `max` characters. */
function nameClaim(value: unknown, max = 100): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && isSafeText(value) ? value.trim().slice(0, max) : undefined;
}

/** What a provider said of a person's name, whatever the protocol (OpenID claims, SAML attributes): unchecked values. */
export interface SsoNames {
  givenName?: unknown;
  familyName?: unknown;
  name?: unknown;
}

function namesOf(names: SsoNames, email: string): { firstName: string; lastName: string } {
  const given = nameClaim(names.givenName);
  if (given) return { firstName: given, lastName: nameClaim(names.familyName) ?? '' };
  const full = nameClaim(names.name, 201);
  if (full) {
    const { firstName, lastName } = splitFullName(full);
    return { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100) };
  }
  return { firstName: email.slice(0, email.indexOf('@')).slice(0, 100), lastName: '' };
}

export interface SsoSignIn {
  email: string;
  names: SsoNames;
  organizationId: string;
  roleType: OrganizationRoleType;
  actor: AuditActor;
}

/**
 * In one transaction: the user of the email (created just in time, with no password), their
 * membership with the connection's default role when they had none, the organization made their
 * current one, and the `auth.sso_login` entry. Null for a deactivated account or a membership an
 * administrator deactivated (single sign-on never brings back who was let go).
 */
export async function provisionSsoUser(db: Kysely<Database>, signIn: SsoSignIn): Promise<UserRow | null> {
  const { email, names, organizationId, roleType, actor } = signIn;
  return db.transaction().execute(async (trx) => {
    let user = await findUserByEmail(trx, email);
    const created = !user;
    user ??= await insertUser(trx, { email, passwordHash: SSO_ONLY_PASSWORD_HASH, ...namesOf(names, email), emailVerified: true });
    if (!user.is_active) return null;
    const membership = await scoped(trx, organizationId)
      .selectFrom('organization_members')
      .select('is_active')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (membership && !membership.is_active) return null;
    if (!membership) {
      const role = await scoped(trx, organizationId)
        .selectFrom('roles')
        .select('id')
        .where('role_type', '=', roleType)
        .where('category', '=', 'Application')
        .executeTakeFirstOrThrow();
      await addMember(trx, { organizationId, userId: user.id, membershipType: 'Member', roleIds: [role.id] });
      await recordWebhookEvent(trx, organizationId, 'member.added', (await listMembers(trx, organizationId, user.id))[0]);
    }
    await setCurrentOrganization(trx, user.id, organizationId);
    await recordAudit(trx, { ...actor, userId: user.id, email: user.email }, {
      action: 'auth.sso_login',
      organizationId,
      targetType: 'user',
      targetId: user.id,
      after: { createdUser: created, joined: !membership, ...(!membership && { roleType }) },
    });
    return { ...user, current_organization_id: organizationId };
  });
}
