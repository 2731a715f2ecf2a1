// The value lists of configuration options (product-spec §3), exactly as the spec writes them.
// Plain values, no zod: UI bundles import these at run time; the zod enums live in ./schemas/enums.

export const configOptionKinds = ['Impact Category', 'Operational Area', 'Strategic Axis'] as const;
export type ConfigOptionKind = (typeof configOptionKinds)[number];

export const configScopes = ['Global', 'Organization', 'Project'] as const;
export type ConfigScope = (typeof configScopes)[number];
