import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/** One Storybook for every package: designers review each component and state in one place. */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker (`pnpm exec msw init .storybook/public --save=false`), served at the root.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    // `source` first: workspace packages resolve to their TypeScript sources, no build needed.
    mergeConfig(viteConfig, { resolve: { conditions: ['source', ...defaultClientConditions] } }),
};

export default config;
