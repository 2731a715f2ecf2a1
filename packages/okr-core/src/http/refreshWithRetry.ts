import { isAxiosError } from 'axios';

export interface RetryPolicy {
  /** Tries after the first one. */
  retries: number;
  /** Wait before the first retry, doubled each time. */
  baseDelayMs: number;
}

export const defaultRefreshRetry: RetryPolicy = { retries: 3, baseDelayMs: 400 };

/**
 * A refresh that failed without an answer, or with a 5xx, says nothing about the session: the
 * network or the server hiccuped. Only an answer such as 401 means the session is gone.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs `attempt`, retrying transient failures with exponential backoff; other failures end it. */
export async function withTransientRetry<T>(attempt: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= policy.retries || !isTransientFailure(error)) throw error;
      await sleep(policy.baseDelayMs * 2 ** tried);
    }
  }
}
