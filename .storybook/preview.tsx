import './layers.css';
import '@okr/core/styles.css';
import '@okr/auth/styles.css';
import '@okr/goals/styles.css';
import type { Locale } from '@okr/core';
import { handlerGroups, resetActiveMockDb } from '@okr/mocks';
import type { MockSeed } from '@okr/mocks';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Fragment } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { configure } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { seriousAndCriticalOnly } from './a11yRules';
import { fitsThePhone, phoneViewport } from './phoneChecks';
import { StoryProviders } from './StoryProviders';
import { StoryRouter } from './StoryRouter';

/**
 * Story parameters this preview reads (besides `msw` and `a11y`):
 * - `session`: the signed-in session, e.g. `sessionFixtures.admin` from `@okr/mocks` (absent: signed out);
 * - `route` / `routePath`: the starting URL and the pattern that renders the story;
 * - `locale`: pins a story's language (else the toolbar's);
 * - `mockSeed`: replaces the demo data of the story's fresh mock db;
 * - `hostPage`: a component that plays the partner's page around the providers (embedding stories).
 */

// A play function's `findBy…` and `waitFor` wait up to 5 s, not testing-library's 1 s: on a loaded
// 2-core CI machine a mock round trip plus a render has taken longer than 1 s, and the stories failed.
// A story that passes is no slower; only a failing one waits longer to say so.
configure({ asyncUtilTimeout: 5_000 });

// Every story starts on a fresh mock db, so one story's writes never show in another.
const freshMockDb: Loader = async ({ parameters }) => {
  resetActiveMockDb(parameters.mockSeed as MockSeed | undefined);
  return {};
};

const withProviders: Decorator = (Story, { id, parameters, globals }) => {
  const route = (parameters.route as string | undefined) ?? '/';
  const locale = (parameters.locale ?? globals.locale ?? 'en') as Locale;
  const HostPage = (parameters.hostPage as ComponentType<{ children: ReactNode }> | undefined) ?? Fragment;
  // Keyed by story id: React must never carry one story's stores into the next.
  return (
    <HostPage>
      <StoryProviders key={id} session={parameters.session ?? undefined} locale={locale}>
        <StoryRouter route={route} routePath={(parameters.routePath as string | undefined) ?? route.split('?')[0] ?? '/'}>
          <Story />
        </StoryRouter>
      </StoryProviders>
    </HostPage>
  );
};

const preview: Preview = {
  loaders: [freshMockDb, mswLoader()],
  decorators: [withProviders],
  afterEach: [fitsThePhone],
  parameters: {
    // `phone` is the width of a story's `Phone` variant (see ./phoneChecks.ts).
    viewport: { options: { ...MINIMAL_VIEWPORTS, ...phoneViewport } },
    // Every resource's default handlers; a story replaces one group, e.g.
    // `msw: { handlers: { organizations: organizationHandlers.error } }`.
    msw: { handlers: handlerGroups },
    a11y: { test: 'error', options: seriousAndCriticalOnly },
    layout: 'padded',
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'es'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
};

export default preview;
