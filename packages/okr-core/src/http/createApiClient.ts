import axios, { isAxiosError } from 'axios';
import type { AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { ORGANIZATION_HEADER, apiPaths } from '@okr/contract';
import type { RefreshRequest, RefreshResponse } from '@okr/contract';
import en from '../../locales/en.json';
import { readStoredAccessToken, readStoredRefreshToken } from '../lib/tokenStorage';
import { ApiError } from './ApiError';
import { isExpiringSoon } from './jwtExpiry';
import { toApiError } from './toApiError';
import { withRefreshLock } from './withRefreshLock';

type MaybePromise<T> = T | Promise<T>;

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
  /** Called when a refresh fails: the caller logs out. */
  onSessionExpired?: () => void;
  messages?: Partial<ApiClientMessages>;
  /** Refresh when the access token expires within this many seconds. */
  refreshLeewaySeconds?: number;
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
const credentialPaths: (string | undefined)[] = [apiPaths.auth.login, apiPaths.auth.register];
// Refresh and logout end or renew one: never refreshed first, and their 401 is not a lost session.
const sessionEndPaths: (string | undefined)[] = [...credentialPaths, apiPaths.auth.refresh, apiPaths.auth.logout];
const isCredentialCall = (url: string | undefined) => credentialPaths.includes(pathOf(url));
const isSessionEndCall = (url: string | undefined) => sessionEndPaths.includes(pathOf(url));

export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const messages = { ...defaultMessages, ...options.messages };
  const leeway = options.refreshLeewaySeconds ?? 60;
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
  const sessionAccessToken = () => readSession()?.accessToken ?? readStoredAccessToken();

  let inflight: Promise<RefreshResponse> | null = null;
  async function refreshSession(): Promise<RefreshResponse> {
    if (inflight) return inflight;
    if (!sessionAccessToken()) throw new Error(messages.noAccessToken);
    inflight = withRefreshLock(async () => {
      const adopted = tokensRotatedByAnotherTab();
      if (adopted) return adopted;
      const refreshToken = readSession()?.refreshToken ?? readStoredRefreshToken();
      const body: RefreshRequest = refreshToken ? { refreshToken } : {};
      const { data } = await bare.post<RefreshResponse>(apiPaths.auth.refresh, body);
      return data;
    })
      .then((tokens) => {
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

  /** Fresh tokens another tab of this session stored while we waited for the lock, if any. */
  function tokensRotatedByAnotherTab(): RefreshResponse | null {
    const held = readSession()?.refreshToken;
    const refreshToken = readStoredRefreshToken();
    const accessToken = readStoredAccessToken();
    if (!held || !refreshToken || refreshToken === held || !accessToken) return null;
    return isExpiringSoon(accessToken, leeway) ? null : { accessToken, refreshToken };
  }

  async function resolveToken(request: InternalAxiosRequestConfig): Promise<string | null> {
    if (isCredentialCall(request.url)) return null;
    const given = options.getAccessToken ? await options.getAccessToken() : null;
    if (given) return given;
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

  instance.interceptors.response.use(undefined, (error: unknown) => {
    const apiError = toApiError(error, messages.networkError);
    const url = isAxiosError(error) ? error.config?.url : undefined;
    // 403 is a missing permission, never a lost session: only 401 runs the handler.
    if (apiError.status === 401 && !isSessionEndCall(url)) options.onUnauthorized?.(apiError);
    return Promise.reject(apiError);
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
