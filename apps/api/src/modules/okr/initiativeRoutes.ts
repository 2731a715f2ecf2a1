import {
  CreateInitiativeRequest,
  CreateTaskRequest,
  IdParams,
  Initiative,
  InitiativeDetail,
  InitiativeListQuery,
  PageQuery,
  Task,
  UpdateInitiativeRequest,
  UpdateTaskRequest,
} from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { authOf } from '../../plugins/authenticate';
import { permissionGuard } from '../authorization/RouteGuard';
import { organizationOf } from '../settings/organizationOf';
import { createInitiative, deleteInitiative, initiativeDetail, listInitiatives, updateInitiative } from './initiativeService';
import { sendPage } from './paging';
import { createTask, deleteTask, listTasks, updateTask } from './taskService';
import { personOf } from '../notifications/personOf';

const byId = '/initiatives/:id';
const tasksOf = '/initiatives/:id/tasks';
const deleted = { 204: z.null().describe('Deleted') };

/** Initiatives and their tasks (`initiatives` domain), under /api. */
export const initiativeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/initiatives',
    {
      config: permissionGuard('initiatives', 'read'),
      schema: {
        summary: 'The current organization’s initiatives, newest first, paged (`Link` rel="next", `X-Total-Count`)',
        description:
          '`objectiveId` keeps the initiatives that serve that objective: linked to it or to one of its key results (another organization’s objective finds none).',
        querystring: InitiativeListQuery,
        response: { 200: z.array(Initiative) },
      },
    },
    async (request, reply) => sendPage(request, reply, await listInitiatives(db, organizationOf(request), request.query)),
  );

  app.post(
    '/initiatives',
    {
      config: permissionGuard('initiatives', 'create'),
      schema: {
        summary: 'Create an initiative (Free plan: at most 1, else 402 PLAN_LIMIT_REACHED)',
        body: CreateInitiativeRequest,
        response: { 201: Initiative, ...errorResponses(402) },
      },
    },
    async (request, reply) => {
      const initiative = await createInitiative(db, organizationOf(request), authOf(request).user.id, personOf(request), request.body);
      return reply.code(201).send(initiative);
    },
  );

  app.get(
    byId,
    {
      config: permissionGuard('initiatives', 'read'),
      schema: { summary: 'One initiative with its tasks', params: IdParams, response: { 200: InitiativeDetail } },
    },
    async (request) => initiativeDetail(db, organizationOf(request), request.params.id),
  );

  app.patch(
    byId,
    {
      config: permissionGuard('initiatives', 'update'),
      schema: {
        summary: 'Change an initiative; a stale `version` answers 409 with the current one',
        params: IdParams,
        body: UpdateInitiativeRequest,
        response: { 200: Initiative, ...errorResponses(409) },
      },
    },
    async (request) => updateInitiative(db, organizationOf(request), request.params.id, personOf(request), request.body),
  );

  app.delete(
    byId,
    { config: permissionGuard('initiatives', 'delete'), schema: { summary: 'Delete an initiative with its tasks', params: IdParams, response: deleted } },
    async (request, reply) => {
      await deleteInitiative(db, organizationOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    tasksOf,
    {
      config: permissionGuard('initiatives', 'read'),
      schema: {
        tags: ['tasks'],
        summary: 'An initiative’s tasks in the order they were added, paged',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: z.array(Task) },
      },
    },
    async (request, reply) => sendPage(request, reply, await listTasks(db, organizationOf(request), request.params.id, request.query)),
  );

  app.post(
    tasksOf,
    {
      config: permissionGuard('initiatives', 'create'),
      schema: {
        tags: ['tasks'],
        summary: 'Add a task to an initiative (To Do by default; the initiative’s progress follows)',
        params: IdParams,
        body: CreateTaskRequest,
        response: { 201: Task },
      },
    },
    async (request, reply) => {
      const task = await createTask(db, organizationOf(request), request.params.id, request.body);
      return reply.code(201).send(task);
    },
  );

  app.patch(
    '/tasks/:id',
    {
      config: permissionGuard('initiatives', 'update'),
      schema: {
        tags: ['tasks'],
        summary: 'Change a task (status, assignee, due date...); a stale `version` answers 409 with the current one',
        params: IdParams,
        body: UpdateTaskRequest,
        response: { 200: Task, ...errorResponses(409) },
      },
    },
    async (request) => updateTask(db, organizationOf(request), request.params.id, request.body),
  );

  app.delete(
    '/tasks/:id',
    { config: permissionGuard('initiatives', 'delete'), schema: { tags: ['tasks'], summary: 'Delete a task', params: IdParams, response: deleted } },
    async (request, reply) => {
      await deleteTask(db, organizationOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
