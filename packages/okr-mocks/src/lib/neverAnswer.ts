import { delay } from 'msw';

/** A resolver that never answers: the request stays pending, so a Loading state holds still. */
export async function neverAnswer(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}
