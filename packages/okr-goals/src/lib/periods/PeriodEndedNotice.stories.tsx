import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import type { Period } from '@okr/contract';
import { apiUrl, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { PeriodEndedNotice } from './PeriodEndedNotice';

const ended: Period = { id: 'p-q3', name: 'Q3 2026', startDate: '2026-07-01', endDate: '2026-09-30', status: 'ended' };

const meta = {
  title: 'Goals/PeriodEndedNotice',
  component: PeriodEndedNotice,
  args: { period: ended, onRollOver: fn() },
  parameters: { route: '/app/objectives', session: sessionFixtures.admin },
} satisfies Meta<typeof PeriodEndedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whoever may close periods and create objectives: both invitations. */
export const Owner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Q3 2026 ended on .*roll its objectives over/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Roll over objectives' }));
    await expect(args.onRollOver).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Close Q3 2026' })).toBeVisible();
  },
};

/** A Viewer reads why check-ins are still taken; no button. */
export const Member: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/until an administrator closes it/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Closing fails: the reason shows under the text, the buttons stay. */
export const CloseError: Story = {
  parameters: { msw: { handlers: { okr: [http.patch(apiUrl(apiPaths.periods.byId(':id')), internalError), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close Q3 2026' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvasElement.querySelector('.okr-period-ended')).toHaveAttribute('data-state', 'error');
  },
};
