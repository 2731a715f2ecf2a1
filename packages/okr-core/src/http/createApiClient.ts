import axios, { isAxiosError } from 'axios';
import type { AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { ORGANIZATION_HEADER, sessionPaths } from '@okr/contract';
import type { RefreshRequest, RefreshResponse } from '@okr/contract';
import en from '../../locales/en.json';
import { createTokenStorage } from '../lib/tokenStorage';
import type { TokenStorage } from '../lib/tokenStorage';
import { ApiError, isApiError } from './ApiError';
import { isExpiringSoon } from './jwtExpiry';
import { defaultRefreshRetry, withTransientRetry } from './refreshWithRetry';
import type { RetryPolicy } from './refreshWithRetry';
import { toApiError } from './toApiError';
import { withRefreshLock } from './withRefreshLock';

type MaybePromise<T> = T | Promise<T>;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry after a refresh that a 401 earns. */
    okrRetried?: boolean;
    /** Set when the request carried a token from the partner's `getAccessToken`. */
    okrPartnerToken?: boolean;
  }
}

/** What the client needs to know of the session; `getSession` may throw when it cannot be read. */
export interface ApiClientSession {
  accessToken: string | null;
  refreshToken: string | null;
  organizationId: string | null;
}

export interface ApiClientMessages {
  noAccessToken: string;
  sessionExpired: string;
  networkError: string;
}

export interface CreateApiClientOptions {
  baseURL: string;
  getSession: () => ApiClientSession | null;
  /** A partner's token source; when it yields a token, it wins over the stored session. */
  getAccessToken?: () => MaybePromise<string | null | undefined>;
  /** Called on every 401; the client never navigates by itself. */
  onUnauthorized?: (error: ApiError) => void;
  onTokensRefreshed?: (tokens: RefreshResponse) => void;
  /** Called on every 403: the caller's flags may have changed since they were last read. */
  onForbidden?: (error: ApiError) => void;
  /** Called when a refresh fails: the caller logs out. */
  onSessionExpired?: () => void;
  messages?: Partial<ApiClientMessages>;
  /** Refresh when the access token expires within this many seconds. */
  refreshLeewaySeconds?: number;
  /** The separately stored tokens of this session (spec §7's fallback); default `auth-storage`'s. */
  tokenStorage?: Pick<TokenStorage, 'sessionKey' | 'readAccessToken' | 'readRefreshToken'>;
  /** Retries of a refresh that failed for network or 5xx reasons, before the session is given up. */
  refreshRetry?: RetryPolicy;
  /** How long a tab that waited for another tab's refresh waits for its tokens before refreshing itself. */
  handoverWaitMs?: number;
}

export interface ApiClient {
  axios: AxiosInstance;
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  refreshSession(): Promise<RefreshResponse>;
}

// English unless the provider passes its active locale's strings.
const defaultMessages: ApiClientMessages = {
  noAccessToken: en['core.session.noAccessToken'],
  sessionExpired: en['core.session.expired'],
  networkError: en['core.error.network'],
};

