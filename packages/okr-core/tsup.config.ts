import type { Options } from 'tsup';
import { packageConfig } from '../../tsup.shared';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

// The root, and `testing` (renderWithOkr) for our packages' tests and partners' own.
//
// No code splitting: with it, the provider went to a chunk shared by `index` and `testing`, and
// every partner bundle paid for the re-exports (+57 B gzip on OkrProvider alone, issue 36). The
// root is one self-contained file again. `testing` renders the very provider the root exports, so
// its imports of the provider's modules resolve to `@okr/core` itself (one React context, not a copy).
const testingUsesRoot: Plugin = {
  name: 'testing-uses-root',
  setup(build) {
    build.onResolve({ filter: /\/provider\/(OkrProvider|NavigateContext)$/ }, (args) =>
      /[\\/]src[\\/]testing[\\/]/.test(args.importer) ? { path: '@okr/core', external: true } : undefined,
    );
  },
};

// The same for `headless` (issue 34): its hooks read the provider's contexts (and `isApiError` its
// class), so those modules resolve to `@okr/core` too; a copy would be a context no provider fills.
// Every module of it that imports `ApiError` goes too (`panelStateOf`, `fieldErrorsOf`): only a
// module imported by `headless.ts` itself can be sent to the root, and a copy of the class would
// make `isApiError` say false to every error of the root's client (a partner's `fieldErrorsOf`
// read nothing; `scripts/bench/headlessEntries.test.ts` checks the built file).
const headlessUsesRoot: Plugin = {
  name: 'headless-uses-root',
  setup(build) {
    build.onResolve({ filter: /\/(http\/ApiClientContext|http\/ApiError|http\/fieldErrorsOf|ui\/panelState|session\/SessionContext|i18n\/useTranslation)$/ }, (args) =>
      /[\\/]src[\\/]entries[\\/]headless\.ts$/.test(args.importer) ? { path: '@okr/core', external: true } : undefined,
    );
  },
};

// Without splitting, esbuild inlines a dynamic `import()` of a bundled module, and every partner paid
// for renaming the cascade layer though almost none renames it (+261 B gzip on the switcher with its
// provider). The provider's on-demand import goes to the entry `@okr/core/css-layer` instead.
const cssLayerOnDemand: Plugin = {
  name: 'css-layer-on-demand',
  setup(build) {
    build.onResolve({ filter: /^\.\/renameCssLayer$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: '@okr/core/css-layer', external: true } : undefined,
    );
  },
};

const spanishOnDemand: Plugin = {
  name: 'spanish-on-demand',
  setup(build) {
    build.onResolve({ filter: /locales\/es\.json$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: '@okr/core/es', external: true } : undefined,
    );
  },
};

export default packageConfig({ splitting: false, esbuildPlugins: [testingUsesRoot, headlessUsesRoot, cssLayerOnDemand, spanishOnDemand] });
