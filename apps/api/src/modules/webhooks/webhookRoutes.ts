import {
  CreateWebhookRequest,
  CreateWebhookResponse,
  IdParams,
  PageQuery,
  UpdateWebhookRequest,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryParams,
  WebhookParams,
} from '@okr/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { auditActorOf } from '../audit/recordAudit';
import { organizationSettingsGuard, organizationSettingsUpdateByPost } from '../authorization/organizationSettingsGuard';
import { emailLanguageOf } from '../email/emailLanguageOf';
import { sendPage } from '../okr/paging';
import { organizationOf } from '../settings/organizationOf';
import { urlSaveContextOf } from './urlSaveContextOf';
import { listDeliveries, ping, redeliver } from './webhookDeliveries';
import { createWebhook, deleteWebhook, listWebhooks, updateWebhook } from './webhookService';

const hooksPath = '/organizations/:id/webhooks';
const hookPath = '/organizations/:id/webhooks/:webhookId';

/** Webhook endpoints of an organization and their deliveries (api-contract.md "Webhooks"; Pro and Enterprise). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const saveContext = (request: FastifyRequest) => ({
    ...urlSaveContextOf(app, request),
    box: app.webhooks.box,
    language: emailLanguageOf(request.headers['accept-language']),
  });

  app.post(
    hooksPath,
    {
      config: organizationSettingsGuard('create'),
      schema: {
        summary: 'Add a webhook endpoint (its signing secret is in this answer only)',
        description:
          'Only https:// URLs whose host is not on a loopback, private, link-local or multicast address (422; checked again at every delivery). Free plan: 402 PLAN_LIMIT_REACHED. The secret (`whsec_` + base64 of 32 random bytes) signs every delivery per Standard Webhooks.',
        params: IdParams,
        body: CreateWebhookRequest,
        response: { 201: CreateWebhookResponse, ...errorResponses(402, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createWebhook(db, organizationOf(request), request.body, saveContext(request))),
  );

  app.get(
    hooksPath,
    {
      config: organizationSettingsGuard('read'),
      schema: {
        summary: "The organization's webhook endpoints, newest first, paged (never their secrets)",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: z.array(Webhook) },
      },
    },
    async (request, reply) => sendPage(request, reply, await listWebhooks(db, organizationOf(request), request.query)),
  );

  app.patch(
    hookPath,
    {
      config: organizationSettingsGuard('update'),
      schema: {
        summary: 'Change an endpoint: url, events, description, enabled (enabling again resets its failure count)',
        params: WebhookParams,
        body: UpdateWebhookRequest,
        response: { 200: Webhook, ...errorResponses(422) },
      },
    },
    async (request) => updateWebhook(db, organizationOf(request), request.params.webhookId, request.body, saveContext(request)),
  );

  app.delete(
    hookPath,
    {
      config: organizationSettingsGuard('delete'),
      schema: {
        summary: 'Delete an endpoint and its deliveries',
        params: WebhookParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteWebhook(db, organizationOf(request), request.params.webhookId, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${hookPath}/deliveries`,
    {
      config: organizationSettingsGuard('read'),
      schema: {
        summary: "An endpoint's deliveries, newest first, paged",
        params: WebhookParams,
        querystring: PageQuery,
        response: { 200: z.array(WebhookDelivery) },
      },
    },
    async (request, reply) => sendPage(request, reply, await listDeliveries(db, organizationOf(request), request.params.webhookId, request.query)),
  );

  app.post(
    `${hookPath}/deliveries/:deliveryId/redeliver`,
    {
      config: organizationSettingsUpdateByPost,
      schema: {
        summary: 'Queue a delivery again: the same event, body and webhook-id; answers the new delivery',
        params: WebhookDeliveryParams,
        response: { 202: WebhookDelivery, ...errorResponses(402) },
      },
    },
    async (request, reply) => {
      const queued = await redeliver(db, organizationOf(request), request.params.webhookId, request.params.deliveryId);
      app.webhooks.deliverer.kick();
      return reply.code(202).send(queued);
    },
  );

  app.post(
    `${hookPath}/ping`,
    {
      config: organizationSettingsUpdateByPost,
      schema: {
        summary: 'Queue a `ping` event to this endpoint (whatever it subscribed to); answers the delivery',
        params: WebhookParams,
        response: { 202: WebhookDelivery, ...errorResponses(402) },
      },
    },
    async (request, reply) => {
      const queued = await ping(db, organizationOf(request), request.params.webhookId);
      app.webhooks.deliverer.kick();
      return reply.code(202).send(queued);
    },
  );
};
