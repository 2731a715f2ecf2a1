import { API_BASE_PATH, apiPaths, ORGANIZATION_HEADER } from '@okr/contract';
import type {
  CheckIn,
  CheckInCreated,
  CreateCheckInRequest,
  CreateKeyResultRequest,
  CreateObjectiveRequest,
  KeyResult,
  Objective,
  ObjectiveDetail,
  ObjectiveListQuery,
  UpdateKeyResultRequest,
  UpdateObjectiveRequest,
} from '@okr/contract';
import { OkrApiError } from './OkrApiError';
import { nextPageOf, readAnswer } from './readAnswer';

export interface OkrClientOptions {
  /** Where the product runs, e.g. `https://okr.example.com` (the API is under `/api`). */
  baseUrl: string;
  /** The organization's API key (`okr_...`), or a person's access token. */
  apiKey: string;
  /** When a call answers 429, wait `Retry-After` and try again, at most this many times (default 2; 0: never). */
  rateLimitRetries?: number;
  /** Longest wait for one retry, in seconds (default 60): a longer `Retry-After` is thrown instead. */
  maxRetryWaitSeconds?: number;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | boolean | undefined>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A typed client of the OKR API for a partner's scripts and servers (Node 20+, or any runtime with
 * `fetch`). Types come from `@okr/contract`; errors are `OkrApiError`s; lists page through the
 * `Link` header; 429 answers are retried after `Retry-After`.
 */
export function createOkrClient(options: OkrClientOptions) {
  const origin = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const retries = options.rateLimitRetries ?? 2;
  const maxWait = options.maxRetryWaitSeconds ?? 60;

  /** One call: `path` under `/api` (or a next-page URL the API gave), JSON in and out. */
  async function request<T>(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ data: T; headers: Headers }> {
    const url = path.startsWith(API_BASE_PATH + '/') ? `${origin}${path}` : `${origin}${API_BASE_PATH}${path}`;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${options.apiKey}`,
            ...(body !== undefined && { 'content-type': 'application/json' }),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        throw new OkrApiError({ status: 0, code: 'NETWORK_ERROR', message: `The API could not be reached: ${(error as Error).message}` });
      }
      try {
        return { data: await readAnswer<T>(response), headers: response.headers };
      } catch (error) {
        const wait = error instanceof OkrApiError && error.status === 429 ? (error.retryAfterSeconds ?? 1) : null;
        if (wait === null || attempt >= retries || wait > maxWait) throw error;
        await sleep(wait * 1000);
      }
    }
  }

  const call = async <T>(method: Method, path: string, body?: unknown) => (await request<T>(method, path, body)).data;

  /** Every item of a paged list, page after page (each page one request). */
  async function* all<T>(path: string): AsyncGenerator<T> {
    let next: string | null = path;
    while (next) {
      const page: { data: T[]; headers: Headers } = await request<T[]>('GET', next);
      yield* page.data;
      next = nextPageOf(page.headers);
    }
  }

  return {
    request: call,
    objectives: {
      /** One page (`limit` at most 200; the default 100). */
      list: (query: Partial<ObjectiveListQuery> = {}) => call<Objective[]>('GET', withQuery(apiPaths.objectives.list, query)),
      /** Every objective matching the filters, across pages. */
      all: (query: Partial<Omit<ObjectiveListQuery, 'cursor'>> = {}) => all<Objective>(withQuery(apiPaths.objectives.list, query)),
      get: (id: string) => call<ObjectiveDetail>('GET', apiPaths.objectives.byId(id)),
      create: (body: CreateObjectiveRequest) => call<Objective>('POST', apiPaths.objectives.list, body),
      update: (id: string, body: UpdateObjectiveRequest) => call<Objective>('PATCH', apiPaths.objectives.byId(id), body),
      remove: (id: string) => call<void>('DELETE', apiPaths.objectives.byId(id)),
    },
    keyResults: {
      create: (objectiveId: string, body: CreateKeyResultRequest) =>
        call<KeyResult>('POST', apiPaths.objectives.keyResults(objectiveId), body),
      get: (id: string) => call<KeyResult>('GET', apiPaths.keyResults.byId(id)),
      update: (id: string, body: UpdateKeyResultRequest) => call<KeyResult>('PATCH', apiPaths.keyResults.byId(id), body),
    },
    checkIns: {
      /** Posts a check-in: the key result's current value moves with it (one transaction). */
      create: (keyResultId: string, body: CreateCheckInRequest) => call<CheckInCreated>('POST', apiPaths.keyResults.checkIns(keyResultId), body),
      all: (keyResultId: string) => all<CheckIn>(apiPaths.keyResults.checkIns(keyResultId)),
    },
    /** The organization a person's token acts in (an API key always acts in its own). */
    inOrganization: (organizationId: string) =>
      createOkrClient({ ...options, fetch: (input, init) => doFetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), [ORGANIZATION_HEADER]: organizationId } }) }),
  };
}

export type OkrClient = ReturnType<typeof createOkrClient>;
