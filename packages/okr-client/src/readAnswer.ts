import type { ErrorBody } from '@okr/contract';
import { OkrApiError } from './OkrApiError';
import type { RateLimit } from './OkrApiError';

/** The `RateLimit-*` headers of an answer to an API key, or null. */
export function rateLimitOf(headers: Headers): RateLimit | null {
  const limit = headers.get('ratelimit-limit');
  if (limit === null) return null;
  return {
    limit: Number(limit),
    remaining: Number(headers.get('ratelimit-remaining') ?? 0),
    resetSeconds: Number(headers.get('ratelimit-reset') ?? 0),
  };
}

/** The URL of the next page (`Link: <...>; rel="next"`, RFC 8288), relative to the API origin, or null. */
export function nextPageOf(headers: Headers): string | null {
  const link = headers.get('link');
  const match = link && /<([^>]+)>\s*;\s*rel="next"/.exec(link);
  return match ? match[1]! : null;
}

/** The body of a successful answer, or the API's error as an OkrApiError. */
export async function readAnswer<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (response.ok) {
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new OkrApiError({ status: response.status, code: 'UNEXPECTED_ANSWER', message: 'The API answered something that is not JSON' });
    }
  }
  let body: Partial<ErrorBody> = {};
  try {
    body = JSON.parse(text) as Partial<ErrorBody>;
  } catch {
    // A proxy's page rather than the API's error body: keep the status.
  }
  const retryAfter = response.headers.get('retry-after');
  throw new OkrApiError({
    status: response.status,
    code: body.code ?? 'UNEXPECTED_ANSWER',
    message: body.message ?? `The API answered ${response.status}`,
    details: body.details,
    retryAfterSeconds: retryAfter === null ? null : Number(retryAfter),
    rateLimit: rateLimitOf(response.headers),
  });
}
