import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiUrl, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { demoPeriodId } from '../testing/demoPeriods';
import { GoalsDashboard } from './GoalsDashboard';

const meta = {
  title: 'Goals/GoalsDashboard',
  component: GoalsDashboard,
  // Every period unless a story picks one (the mock db's demo objectives sit in Q1 2025, a past quarter).
  args: { period: 'all' },
  parameters: { route: '/app', session: sessionFixtures.admin },
} satisfies Meta<typeof GoalsDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Objectives by status, average progress, key results at risk, initiatives and tasks, my items. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Key results at risk', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Average progress: \d+%/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.dashboard), () => new Promise(() => undefined)), ...okrHandlers.default] } } },
};

export const Error: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.dashboard), internalError), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Could not load the dashboard.');
  },
};

/** One period without objectives: the dashboard of that period only, empty. */
export const EmptyPeriod: Story = {
  render: (args) => <GoalsDashboard {...args} period={demoPeriodId('Q2 2025')} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing to show yet')).toBeVisible();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