const pathOf = (url: string | undefined) => url?.split('?')[0];
// Login and register establish a session: no token is sent, and their 401 is a wrong password.
const credentialPaths: (string | undefined)[] = [sessionPaths.login, sessionPaths.register];
// Refresh and logout end or renew one: never refreshed first, and their 401 is not a lost session.
const sessionEndPaths: (string | undefined)[] = [...credentialPaths, sessionPaths.refresh, sessionPaths.logout];
const isCredentialCall = (url: string | undefined) => credentialPaths.includes(pathOf(url));
const isSessionEndCall = (url: string | undefined) => sessionEndPaths.includes(pathOf(url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const messages = { ...defaultMessages, ...options.messages };
  const leeway = options.refreshLeewaySeconds ?? 60;
  const stored = options.tokenStorage ?? createTokenStorage();
  const lockName = `okr-refresh:${stored.sessionKey}`;
  const refreshRetry = options.refreshRetry ?? defaultRefreshRetry;
  const handoverWaitMs = options.handoverWaitMs ?? 2_000;

  const config = { baseURL: options.baseURL, headers: { 'Content-Type': 'application/json' } };
  const instance = axios.create(config);
  // Refresh goes around the interceptors so it can neither recurse nor trigger the 401 rule.
  const bare = axios.create({ ...config, withCredentials: true });

  const readSession = (): ApiClientSession | null => {
    try {
      return options.getSession();
    } catch {
      return null;
    }
  };
  const sessionAccessToken = () => readSession()?.accessToken ?? stored.readAccessToken();
  const refreshTokenHeld = () => readSession()?.refreshToken ?? stored.readRefreshToken();

  let inflight: Promise<RefreshResponse> | null = null;
  async function refreshSession(): Promise<RefreshResponse> {
    if (inflight) return inflight;
    if (!sessionAccessToken()) throw new Error(messages.noAccessToken);
    const spent = refreshTokenHeld();
    inflight = withRefreshLock(lockName, async (waited) => {
      // Another tab held the lock: its new tokens may still be on their way to our localStorage.
      for (let wait = waited ? handoverWaitMs : 0; wait > 0 && !tokensRotatedSince(spent); wait -= 50) await sleep(50);
      let tokens = tokensRotatedSince(spent);
      if (!tokens) {
        const refreshToken = refreshTokenHeld();
        const body: RefreshRequest = refreshToken ? { refreshToken } : {};
        // The server answers a retry of the same token within its grace window with a valid pair.
        tokens = (await withTransientRetry(() => bare.post<RefreshResponse>(sessionPaths.refresh, body), refreshRetry)).data;
      }
      // Stored before the lock is released, so that the next holder finds them.
      options.onTokensRefreshed?.(tokens);
      return tokens;
    })
      .catch(() => {
        options.onSessionExpired?.();
        throw new Error(messages.sessionExpired);
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  /** A pair newer than the refresh token `spent` (rotated by another tab or client), if any. */
  function tokensRotatedSince(spent: string | null): RefreshResponse | null {
    const session = readSession();
    for (const [accessToken, refreshToken] of [
      [session?.accessToken, session?.refreshToken],
      [stored.readAccessToken(), stored.readRefreshToken()],
    ]) {
      if (accessToken && refreshToken && refreshToken !== spent && !isExpiringSoon(accessToken, leeway)) return { accessToken, refreshToken };
    }
    return null;
  }

  async function resolveToken(request: InternalAxiosRequestConfig): Promise<string | null> {
    if (isCredentialCall(request.url)) return null;
    const given = options.getAccessToken ? await options.getAccessToken() : null;
    if (given) {
      // A partner's token is theirs to renew: a 401 on it is never retried after our refresh.
      request.okrPartnerToken = true;
      return given;
    }
    const token = sessionAccessToken();
    if (!token || isSessionEndCall(request.url) || !isExpiringSoon(token, leeway)) return token;
    try {
      return (await refreshSession()).accessToken;
    } catch {
      throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: messages.sessionExpired });
    }
  }

  instance.interceptors.request.use(async (request) => {
    const token = await resolveToken(request);
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    const organizationId = readSession()?.organizationId;
    if (organizationId && !request.headers.has(ORGANIZATION_HEADER)) {
      request.headers.set(ORGANIZATION_HEADER, organizationId);
    }
    return request;
  });

  /** A 401 on our own session's token may only mean a skewed clock: refresh once and try again. */
  function canRetryAfterRefresh(config: InternalAxiosRequestConfig | undefined): config is InternalAxiosRequestConfig {
    if (!config || isSessionEndCall(config.url)) return false;
    if (config.okrPartnerToken || config.okrRetried) return false;
    return Boolean(refreshTokenHeld());
  }

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    const apiError = toApiError(error, messages.networkError);
    const config = isAxiosError(error) ? error.config : undefined;
    // 403 is a missing permission, never a lost session: only 401 runs the handler.
    if (apiError.status === 403) options.onForbidden?.(apiError);
    if (apiError.status !== 401 || isSessionEndCall(config?.url)) throw apiError;
    if (canRetryAfterRefresh(config)) {
      try {
        await refreshSession();
        // The request interceptor sends the fresh token; `okrRetried` survives axios's config copy.
        return await instance.request({ ...config, okrRetried: true });
      } catch (retryError) {
        // The retry's own 401 already ran the rule below; a failed refresh falls through to it.
        if (isApiError(retryError) && retryError.status === 401) throw retryError;
      }
    }
    options.onUnauthorized?.(apiError);
    throw apiError;
  });

  return {
    axios: instance,
    get: (url, cfg) => instance.get(url, cfg).then((r) => r.data),
    post: (url, body, cfg) => instance.post(url, body, cfg).then((r) => r.data),
    patch: (url, body, cfg) => instance.patch(url, body, cfg).then((r) => r.data),
    put: (url, body, cfg) => instance.put(url, body, cfg).then((r) => r.data),
    delete: (url, cfg) => instance.delete(url, cfg).then((r) => r.data),
    refreshSession,
  };
}
