import { useQuery } from '@tanstack/react-query';
import type { SsoConnection, SsoConnectionInput, SsoStartAnswer, SsoVerifyDomainAnswer } from '@okr/contract';
import { useSessionStore } from '@okr/core';
import type { ApiError } from '@okr/core';
import { asIs, panelActionOf } from '../lib/panels/panelAction';
import type { PanelAction } from '../lib/panels/panelAction';
import { queryPanelOf } from '../lib/panels/queryPanelOf';
import { useCallerPanel } from '../lib/panels/useCallerPanel';
import type { PanelState } from '@okr/core';
import { redirectUriGuess } from './redirectUriGuess';
import { ssoCanOf } from './ssoCanOf';
import type { SsoCan } from './ssoCanOf';
import { ssoQuery, useDeleteSso, useSaveSso, useStartTestSignIn, useVerifySsoDomain } from './ssoApi';

/** The SSO panel's `data-state`: a panel's words (`empty`: no connection yet), or `locked` below Enterprise (the plan notice). */
export type SsoState = PanelState | 'locked';

export interface SsoConnectionModel {
  state: SsoState;
  /** The OpenID Connect or SAML connection as stored (never its secret); null when none or not loaded. */
  connection: SsoConnection | null;
  /** The failure behind `error` or `forbidden` (the server's `{message, code}`), else null. */
  error: ApiError | null;
  can: SsoCan;
  /** The connection's verified domains: a test sign-in needs an email of one. */
  verifiedDomains: string[];
  /** OpenID Connect: the redirect URI to register at the provider (the server's once saved, else where it will be). */
  redirectUri: string | null;
  /** `PUT .../sso`: the issuer's discovery is fetched, 422 (`details` per field) when it cannot be used. */
  save: PanelAction<SsoConnectionInput, SsoConnection>;
  /** `DELETE .../sso`: back to `empty`. */
  remove: PanelAction<void>;
  /** `POST .../sso/domains/{domain}/verify`: the DNS TXT check; 422 with what was found in `details`. */
  verifyDomain: PanelAction<string, SsoVerifyDomainAnswer>;
  /** The domain being checked, else null. */
  verifyingDomain: string | null;
  /** `POST /auth/sso/start` with an email of a verified domain: the provider's address for a test sign-in (open it in a new window). */
  startTest: PanelAction<string, SsoStartAnswer>;
  retry: () => void;
}

/** The organization's single sign-on (Enterprise) without a view: the connection, its domains, and the actions. */
export function useSsoConnection(): SsoConnectionModel {
  const { api, orgId, can } = useCallerPanel(ssoCanOf);
  const locked = useSessionStore((s) => s.organization !== null && s.organization.plan !== 'Enterprise');
  const query = useQuery({ ...ssoQuery(api, orgId), enabled: orgId !== null && !locked });
  const save = useSaveSso(orgId);
  const remove = useDeleteSso(orgId);
  const verify = useVerifySsoDomain(orgId);
  const startTest = useStartTestSignIn();
  const connection = query.data ?? null;
  const list = queryPanelOf(query, (data) => data === null);
  return {
    state: locked ? 'locked' : list.state,
    connection,
    error: locked ? null : list.error,
    can,
    verifiedDomains: connection?.domains.filter((d) => d.verified).map((d) => d.domain) ?? [],
    redirectUri: connection?.protocol === 'saml' ? redirectUriGuess(api) : (connection?.redirectUri ?? redirectUriGuess(api)),
    save: panelActionOf(save, asIs<SsoConnectionInput>),
    remove: panelActionOf(remove, asIs<void>),
    verifyDomain: panelActionOf(verify, asIs<string>),
    verifyingDomain: verify.isPending ? (verify.variables ?? null) : null,
    startTest: panelActionOf(startTest, asIs<string>),
    retry: list.retry,
  };
}
