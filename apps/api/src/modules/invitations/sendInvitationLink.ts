import type { EmailLanguage, OrganizationRoleType } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { hashLinkToken, newLinkToken } from '../auth/linkTokens';
import { emailCopy } from '../email/emailTemplates';
import { enqueueEmail } from '../email/enqueueEmail';

export interface InvitationLinkContext {
  appUrl: string;
  ttlDays: number;
}

const roleNames: Record<EmailLanguage, Record<OrganizationRoleType, string>> = {
  en: { Admin: 'Admin', Editor: 'Editor', Viewer: 'Viewer' },
  es: { Admin: 'Administrador', Editor: 'Editor', Viewer: 'Lector' },
};

/**
 * A new link for an invitation (the previous ones marked replaced: they answer 410) and its email,
 * in the caller's transaction: the email exists if and only if the invitation change committed.
 */
export async function sendInvitationLink(
  trx: Kysely<Database>,
  invitation: { id: string; organizationId: string; organizationName: string; email: string; roleType: OrganizationRoleType; inviter: string; language: EmailLanguage },
  { appUrl, ttlDays }: InvitationLinkContext,
): Promise<void> {
  const token = newLinkToken();
  await trx
    .updateTable('invitation_links')
    .set({ replaced_at: new Date() })
    .where('invitation_id', '=', invitation.id)
    .where('replaced_at', 'is', null)
    .execute();
  await trx.insertInto('invitation_links').values({ token_hash: hashLinkToken(token), invitation_id: invitation.id }).execute();
  const { language } = invitation;
  const content = emailCopy.invitation[language]({
    inviter: invitation.inviter,
    organization: invitation.organizationName,
    role: roleNames[language][invitation.roleType],
    link: `${appUrl}/invite/${token}`,
    days: String(ttlDays),
  });
  await enqueueEmail(trx, { kind: 'invitation', to: invitation.email, language, content, organizationId: invitation.organizationId }, appUrl);
}
