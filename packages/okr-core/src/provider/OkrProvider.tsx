import { Theme } from '@radix-ui/themes';
import type { ThemeProps } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ApiError } from '../http/ApiError';
import { ApiClientContext } from '../http/ApiClientContext';
import { createApiClient } from '../http/createApiClient';
import { coreCatalogs } from '../i18n/coreCatalogs';
import { defaultLocale, translatorOver } from '../i18n/createTranslator';
import type { Locale } from '../i18n/createTranslator';
import { I18nContext } from '../i18n/I18nContext';
import { catalogFor, loadCatalog } from '../i18n/loadCatalog';
import { createQueryClient } from '../query/createQueryClient';
import { queryKeys } from '../query/queryKeys';
import { OKR_ROOT_CLASS } from '../lib/rootClass';
import { cx } from '../ui/cx';
import type { SessionPersistence } from '../lib/tokenStorage';
import { createSessionStore } from '../session/createSessionStore';
import { SessionContext } from '../session/SessionContext';
import type { SessionState } from '../session/sessionTypes';
import { ToastContext } from '../toast/ToastContext';
import { Toaster } from '../toast/Toaster';
import { createToastStore } from '../toast/toastStore';
import { createDefaultUnauthorizedHandler } from './defaultUnauthorizedHandler';
import { createCallbackHolder } from './providerCallbacks';
import { NavigateContext, browserNavigate } from './NavigateContext';
import type { OkrNavigate } from './NavigateContext';
import { useStableMessages } from './useStableMessages';
import type { ProviderCallbacks } from './providerCallbacks';

export interface OkrProviderProps {
  /** Base address of the API, e.g. `/api` or `https://okr.example.com/api`. */
  apiBaseUrl: string;
  /** A partner's short-lived token source; wins over the stored session when it yields a token. */
  getAccessToken?: ProviderCallbacks['getAccessToken'];
  /**
   * Replaces the default 401 rule (clear the session, go to `/` unless already there). Called once
   * per lost session, however many panels' requests fail together.
   */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Called on every 403 answer, after the provider has asked for `/auth/me` again. The panel that
   * made the call still shows its refusal; use `error.code` to react to the ones that concern the
   * whole page, e.g. `MFA_ENROLLMENT_REQUIRED` (the organization requires a second factor: take the
   * member to enrolment).
   */
  onForbidden?: (error: ApiError) => void;
  /**
   * The localStorage key of this provider's session (default `auth-storage`); the separately kept
   * tokens use keys derived from it (`okr:<key>:access-token`). Two providers on one page need two keys.
   */
  storageKey?: string;
  /** `memory` keeps the session for this page only: nothing is read from or written to storage. */
  persistence?: SessionPersistence;
  /** Reuse the host's client; otherwise one is created with the product defaults. */
  queryClient?: QueryClient;
  locale?: Locale;
  /**
   * Radix Theme props for our panels. Without it the host's own Theme (when there is one) is
   * inherited; either way the provider paints no page background and takes no minimum height.
   */
  theme?: Partial<ThemeProps>;
  /** Overrides any string by its key. */
  messages?: Record<string, string>;
  /**
   * How our components change pages when the host passes no callback (for example after sign-in):
   * give it your router's navigate; by default the browser loads the page.
   */
  navigate?: OkrNavigate;
  /**
   * The cascade layer our stylesheets' rules sit in (default `okr`), so you order them against your
   * own layers, e.g. `@layer theme, base, okr, components, utilities;` for Tailwind v4. Another
   * name moves our rules into that layer just after the provider mounts (the same-origin
   * stylesheets present then; the code for it loads on demand) and back when it unmounts; one
   * name per page. Without JavaScript: `@import "@okr/core/styles.css" layer(x)` (nests `x.okr`).
   */
  cssLayer?: string;
  /** Seeds the session (stories, tests). */
  initialSession?: Partial<SessionState>;
  children?: ReactNode;
}

const noMessages: Record<string, string> = {};

