import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths } from '@okr/contract';
import { DigestUnsubscribeQuery, DigestUnsubscribeResponse } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import type { DbSource } from '../lib/DbSource';
import { apiUrl, fail, readQuery, respond } from '../lib/routeKit';

const MOCK_SIGNATURE = 'mock-digest-signature';

/**
 * The unsubscribe token of a user in the mocks (a fixture: the API signs its own with a key of the
 * server). Stories of a page that follows the digest's link use it.
 */
export function digestUnsubscribeToken(userId: string): string {
  return `${userId}.${MOCK_SIGNATURE}`;
}

const UNSUBSCRIBED = 'You will no longer receive the weekly digest. Turn it back on in your profile.';

function userOf(db: MockDb, token: string) {
  const [userId, signature, ...rest] = token.split('.');
  const user = userId && signature === MOCK_SIGNATURE && rest.length === 0 ? db.users.get(userId) : undefined;
  return user ?? fail('NOT_FOUND', 'Unsubscribe link not found');
}

/** `GET|POST /auth/digest/unsubscribe?token=` like the API's JSON answers: GET only tells, POST turns the digest off. */
export function digestUnsubscribeRoutes(source: DbSource) {
  const url = apiUrl(apiPaths.auth.digestUnsubscribe);
  const show = http.get(url, ({ request }) => {
    const user = userOf(source(), readQuery(request, DigestUnsubscribeQuery).token);
    return respond(DigestUnsubscribeResponse, { message: 'POST to this address to stop the weekly digest.', weeklyDigest: user.weeklyDigest });
  });
  const stop = http.post(url, ({ request }) => {
    const db = source();
    const user = userOf(db, readQuery(request, DigestUnsubscribeQuery).token);
    db.users.update(user.id, { weeklyDigest: false });
    return respond(DigestUnsubscribeResponse, { message: UNSUBSCRIBED, weeklyDigest: false });
  });
  return { show, stop } satisfies Record<string, HttpHandler>;
}
