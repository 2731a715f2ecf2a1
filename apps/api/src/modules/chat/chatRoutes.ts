import { ChatChannel, ChatChannelParams, ChatTestResponse, CreateChatChannelRequest, IdParams, PageQuery, UpdateChatChannelRequest } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { auditActorOf } from '../audit/recordAudit';
import { organizationSettingsGuard, organizationSettingsUpdateByPost } from '../authorization/organizationSettingsGuard';
import { sendPage } from '../okr/paging';
import { organizationOf } from '../settings/organizationOf';
import { urlSaveContextOf } from '../webhooks/urlSaveContextOf';
import { createChatChannel, deleteChatChannel, listChatChannels, sendChatTest, updateChatChannel } from './chatService';

const channelsPath = '/organizations/:id/chat-channels';
const channelPath = '/organizations/:id/chat-channels/:channelId';

/** Slack and Microsoft Teams channels of an organization (api-contract.md "Chat: Slack and Microsoft Teams"; Pro and Enterprise). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    channelsPath,
    {
      config: organizationSettingsGuard('create'),
      schema: {
        summary: 'Add a Slack or Microsoft Teams channel by its incoming-webhook URL',
        description:
          'The URL follows the webhooks rules: https:// only and no loopback, private, link-local or multicast address (422; checked again at every delivery). Free plan: 402 PLAN_LIMIT_REACHED.',
        params: IdParams,
        body: CreateChatChannelRequest,
        response: { 201: ChatChannel, ...errorResponses(402, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createChatChannel(db, organizationOf(request), request.body, urlSaveContextOf(app, request))),
  );

  app.get(
    channelsPath,
    {
      config: organizationSettingsGuard('read'),
      schema: { summary: "The organization's chat channels, newest first, paged", params: IdParams, querystring: PageQuery, response: { 200: z.array(ChatChannel) } },
    },
    async (request, reply) => sendPage(request, reply, await listChatChannels(db, organizationOf(request), request.query)),
  );

  app.patch(
    channelPath,
    {
      config: organizationSettingsGuard('update'),
      schema: {
        summary: 'Change a channel: name, url, events, enabled (enabling again resets its failure count)',
        params: ChatChannelParams,
        body: UpdateChatChannelRequest,
        response: { 200: ChatChannel, ...errorResponses(422) },
      },
    },
    async (request) => updateChatChannel(db, organizationOf(request), request.params.channelId, request.body, urlSaveContextOf(app, request)),
  );

  app.delete(
    channelPath,
    {
      config: organizationSettingsGuard('delete'),
      schema: { summary: 'Delete a channel and its pending messages', params: ChatChannelParams, response: { 204: z.null().describe('Deleted') } },
    },
    async (request, reply) => {
      await deleteChatChannel(db, organizationOf(request), request.params.channelId, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${channelPath}/test`,
    {
      config: organizationSettingsUpdateByPost,
      schema: {
        summary: 'Queue a test message to this channel (through the delivery outbox)',
        params: ChatChannelParams,
        response: { 202: ChatTestResponse, ...errorResponses(402) },
      },
    },
    async (request, reply) => {
      await sendChatTest(db, organizationOf(request), request.params.channelId);
      app.chat.deliverer.kick();
      return reply.code(202).send({ queued: true });
    },
  );
};
