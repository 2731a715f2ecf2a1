import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { readOnlyWithin } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import { permissionsIn } from '../db/roles';
import { fullNameOf } from '../db/users';
import type { DbSource } from '../lib/DbSource';
import { preparedSource } from '../lib/preparedSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiUrl, internalError } from '../lib/respond';
import { apiKeyRoutes } from './apiKeyRoutes';
import { chatRoutes } from './chatRoutes';
import { addSomeChatChannels } from './chatSeed';
import { addSomeWebhooks } from './webhookSeed';
import { webhookRoutes } from './webhookRoutes';
import { ownerOf } from '../db/organizations';

const keysPath = apiUrl('/organizations/:id/api-keys');
const hooksPath = apiUrl('/organizations/:id/webhooks');
const deliveriesPath = apiUrl('/organizations/:id/webhooks/:webhookId/deliveries');
const chatChannelsPath = apiUrl('/organizations/:id/chat-channels');
const chatTestPath = apiUrl('/organizations/:id/chat-channels/:channelId/test');

/** Every organization's owner has made three keys: one in use, one expired, one revoked. */
function addSomeKeys(db: MockDb): void {
  for (const organization of db.organizations.all()) {
    const user = ownerOf(db, organization.id);
    if (!user) continue;
    const flags = readOnlyWithin(permissionsIn(db, user.id, organization.id));
    const base = { organizationId: organization.id, permissions: flags, createdBy: { id: user.id, fullName: fullNameOf(user) } };
    const day = (offset: number) => new Date(Date.parse(db.now()) + offset * 86_400_000).toISOString();
    db.apiKeys.insert({ ...base, id: db.nextId('key'), name: 'Old import', prefix: 'okr_R3vk', createdAt: day(-90), lastUsedAt: day(-60), expiresAt: null, revokedAt: day(-30) });
    db.apiKeys.insert({ ...base, id: db.nextId('key'), name: 'Quarter-end report', prefix: 'okr_X9pe', createdAt: day(-45), lastUsedAt: day(-16), expiresAt: day(-15), revokedAt: null });
    db.apiKeys.insert({ ...base, id: db.nextId('key'), name: 'Data warehouse sync', prefix: 'okr_7hQz', createdAt: day(-20), lastUsedAt: day(0), expiresAt: null, revokedAt: null });
  }
}

/** The integrations handler group (API keys, webhooks, chat channels), over a db source. */
export function createIntegrationHandlers(source: DbSource) {
  const routes = (from: DbSource) => [...Object.values(apiKeyRoutes(from)), ...Object.values(webhookRoutes(from)), ...Object.values(chatRoutes(from))];
  const all = routes(source);
  const withChatChannels = routes(preparedSource(source, addSomeChatChannels));
  return {
    default: all,
    /** Keys in each state: in use, expired, revoked. */
    withKeys: routes(preparedSource(source, addSomeKeys)),
    /** Listing keys stays pending. */
    apiKeysSlow: [http.get(keysPath, neverAnswer), ...all],
    /** Listing keys fails with the API's real 500 answer. */
    apiKeysError: [http.get(keysPath, internalError), ...all],
    /** Two endpoints per organization (one healthy with deliveries in each state, one disabled after 50 failures). */
    withWebhooks: routes(preparedSource(source, addSomeWebhooks)),
    /** Listing endpoints stays pending. */
    webhooksSlow: [http.get(hooksPath, neverAnswer), ...all],
    /** Listing endpoints fails with the API's real 500 answer. */
    webhooksError: [http.get(hooksPath, internalError), ...all],
    /** An endpoint's deliveries fail with the API's real 500 answer. */
    webhookDeliveriesError: [http.get(deliveriesPath, internalError), ...all],
    /** Listing chat channels stays pending. */
    chatChannelsSlow: [http.get(chatChannelsPath, neverAnswer), ...all],
    /** Listing chat channels fails with the API's real 500 answer. */
    chatChannelsError: [http.get(chatChannelsPath, internalError), ...all],
    /** A Slack channel that gets every event and a Teams one with two failed messages, per organization. */
    withChatChannels,
    /** The seeded channels, and a test message fails with the API's real 500 answer. */
    chatTestError: [http.post(chatTestPath, internalError), ...withChatChannels],
  } satisfies Record<string, HttpHandler[]>;
}
