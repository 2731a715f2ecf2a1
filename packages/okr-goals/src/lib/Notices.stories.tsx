import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { ConflictNotice, PlanLimitNotice } from './Notices';

const conflictMessage = 'Someone else changed this while you were editing. The form now shows their version; make your changes again and save.';
const planTitle = "Your plan's limit is reached";
const planBody = 'The Free plan includes one initiative. Upgrade to Pro for unlimited initiatives and documents.';

const meta = {
  title: 'Goals/Notices',
  component: ConflictNotice,
  parameters: { route: '/app/initiatives', session: sessionFixtures.editor },
} satisfies Meta<typeof ConflictNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 409 on a stale version, in the edit forms' wording: announced as an alert. */
export const Conflict: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(conflictMessage);
  },
};

/** 409 where the screen is not a form: the caller's own wording replaces the default. */
export const ConflictWithMessage: Story = {
  args: { message: 'Someone else moved this task first. The board now shows where they put it.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Someone else moved this task first. The board now shows where they put it.');
    await expect(alert).not.toHaveTextContent(conflictMessage);
  },
};

/** 402 PLAN_LIMIT_REACHED: what the Free plan allows, and a "See plans" link to the settings' Billing tab. */
export const PlanLimit: Story = {
  render: () => <PlanLimitNotice />,
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText(planTitle)).toBeVisible();
    await expect(alert.getByText(planBody)).toBeVisible();
    await expect(alert.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/app/settings?tab=billing');
  },
};

/** The plans live elsewhere (as when embedded): the link goes where the caller says. */
export const PlanLimitCustomHref: Story = {
  render: () => <PlanLimitNotice plansHref="/billing/plans" />,
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/billing/plans');
  },
};

const onViewPlans = fn();

/** The caller opens the plans itself (a dialog, say): "See plans" is a button that tells it. */
export const PlanLimitWithAction: Story = {
  render: () => <PlanLimitNotice onViewPlans={onViewPlans} />,
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.queryByRole('link', { name: 'See plans' })).toBeNull();
    await userEvent.click(alert.getByRole('button', { name: 'See plans' }));
    await expect(onViewPlans).toHaveBeenCalledTimes(1);
  },
};
