import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';

export interface NavigateOptions {
  replace?: boolean;
}
/** How our components change the page: the host's router when it gives one, else a full load. */
export type OkrNavigate = (to: string, options?: NavigateOptions) => void;

export const browserNavigate: OkrNavigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export const NavigateContext = /* @__PURE__ */ createContext<OkrNavigate>(browserNavigate);

/** The provider's `navigate`: components never need a router of their own. */
export function useOkrNavigate(): OkrNavigate {
  return useContext(NavigateContext);
}

/**
 * For hosts whose router lives inside `OkrProvider`: render it inside the router with the router's
 * navigate (`<OkrNavigateProvider navigate={useNavigate()}>`), so our pages move through it.
 */
export function OkrNavigateProvider({ navigate, children }: { navigate: OkrNavigate; children?: ReactNode }) {
  return createElement(NavigateContext.Provider, { value: navigate }, children);
}
