import type { PermissionAction } from '@okr/contract';
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
import { idParam } from '../../lib/idParam';
import { auditActorOf } from '../audit/recordAudit';
import { permissionGuard } from '../authorization/RouteGuard';
import { emailLanguageOf } from '../email/emailLanguageOf';
import { sendPage } from '../okr/paging';
import { organizationOf } from '../settings/organizationOf';
import { listDeliveries, ping, redeliver } from './webhookDeliveries';
import { createWebhook, deleteWebhook, listWebhooks, updateWebhook } from './webhookService';

const hooksPath = '/organizations/:id/webhooks';
const hookPath = '/organizations/:id/webhooks/:webhookId';
/** The `settings` flag in the organization the path names; people only (a key never manages webhooks). */
const settings = (action: PermissionAction) => permissionGuard('settings', action, idParam, { people: true });
/** POST routes the contract guards with `settings:update` (they queue work on an existing endpoint). */
const settingsUpdateByPost = permissionGuard('settings', 'update', idParam, { people: true, contractAction: true });

/** Webhook endpoints of an organization and their deliveries (api-contract.md "Webhooks"; Pro and Enterprise). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const saveContext = (request: FastifyRequest) => ({
    policy: app.webhooks.config,
    box: app.webhooks.box,
    language: emailLanguageOf(request.headers['accept-language']),
    actor: auditActorOf(request),
  });

  app.post(
    hooksPath,
    {
      config: settings('create'),
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
      config: settings('read'),
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
      config: settings('update'),
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
      config: settings('delete'),
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
      config: settings('read'),
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
      config: settingsUpdateByPost,
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
      config: settingsUpdateByPost,
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
