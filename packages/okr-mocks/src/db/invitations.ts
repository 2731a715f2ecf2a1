import { INVITATION_RESEND_COOLDOWN_SECONDS, INVITATION_TTL_DAYS_DEFAULT } from '@okr/contract';
import type { EmailLanguage, Invitation, InvitationStatus, OrganizationRoleType, PublicInvitation } from '@okr/contract';
import type { MockDb } from './MockDb';
import { mockAppUrl, queueEmail } from './outbox';
import type { InvitationRecord } from './records';

// Invitations as the API keeps them (apps/api/src/modules/invitations): every link ever sent,
// `expired` computed from `expiresAt`, one pending invitation per address and organization.

const DAY_MS = 86_400_000;
const roleNames: Record<EmailLanguage, Record<OrganizationRoleType, string>> = {
  en: { Admin: 'Admin', Editor: 'Editor', Viewer: 'Viewer' },
  es: { Admin: 'Administrador', Editor: 'Editor', Viewer: 'Lector' },
};

/** The API's words for each answer (apps/api/src/modules/invitations/invitationErrors.ts). */
export const invitationMessages = {
  superAdmin: 'SuperAdmin cannot be assigned inside an organization',
  alreadyMember: (email: string) => `${email} is already a member of this organization`,
  alreadyPending: (email: string) => `${email} already has a pending invitation to this organization`,
  accepted: 'This invitation was already accepted',
  revoked: 'This invitation was revoked',
  sentTooRecently: 'This invitation was sent less than a minute ago. Try again in a minute.',
  unknownLink: 'This invitation link is not valid',
  sentToSomeoneElse: (email: string) => `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  gone: {
    accepted: 'This invitation was already accepted',
    revoked: 'This invitation was revoked',
    expired: 'This invitation has expired',
    replaced: 'A newer invitation was sent: use the link in the latest email',
  },
} as const;

export type GoneReason = keyof typeof invitationMessages.gone;

export function invitationStatusOf(db: MockDb, row: Pick<InvitationRecord, 'status' | 'expiresAt'>): InvitationStatus {
  return row.status === 'pending' && Date.parse(row.expiresAt) <= Date.parse(db.now()) ? 'expired' : row.status;
}

export function toInvitation(db: MockDb, row: InvitationRecord): Invitation {
  const { language: _language, lastSentAt: _lastSentAt, ...wire } = row;
  return { ...wire, status: invitationStatusOf(db, row) };
}

/** The link an invitation email carries (`{APP_URL}/invite/{token}`). */
export const invitationLink = (token: string) => `${mockAppUrl()}/invite/${encodeURIComponent(token)}`;

/** A new link for the invitation (the previous ones replaced) and its email, as one API transaction. */
export function sendInvitationLink(db: MockDb, invitation: InvitationRecord, token = db.nextId('invite-token')): string {
  for (const link of db.invitationLinks.filter((row) => row.invitationId === invitation.id && row.replacedAt === null)) {
    db.invitationLinks.update(link.id, { replacedAt: db.now() });
  }
  db.invitationLinks.insert({ id: db.nextId('invitation-link'), token, invitationId: invitation.id, replacedAt: null });
  const organization = db.organizations.get(invitation.organizationId)?.name ?? '';
  const inviter = invitation.invitedBy.fullName;
  const role = roleNames[invitation.language][invitation.roleType];
  const days = INVITATION_TTL_DAYS_DEFAULT;
  const spanish = invitation.language === 'es';
  const text = spanish
    ? [`Hola:`, '', `${inviter} te invitó a unirte a ${organization} en OKR como ${role}.`, '', `Aceptar la invitación: ${invitationLink(token)}`, '', `El enlace funciona una vez y caduca en ${days} días.`]
    : ['Hello,', '', `${inviter} invited you to join ${organization} on OKR as ${role}.`, '', `Accept the invitation: ${invitationLink(token)}`, '', `The link works once and expires in ${days} days.`];
  queueEmail(db, {
    to: invitation.email,
    subject: spanish ? `${inviter} te invitó a ${organization} en OKR` : `${inviter} invited you to ${organization} on OKR`,
    kind: 'invitation',
    text: text.join('\n'),
    language: invitation.language,
  });
  return token;
}

export interface NewInvitation {
  organizationId: string;
  email: string;
  roleType: OrganizationRoleType;
  invitedBy: { id: string | null; fullName: string };
  language?: EmailLanguage;
}

/** Stores a pending invitation (expiring after the default TTL) and sends its first link; answers the token. */
export function createInvitation(db: MockDb, input: NewInvitation, token?: string): { invitation: InvitationRecord; token: string } {
  const now = db.now();
  const invitation = db.invitations.insert({
    id: db.nextId('invitation'),
    organizationId: input.organizationId,
    email: input.email.toLowerCase(),
    roleType: input.roleType,
    status: 'pending',
    invitedBy: input.invitedBy,
    createdAt: now,
    expiresAt: new Date(Date.parse(now) + INVITATION_TTL_DAYS_DEFAULT * DAY_MS).toISOString(),
    acceptedAt: null,
    language: input.language ?? 'en',
    lastSentAt: now,
  });
  return { invitation, token: sendInvitationLink(db, invitation, token) };
}

/** Seconds before the invitation may be sent again (0: now). */
export function resendWaitSeconds(db: MockDb, invitation: InvitationRecord): number {
  const wait = Date.parse(invitation.lastSentAt) + INVITATION_RESEND_COOLDOWN_SECONDS * 1000 - Date.parse(db.now());
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

/** Resends: a new expiry and a new link (the old one answers 410). */
export function resendInvitation(db: MockDb, invitation: InvitationRecord, language = invitation.language): InvitationRecord {
  const now = db.now();
  const updated = db.invitations.update(invitation.id, {
    status: 'pending',
    language,
    expiresAt: new Date(Date.parse(now) + INVITATION_TTL_DAYS_DEFAULT * DAY_MS).toISOString(),
    lastSentAt: now,
  })!;
  sendInvitationLink(db, updated);
  return updated;
}

export type LinkCheck = { ok: true; invitation: InvitationRecord } | { ok: false; reason: 'unknown' } | { ok: false; reason: GoneReason };

/** A link as the API judges it: unknown (404), or no longer valid (410 with its reason). */
export function checkInvitationLink(db: MockDb, token: string): LinkCheck {
  const link = db.invitationLinks.find((row) => row.token === token);
  const invitation = link && db.invitations.get(link.invitationId);
  if (!link || !invitation || !db.organizations.get(invitation.organizationId)) return { ok: false, reason: 'unknown' };
  const status = invitationStatusOf(db, invitation);
  if (status !== 'pending') return { ok: false, reason: status };
  if (link.replacedAt !== null) return { ok: false, reason: 'replaced' };
  return { ok: true, invitation };
}

export function toPublicInvitation(db: MockDb, invitation: InvitationRecord): PublicInvitation {
  return {
    organization: { id: invitation.organizationId, name: db.organizations.get(invitation.organizationId)?.name ?? '' },
    email: invitation.email,
    roleType: invitation.roleType,
    invitedBy: { fullName: invitation.invitedBy.fullName },
    expiresAt: invitation.expiresAt,
    status: 'pending',
  };
}
