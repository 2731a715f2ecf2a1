import type { Migration } from 'kysely';
import { initialSchema } from './001_initial';
import { adminAuditSchema } from './002_admin_audit';
import { aiDocumentsSchema } from './006_ai_documents';
import { roleNameUnique } from './005_role_name_unique';
import { contactMessages } from './003_contact_messages';
import { okrSchema } from './004_okr';
import { aiUploadBytes } from './007_ai_upload_bytes';
import { writeNotifications } from './008_write_notifications';
import { apiKeys } from './009_api_keys';
import { emailOutbox } from './010_email_outbox';
import { invitations } from './011_invitations';
import { writeNotificationsByOrganization } from './012_write_notifications_by_organization';
import { webhooks } from './013_webhooks';
import { everyTableNotifiesByOrganization } from './014_every_table_notifies_by_organization';
import { weeklyDigest } from './015_weekly_digest';
import { writesPlacedByUser } from './016_writes_placed_by_user';
import { aiChunkEmbeddings } from './017_ai_chunk_embeddings';
import { periods } from './018_periods';
import { sso } from './019_sso';
import { riskDays } from './021_risk_days';
import { ownerSeqIndexes } from './022_owner_seq_indexes';
import { riskFrom } from './023_risk_from';
import { scim } from './024_scim';
import { myAccount } from './025_my_account';
import { saml } from './026_saml';
import { secondFactors } from './027_second_factors';
import { comments } from './028_comments';
import { chatChannels } from './029_chat_channels';
import { notifications } from './030_notifications';

/**
 * Every migration, by name, in order. A static map rather than a folder scan, so the
 * migrations travel inside the bundled `dist/main.js`. Append new ones; never edit a shipped one.
 */
export const migrations: Record<string, Migration> = {
  '001_initial': initialSchema,
  '002_admin_audit': adminAuditSchema,
  '006_ai_documents': aiDocumentsSchema,
  '005_role_name_unique': roleNameUnique,
  '003_contact_messages': contactMessages,
  '004_okr': okrSchema,
  '007_ai_upload_bytes': aiUploadBytes,
  '008_write_notifications': writeNotifications,
  '009_api_keys': apiKeys,
  '010_email_outbox': emailOutbox,
  '011_invitations': invitations,
  '012_write_notifications_by_organization': writeNotificationsByOrganization,
  '013_webhooks': webhooks,
  '014_every_table_notifies_by_organization': everyTableNotifiesByOrganization,
  '015_weekly_digest': weeklyDigest,
  '016_writes_placed_by_user': writesPlacedByUser,
  '017_ai_chunk_embeddings': aiChunkEmbeddings,
  '018_periods': periods,
  '021_risk_days': riskDays,
  '019_sso': sso,
  '022_owner_seq_indexes': ownerSeqIndexes,
  '023_risk_from': riskFrom,
  '024_scim': scim,
  '025_my_account': myAccount,
  '026_saml': saml,
  '027_second_factors': secondFactors,
  '028_comments': comments,
  '029_chat_channels': chatChannels,
  '030_notifications': notifications,
};
