import type { Comment } from '@okr/contract';
import { mentionMarkup } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/Database';
import { register } from '../support/api';
import { grantCustomRole } from '../support/membership';
import { addMember } from '../../src/modules/organizations/memberships';
import { caller } from '../settings/settingsApi';
import { createKeyResult, createObjective, member, organization } from '../okr/okrApi';
import type { Api } from '../okr/okrApi';

/**
 * A team around one key result: Ada (Owner, Admin), Ben (Editor), Val (Viewer), Nora (a member
 * whose only role grants nothing: she cannot read the key result), and Eve of another organization.
 */
export async function team(app: () => FastifyInstance, db: Kysely<Database>) {
  const ada = await organization(app, db);
  const [ben, val] = [await member(app, db, ada.organizationId, 'Editor'), await member(app, db, ada.organizationId, 'Viewer')];
  const noraUser = await register(app());
  await addMember(db, { organizationId: ada.organizationId, userId: noraUser.user.id, membershipType: 'Member', roleIds: [] });
  await grantCustomRole(db, ada.organizationId, noraUser.user.id);
  const nora = { ...noraUser, api: caller(app, noraUser.accessToken, ada.organizationId) };
  const eve = await organization(app, db);
  const objective = await createObjective(ada.api);
  const keyResult = await createKeyResult(ada.api, objective.id);
  return { ada, ben, val, nora, eve, objective, keyResult, thread: `/api/key-results/${keyResult.id}/comments` };
}

export const mention = (person: { user: { id: string; firstName: string; lastName: string } }) =>
  mentionMarkup(`${person.user.firstName} ${person.user.lastName}`, person.user.id);

export async function postComment(api: Api, thread: string, body: object): Promise<Comment> {
  const response = await api.post(thread, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Comment>();
}
