import { randomUUID } from 'node:crypto';
import { scoped } from '../../../src/db/scoped';
import { customRoleWithRow } from '../../support/membership';
import type { WalkWorld } from './walkCase';

/** Fresh rows of the case's organization, made again for each caller. */
export function walkFixtures(world: WalkWorld) {
  /** A Custom role of the organization, with one permission row, held by nobody. */
  async function customRole(organizationId: string): Promise<string> {
    const { roleId } = await customRoleWithRow(world.db, organizationId);
    return roleId;
  }

  /** A ready document of the organization's assistant. */
  async function aiDocument(organizationId: string): Promise<string> {
    const id = randomUUID();
    await world.db
      .insertInto('ai_documents')
      .values({ id, organization_id: organizationId, title: 'Walked', status: 'ready', kind: 'txt', mime_type: 'text/plain', size_bytes: 1, sha256: 'x' })
      .execute();
    return id;
  }

  /** The permission row of a fresh Custom role of the organization. */
  async function customPermission(organizationId: string): Promise<string> {
    const { permissionId } = await customRoleWithRow(world.db, organizationId);
    return permissionId;
  }

  /** A fresh objective of the organization. */
  async function walkObjective(organizationId: string): Promise<string> {
    const id = randomUUID();
    await scoped(world.db, organizationId).insertInto('objectives', [{ id, title: 'Walk', type: 'Tactical', status: 'Active', description: null, impact_category: null, operational_area: null, strategic_axis: null, owner_id: null, parent_objective_id: null, start_date: null, end_date: null }]).execute();
    return id;
  }

  /** A fresh Binary key result of a fresh objective. */
  async function walkKeyResult(organizationId: string): Promise<string> {
    const id = randomUUID();
    await scoped(world.db, organizationId)
      .insertInto('key_results', [
        {
          id,
          objective_id: await walkObjective(organizationId),
          title: 'Walk',
          description: null,
          metric_type: 'Binary',
          start_value: 0,
          target_value: 1,
          current_value: 0,
          unit: null,
          weight: 1,
          deliverable_status: 'Pending',
          owner_id: null,
          due_date: null,
          progress: 0,
          confidence: null,
          last_check_in_at: null,
        },
      ])
      .execute();
    return id;
  }

  /** A fresh initiative (written directly: the Free plan's limit is the API's, not the walk's). */
  async function walkInitiative(organizationId: string): Promise<string> {
    const id = randomUUID();
    await scoped(world.db, organizationId)
      .insertInto('initiatives', [{ id, name: 'Walk', description: null, status: 'To Start', owner_id: null, start_date: null, end_date: null }])
      .execute();
    return id;
  }

  /** A fresh task of a fresh initiative. */
  async function walkTask(organizationId: string): Promise<string> {
    const id = randomUUID();
    await scoped(world.db, organizationId)
      .insertInto('tasks', [
        { id, initiative_id: await walkInitiative(organizationId), title: 'Walk', description: null, status: 'To Do', assignee_id: null, due_date: null },
      ])
      .execute();
    return id;
  }

  /** A fresh option of the organization's own. */
  async function walkOption(organizationId: string): Promise<string> {
    const id = randomUUID();
    await scoped(world.db, organizationId)
      .insertInto('config_options', [{ id, kind: 'Impact Category', scope: 'Organization', value: `Walk ${id}` }])
      .execute();
    return id;
  }

  return { customRole, aiDocument, customPermission, walkObjective, walkKeyResult, walkInitiative, walkTask, walkOption };
}
