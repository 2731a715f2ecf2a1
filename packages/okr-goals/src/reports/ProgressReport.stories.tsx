import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiError, apiUrl, demoOkrIds, reportHandlers, sessionFixtures } from '@okr/mocks';
import { ProgressReport } from './ProgressReport';

const meta = {
  title: 'Goals/Reports/ProgressReport',
  component: ProgressReport,
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof ProgressReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Embedded on its own: the objective picker, then the chosen objective's charts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-progress-report')).toHaveAttribute('data-state', 'ready'));
    await expect(within(canvasElement).getByRole('combobox', { name: 'Objective' })).toBeVisible();
  },
};

/** One objective (an objective page embedding its report): no picker. */
export const OneObjective: Story = {
  args: { objectiveId: demoOkrIds.objective('dach') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.okr-progress-report')).toHaveAttribute('data-state', 'ready'));
    await expect(canvas.queryByRole('combobox', { name: 'Objective' })).toBeNull();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};

/** The server refuses the caller (403, a role changed since its flags were read): the reports' own refusal. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { reports: [http.get(apiUrl(apiPaths.reports.progress), () => apiError('FORBIDDEN', 'Forbidden')), ...reportHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-progress-report')).toHaveAttribute('data-state', 'forbidden'));
    await expect(within(canvasElement).getByText('You cannot see the reports')).toBeVisible();
  },
};

/** No session (401 after the refresh failed): the signed-out line. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: { reports: [http.get(apiUrl(apiPaths.reports.progress), () => apiError('UNAUTHENTICATED', 'Session expired')), ...reportHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-progress-report')).toHaveAttribute('data-state', 'signed-out'));
    await expect(within(canvasElement).getByText('Sign in to see the reports.')).toBeVisible();
  },
};
