import type { MockDb } from '../db/MockDb';

/**
 * Every organization posts to two chat channels: a Slack channel that gets everything and a
 * Teams channel of the leadership team that gets the digest and at-risk objectives, whose last
 * two messages failed.
 */
export function addSomeChatChannels(db: MockDb): void {
  const at = (minutes: number) => new Date(Date.parse(db.now()) + minutes * 60_000).toISOString();
  for (const organization of db.organizations.all()) {
    db.chatChannels.insert({
      id: db.nextId('chat'),
      organizationId: organization.id,
      kind: 'teams',
      name: 'Leadership',
      url: 'https://prod-12.westeurope.logic.azure.com/workflows/5f1c0d7e9a2b4c/triggers/manual/paths/invoke',
      events: ['objective.at_risk', 'weekly_digest'],
      enabled: true,
      createdAt: at(-60 * 24 * 40),
      lastDeliveryAt: at(-60 * 24 * 3),
      consecutiveFailures: 2,
    });
    db.chatChannels.insert({
      id: db.nextId('chat'),
      organizationId: organization.id,
      kind: 'slack',
      name: '#okrs',
      url: 'https://hooks.slack.com/services/T0001/B0001/XXXXXXXXXXXXXXXXXXXXXXXX',
      events: ['check_in.created', 'objective.at_risk', 'weekly_digest', 'comment.mention'],
      enabled: true,
      createdAt: at(-60 * 24 * 10),
      lastDeliveryAt: at(-12),
      consecutiveFailures: 0,
    });
  }
}
