import { expect } from 'vitest';
import type { Harness, WireRequest, WireResponse } from '../../Harness';
import { signUp } from '../../setup/signUp';
import type { Account } from '../../setup/signUp';

// Requests and expectations the OKR cases share.

export const as = (account: Account, method: WireRequest['method'], path: string, body?: unknown): WireRequest => ({
  method,
  path,
  token: account.accessToken,
  headers: { 'X-Organization-Id': account.organizationId },
  ...(body !== undefined && { body }),
});

/** As `member`, in `owner`'s organization. */
export const inOrg = (member: Account, owner: Account, method: WireRequest['method'], path: string, body?: unknown): WireRequest => ({
  ...as(member, method, path, body),
  headers: { 'X-Organization-Id': owner.organizationId },
});

export const id = (answers: WireResponse[], index: number) => (answers[index]!.body as { id: string }).id;
export const fields = (body: unknown) => ((body as { details: { field: string }[] }).details ?? []).map((issue) => issue.field);
export const nextPath = (headers: Record<string, string>) => {
  const match = /^<\/api([^>]+)>; rel="next"$/.exec(headers.link ?? '');
  if (!match) throw new Error(`no next page in ${JSON.stringify(headers)}`);
  return match[1]!;
};
export const notFound = (what: string) => ({ status: 404, code: 'NOT_FOUND', message: `${what} not found` }) as const;
export const invalid = (...expected: string[]) => ({
  status: 400,
  code: 'VALIDATION_ERROR',
  check: (body: unknown) => expect(fields(body)).toEqual(expect.arrayContaining(expected)),
}) as const;

export async function owner(harness: Harness) {
  return { owner: await signUp(harness, 'okr-owner') };
}
