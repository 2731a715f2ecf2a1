import type { Catalogs } from '@okr/core';

/** A locale file's shape: strings grouped by feature, `{ "webhooks": { "title": "Webhooks" } }`. */
export type Namespaces = Record<string, Record<string, string>>;

/** The flat keys the translator takes: `webhooks.title`. */
export type KeysOf<N extends Namespaces> = { [P in keyof N & string]: `${P}.${keyof N[P] & string}` }[keyof N & string];

function flatten<N extends Namespaces>(namespaces: Partial<N>): Record<KeysOf<N>, string> {
  const flat: Record<string, string> = {};
  for (const [name, strings] of Object.entries(namespaces)) {
    for (const [key, text] of Object.entries(strings ?? {}) as [string, string][]) flat[`${name}.${key}`] = text;
  }
  return flat as Record<KeysOf<N>, string>;
}

/**
 * The catalogs of one panel, over the feature groups of `locales/en.json` it shows. Each panel
 * imports its groups by name (`import { webhooks } from '…/en.json'`), so a bundler leaves the
 * other panels' strings out of a partner's bundle; Spanish comes on demand, the same groups.
 */
export function settingsCatalogsOf<N extends Namespaces>(english: N): Catalogs<KeysOf<N>> {
  const names = Object.keys(english);
  return {
    en: flatten(english),
    es: () =>
      import('../../../locales/es.json').then((module) => {
        const all = module.default as unknown as Namespaces;
        return { default: flatten(Object.fromEntries(names.map((name) => [name, all[name] ?? {}])) as Partial<N>) };
      }),
  };
}
