import type { Catalogs } from '@okr/core';

/** A locale file's shape: strings grouped by feature, `{ "switcher": { "label": "Organization" } }`. */
export type AuthNamespaces = Record<string, Record<string, string>>;

/**
 * The flat keys the translator takes and a host overrides: `auth.switcher.label`; the group `auth`
 * holds the package-wide keys (`auth.logout`).
 */
export type AuthKeysOf<N extends AuthNamespaces> = {
  [P in keyof N & string]: P extends 'auth' ? `auth.${keyof N[P] & string}` : `auth.${P}.${keyof N[P] & string}`;
}[keyof N & string];

function flatten<N extends AuthNamespaces>(namespaces: Partial<N>): Record<AuthKeysOf<N>, string> {
  const flat: Record<string, string> = {};
  for (const [name, strings] of Object.entries(namespaces)) {
    const prefix = name === 'auth' ? 'auth' : `auth.${name}`;
    for (const [key, text] of Object.entries(strings ?? {}) as [string, string][]) flat[`${prefix}.${key}`] = text;
  }
  return flat as Record<AuthKeysOf<N>, string>;
}

/**
 * The catalogs over some feature groups of `locales/en.json`. A component imports its groups by
 * name (`import { switcher } from '…/en.json'`), so a bundler leaves the other screens' strings out
 * of a partner's bundle (the switcher with its provider paid for all of them: issue 34); Spanish
 * comes on demand, the same groups.
 */
export function authCatalogsOf<N extends AuthNamespaces>(english: N): Catalogs<AuthKeysOf<N>> {
  const names = Object.keys(english);
  return {
    en: flatten<N>(english),
    es: () =>
      import('../../locales/es.json').then((module) => {
        const all = module.default as unknown as AuthNamespaces;
        return { default: flatten(Object.fromEntries(names.map((name) => [name, all[name] ?? {}])) as Partial<N>) };
      }),
  };
}
