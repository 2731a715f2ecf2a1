import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reportHandlers, sessionFixtures } from '@okr/mocks';
import { reportSeeds } from '../testing/reportSeeds';
import { ReportsPage } from './ReportsPage';

const meta = {
  title: 'Goals/Reports/ReportsPage',
  component: ReportsPage,
  args: { onNavigate: fn(), onTabChange: fn(), objectiveHref: (id: string) => `/app/objectives/${id}`, plansHref: '/app/settings?tab=billing' },
  parameters: { route: '/app/reports', session: sessionFixtures.admin },
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = {
  viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
};

/** A Pro organization: the first objective's progress against the expected line, then each key result's. */
export const Progress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.okr-progress-report')).toHaveAttribute('data-state', 'ready'));
    await expect(canvas.getByRole('combobox', { name: 'Objective' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Progress of .* over time$/ }).length).toBeGreaterThan(1);
    await expect(canvas.getByRole('group', { name: 'Export to CSV' })).toBeVisible();
  },
};

/** The coverage tab: the axis × area matrix, Tactical vs Strategic, and the lists linking to objectives. */
export const Coverage: Story = {
  args: { tab: 'coverage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: /Objectives by strategic axis/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Orphans' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Stale key results' })).toBeVisible();
  },
};

/** Every chart has a table view with the same numbers: switched per chart. */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [switcher] = await canvas.findAllByRole('radiogroup', { name: /^View of Progress of / });
    await userEvent.click(within(switcher!).getByRole('radio', { name: 'Table' }));
    const table = await canvas.findByRole('table', { name: /^Progress of .* over time$/ });
    await expect(within(table).getByRole('columnheader', { name: 'Expected' })).toBeVisible();
    await expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(1);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { reports: reportHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-progress-report')).toHaveAttribute('data-state', 'loading'));
  },
};

/** A period without objectives. */
export const EmptyPeriod: Story = {
  parameters: { mockSeed: reportSeeds.noObjectives },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No objectives in this period')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { reports: reportHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Free: what the reports hold, an illustration without figures, and the way to Billing. */
export const FreePlan: Story = {
  parameters: { mockSeed: reportSeeds.free, session: { ...sessionFixtures.admin, organization: { ...sessionFixtures.admin.organization!, plan: 'Free' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/app/settings?tab=billing');
    await expect(canvas.queryByRole('group', { name: 'Export to CSV' })).toBeNull();
  },
};

/** The server says Free although the session still says Pro (upgraded elsewhere, or downgraded): the 402 decides. */
export const FreePlanFromServer: Story = {
  parameters: { msw: { handlers: { reports: reportHandlers.freePlan } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Go to Billing' })).toBeVisible();
  },
};

/** A role without `objectives:read`. */
export const Forbidden: Story = {
  parameters: { mockSeed: reportSeeds.viewerWithoutObjectives, session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You cannot see the reports')).toBeVisible();
  },
};

/** 200 more objectives: the picker lists them all; one objective's charts at a time. */
export const ManyObjectives: Story = {
  parameters: { mockSeed: reportSeeds.manyObjectives(200) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Objectives in this report: 2\d\d/, {}, { timeout: 8000 })).toBeVisible();
  },
};

export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Informes', level: 1 })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-progress-report')).toHaveAttribute('data-state', 'ready'));
    const root = canvasElement.querySelector<HTMLElement>('.okr-reports-page')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

export const CoveragePhone: Story = {
  args: { tab: 'coverage' },
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Orphans' });
    const root = canvasElement.querySelector<HTMLElement>('.okr-reports-page')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};