export function OkrProvider(props: OkrProviderProps) {
  const { apiBaseUrl, queryClient, locale = defaultLocale, theme, children } = props;
  const messages = useStableMessages(props.messages ?? noMessages);
  // One store of each kind per provider instance: two embeds on a page never share a session.
  const [sessionStore] = useState(() =>
    createSessionStore({
      initialSession: props.initialSession,
      storageKey: props.storageKey,
      persistence: props.persistence,
    }),
  );
  const [toastStore] = useState(createToastStore);
  const [ownQueryClient] = useState(() => (queryClient ? null : createQueryClient()));
  const client = queryClient ?? ownQueryClient ?? createQueryClient();

  const { getAccessToken, onUnauthorized, onForbidden } = props;
  const [callbacks] = useState(() =>
    createCallbackHolder({ getAccessToken, onUnauthorized, onForbidden }, () =>
      createDefaultUnauthorizedHandler({ logout: () => sessionStore.getState().logout() }),
    ),
  );
  useLayoutEffect(
    () => callbacks.update({ getAccessToken, onUnauthorized, onForbidden }),
    [callbacks, getAccessToken, onUnauthorized, onForbidden],
  );
  // A new session (sign-in, refresh) may report its own loss again.
  useEffect(
    () =>
      sessionStore.subscribe((state, previous) => {
        if (state.accessToken && state.accessToken !== previous.accessToken) callbacks.sessionStarted();
      }),
    [sessionStore, callbacks],
  );

  const { cssLayer = 'okr' } = props;
  // Loaded on demand: a host that keeps the default name pays nothing for it (bench/size.mjs).
  useEffect(() => {
    if (cssLayer === 'okr') return;
    let renamed = false;
    let unmounted = false;
    void import('./renameCssLayer').then(({ renameCssLayer }) => {
      if (unmounted) return;
      renameCssLayer('okr', cssLayer);
      renamed = true;
    });
    return () => {
      unmounted = true;
      if (renamed) void import('./renameCssLayer').then(({ renameCssLayer }) => renameCssLayer(cssLayer, 'okr'));
    };
  }, [cssLayer]);

  const i18n = useMemo(() => ({ locale, messages }), [locale, messages]);
  // Core's Spanish comes on demand (a partner showing English never ships it); the client's messages follow it.
  const [coreStrings, setCoreStrings] = useState(() => catalogFor(coreCatalogs, locale));
  useEffect(() => {
    void loadCatalog(coreCatalogs, locale).then(() => setCoreStrings(catalogFor(coreCatalogs, locale)));
  }, [locale]);
  const apiClient = useMemo(() => {
    const t = translatorOver(coreCatalogs.en, coreStrings ?? {}, messages);
    return createApiClient({
      baseURL: apiBaseUrl,
      getSession: () => {
        const { accessToken, refreshToken, organization } = sessionStore.getState();
        return { accessToken, refreshToken, organizationId: organization?.id ?? null };
      },
      getAccessToken: callbacks.getAccessToken,
      tokenStorage: sessionStore.tokenStorage,
      onUnauthorized: callbacks.onUnauthorized,
      onTokensRefreshed: (tokens) => sessionStore.getState().setTokens(tokens),
      // A refusal may mean the flags changed: read /auth/me again (once; a fetch under way is kept),
      // then let the host react to it.
      onForbidden: (error) => {
        void client.invalidateQueries({ queryKey: queryKeys.me().slice(0, 2) }, { cancelRefetch: false });
        callbacks.onForbidden(error);
      },
      // Spec §4: a failed refresh logs out, and logging out drops the previous user's cached data.
      onSessionExpired: () => {
        sessionStore.getState().logout();
        client.clear();
      },
      messages: {
        noAccessToken: t('core.session.noAccessToken'),
        sessionExpired: t('core.session.expired'),
        networkError: t('core.error.network'),
      },
    });
  }, [apiBaseUrl, sessionStore, messages, callbacks, client, coreStrings]);

  return (
    <QueryClientProvider client={client}>
      <I18nContext.Provider value={i18n}>
        <SessionContext.Provider value={sessionStore}>
          <ApiClientContext.Provider value={apiClient}>
            <NavigateContext.Provider value={props.navigate ?? browserNavigate}>
            <ToastContext.Provider value={toastStore}>
              <Theme
                {...theme}
                hasBackground={theme?.hasBackground ?? false}
                className={cx(OKR_ROOT_CLASS, theme?.className)}
              >
                {children}
                <Toaster />
              </Theme>
            </ToastContext.Provider>
            </NavigateContext.Provider>
          </ApiClientContext.Provider>
        </SessionContext.Provider>
      </I18nContext.Provider>
    </QueryClientProvider>
  );
}
