import type { RunOptions } from 'axe-core';

/**
 * axe-core rules whose impact is at most "moderate" (axe-core 4.14 metadata). The a11y addon fails
 * a story on ANY violation and cannot filter by impact, while our bar is "no serious or critical
 * violation", so these rules are switched off for story tests. `scripts/storybook/a11yRules.test.ts`
 * re-derives the list from the installed axe-core, so an upgrade that changes impacts fails loudly.
 * A story may still turn one back on through `parameters.a11y.options.rules`.
 */
export const belowSeriousRules: readonly string[] = [
  'aria-allowed-role', 'aria-deprecated-role', 'duplicate-id', 'empty-heading',
  'empty-table-header', 'focus-order-semantics', 'form-field-multiple-labels', 'heading-order',
  'hidden-content', 'html-xml-lang-mismatch', 'identical-links-same-purpose',
  'image-redundant-alt', 'landmark-banner-is-top-level', 'landmark-complementary-is-top-level',
  'landmark-contentinfo-is-top-level', 'landmark-main-is-top-level',
  'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main', 'landmark-one-main', 'landmark-unique',
  'meta-refresh-no-exceptions', 'meta-viewport', 'meta-viewport-large', 'no-autoplay-audio',
  'page-has-heading-one', 'presentation-role-conflict', 'region', 'scope-attr-valid',
  'server-side-image-map', 'skip-link', 'table-duplicate-name',
];

/** `parameters.a11y.options` that run only the serious and critical rules. */
export const seriousAndCriticalOnly: RunOptions = {
  rules: Object.fromEntries(belowSeriousRules.map((id) => [id, { enabled: false }])),
};
