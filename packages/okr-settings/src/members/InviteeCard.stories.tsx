import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { InviteeCard } from './InviteeCard';

const meta = {
  title: 'Settings/InviteeCard',
  component: InviteeCard,
  args: { email: 'new.colleague@example.com', onClear: fn() },
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof InviteeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address to invite and what the invitation does; the cross goes back to the search. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Invite by email' });
    await expect(card).toHaveTextContent('new.colleague@example.com has no account yet.');
    await userEvent.click(within(card).getByRole('button', { name: 'Change email' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** A long address stays inside the card (truncated in its line, whole in the explanation). */
export const LongAddress: Story = {
  args: { email: 'a.very.long.address.for.truncation.tests@subdomain.example-company.com' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Invite by email' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};
