import { randomUUID } from 'node:crypto';
import { current, get, settings } from './walkCase';
import type { WalkCase, WalkWorld } from './walkCase';
import { walkFixtures } from './walkFixtures';

/** The walk's cases of OKR: objectives, key results, check-ins, initiatives, tasks, config options, dashboard. */
export function okrCases(world: WalkWorld): WalkCase[] {
  const { walkObjective, walkKeyResult, walkInitiative, walkTask, walkOption } = walkFixtures(world);
  return [
    // OKR: objectives, key results, check-ins, initiatives, tasks, config options, dashboard (current organization).
    { route: 'GET /api/dashboard', guard: current('objectives', 'read'), request: get('/api/dashboard'), ok: 200 },
    { route: 'GET /api/objectives', guard: current('objectives', 'read'), request: get('/api/objectives'), ok: 200 },
    {
      route: 'POST /api/objectives',
      guard: current('objectives', 'create'),
      request: () => ({ url: '/api/objectives', payload: { title: 'Walked objective' } }),
      ok: 201,
    },
    {
      route: 'GET /api/objectives/:id',
      guard: current('objectives', 'read'),
      request: async (organizationId) => ({ url: `/api/objectives/${await walkObjective(organizationId)}` }),
      ok: 200,
    },
    {
      route: 'PATCH /api/objectives/:id',
      guard: current('objectives', 'update'),
      request: async (organizationId) => ({ url: `/api/objectives/${await walkObjective(organizationId)}`, payload: { title: 'Walked' } }),
      ok: 200,
    },
    {
      route: 'DELETE /api/objectives/:id',
      guard: current('objectives', 'delete'),
      request: async (organizationId) => ({ url: `/api/objectives/${await walkObjective(organizationId)}` }),
      ok: 204,
    },
    {
      route: 'GET /api/objectives/:id/key-results',
      guard: current('key_results', 'read'),
      request: async (organizationId) => ({ url: `/api/objectives/${await walkObjective(organizationId)}/key-results` }),
      ok: 200,
    },
    {
      route: 'POST /api/objectives/:id/key-results',
      guard: current('key_results', 'create'),
      request: async (organizationId) => ({
        url: `/api/objectives/${await walkObjective(organizationId)}/key-results`,
        payload: { title: 'Walked', metricType: 'Binary' },
      }),
      ok: 201,
    },
    {
      route: 'GET /api/key-results/:id',
      guard: current('key_results', 'read'),
      request: async (organizationId) => ({ url: `/api/key-results/${await walkKeyResult(organizationId)}` }),
      ok: 200,
    },
    {
      route: 'PATCH /api/key-results/:id',
      guard: current('key_results', 'update'),
      request: async (organizationId) => ({ url: `/api/key-results/${await walkKeyResult(organizationId)}`, payload: { title: 'Walked' } }),
      ok: 200,
    },
    {
      route: 'DELETE /api/key-results/:id',
      guard: current('key_results', 'delete'),
      request: async (organizationId) => ({ url: `/api/key-results/${await walkKeyResult(organizationId)}` }),
      ok: 204,
    },
    {
      route: 'GET /api/key-results/:id/check-ins',
      guard: current('key_results', 'read'),
      request: async (organizationId) => ({ url: `/api/key-results/${await walkKeyResult(organizationId)}/check-ins` }),
      ok: 200,
    },
    {
      route: 'POST /api/key-results/:id/check-ins',
      guard: current('key_results', 'create'),
      request: async (organizationId) => ({
        url: `/api/key-results/${await walkKeyResult(organizationId)}/check-ins`,
        payload: { value: 1, confidence: 7 },
      }),
      ok: 201,
    },
    {
      route: 'GET /api/initiatives',
      guard: current('initiatives', 'read'),
      request: async (organizationId) => ({ url: `/api/initiatives?objectiveId=${await walkObjective(organizationId)}` }),
      ok: 200,
    },
    {
      route: 'POST /api/initiatives',
      guard: current('initiatives', 'create'),
      request: () => ({ url: '/api/initiatives', payload: { name: 'Walked initiative' } }),
      ok: 201,
    },
    {
      route: 'GET /api/initiatives/:id',
      guard: current('initiatives', 'read'),
      request: async (organizationId) => ({ url: `/api/initiatives/${await walkInitiative(organizationId)}` }),
      ok: 200,
    },
    {
      route: 'PATCH /api/initiatives/:id',
      guard: current('initiatives', 'update'),
      request: async (organizationId) => ({ url: `/api/initiatives/${await walkInitiative(organizationId)}`, payload: { name: 'Walked' } }),
      ok: 200,
    },
    {
      route: 'DELETE /api/initiatives/:id',
      guard: current('initiatives', 'delete'),
      request: async (organizationId) => ({ url: `/api/initiatives/${await walkInitiative(organizationId)}` }),
      ok: 204,
    },
    {
      route: 'GET /api/initiatives/:id/tasks',
      guard: current('initiatives', 'read'),
      request: async (organizationId) => ({ url: `/api/initiatives/${await walkInitiative(organizationId)}/tasks` }),
      ok: 200,
    },
    {
      route: 'POST /api/initiatives/:id/tasks',
      guard: current('initiatives', 'create'),
      request: async (organizationId) => ({
        url: `/api/initiatives/${await walkInitiative(organizationId)}/tasks`,
        payload: { title: 'Walked task' },
      }),
      ok: 201,
    },
    {
      route: 'PATCH /api/tasks/:id',
      guard: current('initiatives', 'update'),
      request: async (organizationId) => ({ url: `/api/tasks/${await walkTask(organizationId)}`, payload: { status: 'Completed' } }),
      ok: 200,
    },
    {
      route: 'DELETE /api/tasks/:id',
      guard: current('initiatives', 'delete'),
      request: async (organizationId) => ({ url: `/api/tasks/${await walkTask(organizationId)}` }),
      ok: 204,
    },
    { route: 'GET /api/config-options', guard: current('objectives', 'read'), request: get('/api/config-options'), ok: 200 },
    {
      route: 'POST /api/config-options',
      guard: settings('create'),
      request: () => ({ url: '/api/config-options', payload: { kind: 'Strategic Axis', value: 'Walked axis' } }),
      ok: 201,
    },
    {
      route: 'PATCH /api/config-options/:id',
      guard: settings('update'),
      request: async (organizationId) => ({ url: `/api/config-options/${await walkOption(organizationId)}`, payload: { value: `Walked ${randomUUID()}` } }),
      ok: 200,
    },
    {
      route: 'DELETE /api/config-options/:id',
      guard: settings('delete'),
      request: async (organizationId) => ({ url: `/api/config-options/${await walkOption(organizationId)}` }),
      ok: 204,
    },
  ];
}
