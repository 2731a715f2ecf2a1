import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoOkrIds, sessionFixtures } from '@okr/mocks';
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
