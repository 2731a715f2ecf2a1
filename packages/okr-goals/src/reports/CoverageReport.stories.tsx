import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiError, apiUrl, reportHandlers, sessionFixtures } from '@okr/mocks';
import { setMocksClock } from '../testing/mocksClock';
import { reportSeeds } from '../testing/reportSeeds';
import { CoverageReport } from './CoverageReport';

const meta = {
  title: 'Goals/Reports/CoverageReport',
  component: CoverageReport,
  args: { onNavigate: fn(), objectiveHref: (id: string) => `/app/objectives/${id}`, plansHref: '/app/settings?tab=billing' },
  parameters: { route: '/app/reports?tab=coverage', session: sessionFixtures.admin },
  // "Stale" is counted from today: the demo quarter's today, whatever day the story runs.
  beforeEach: () => setMocksClock(),
} satisfies Meta<typeof CoverageReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = (canvasElement: HTMLElement, state = 'ready') =>
  waitFor(() => expect(canvasElement.querySelector('.okr-coverage-report')).toHaveAttribute('data-state', state));
const list = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));

/**
 * The demo quarter, partly covered: the axis × area matrix, Tactical against Strategic, and the
 * objectives and key results that need someone, each linking to its objective.
 */
export const Partial: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByText(/^\d+ objectives and \d+ key results, cancelled objectives left out\.$/)).toBeVisible();
    const matrix = canvas.getByRole('table', { name: 'Objectives by strategic axis (rows) and operational area (columns)' });
    await expect(within(matrix).getByRole('columnheader', { name: 'Total' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Tactical and Strategic' })).toBeVisible();
    // Some objectives are aligned to nothing and some key results stale; every objective is measured.
    await expect(list(canvasElement, 'Without key results').getByText('Every objective has key results.')).toBeVisible();
    await expect(list(canvasElement, 'Stale key results').getAllByRole('link').length).toBeGreaterThan(0);
    const [orphan] = list(canvasElement, 'Orphans').getAllByRole('link');
    await userEvent.click(orphan!);
    await expect(args.onNavigate).toHaveBeenCalledWith(orphan!.getAttribute('href'));
  },
};

/** Nothing needs anyone: every objective aligned and measured, every key result checked in lately. */
export const FullyCovered: Story = {
  parameters: { mockSeed: reportSeeds.covered },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('table', { name: /Objectives by strategic axis/ })).toBeVisible();
    await expect(list(canvasElement, 'Orphans').getByText('Every objective is aligned.')).toBeVisible();
    await expect(list(canvasElement, 'Without key results').getByText('Every objective has key results.')).toBeVisible();
    await expect(list(canvasElement, 'Stale key results').getByText('Every key result was checked in recently.')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** A period without objectives: no matrix to draw, every list empty. */
export const Empty: Story = {
  parameters: { msw: { handlers: { reports: reportHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByText('0 objectives and 0 key results, cancelled objectives left out.')).toBeVisible();
    await expect(canvas.getByText('No objectives to place yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(list(canvasElement, 'Orphans').getByText('Every objective is aligned.')).toBeVisible();
  },
};

/** More than a list holds (100): the first hundred, and how many there are. */
export const LongLists: Story = {
  parameters: { mockSeed: reportSeeds.manyObjectives(110) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const orphans = list(canvasElement, 'Orphans');
    await expect(orphans.getAllByRole('link')).toHaveLength(100);
    await expect(orphans.getByText(/^Showing 100 of 1\d\d$/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { reports: reportHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { reports: reportHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load the report. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A role without `objectives:read`: the refusal, and no request made. */
export const Forbidden: Story = {
  parameters: { mockSeed: reportSeeds.viewerWithoutObjectives, session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You cannot see the reports')).toBeVisible();
    await ready(canvasElement, 'forbidden');
  },
};

/** No session (401 after the refresh failed): the signed-out line. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: { reports: [http.get(apiUrl(apiPaths.reports.coverage), () => apiError('UNAUTHENTICATED', 'Session expired'))] } } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'signed-out');
    await expect(within(canvasElement).getByText('Sign in to see the reports.')).toBeVisible();
  },
};

/** The Free plan: what the report would hold, and the way to Billing. */
export const FreePlan: Story = {
  parameters: { msw: { handlers: { reports: reportHandlers.freePlan } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/app/settings?tab=billing');
    await ready(canvasElement, 'plan');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { name: 'Orphans' })).toBeVisible();
  },
};
