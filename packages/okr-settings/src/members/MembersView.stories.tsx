import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OrganizationMember } from '@okr/contract';
import { ApiError } from '@okr/core';
import { viewStateStories } from '../testing/viewStateStories';
import { membersCanOf } from './memberPermissions';
import { MembersView } from './MembersView';

// The view drawn from plain values (embedding.md "Views"): every state without a mock server behind it.

const member = (id: string, firstName: string, lastName: string, membershipType: OrganizationMember['membershipType']): OrganizationMember => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@demo.okr`,
  roleType: membershipType === 'Owner' ? 'Admin' : 'Editor',
  membershipType,
  joinedAt: '2024-03-04T10:00:00.000Z',
  isActive: true,
});
const members = [member('00000000-0000-4000-8000-000000000001', 'Ada', 'Admin', 'Owner'), member('00000000-0000-4000-8000-000000000002', 'Eddie', 'Editor', 'Member')];
const all = { users: { canCreate: true, canRead: true, canUpdate: true, canDelete: true } } as never;

const meta = {
  title: 'Settings/MembersList/View',
  component: MembersView,
  args: { state: 'ready', members, can: membersCanOf(all), onInvite: fn(), onRetry: fn(), onEditRoles: fn(), onRemove: fn() },
} satisfies Meta<typeof MembersView>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = viewStateStories(
  {
    root: '.okr-members-list',
    loading: 'Loading…',
    loadError: 'Failed to load organization users. Please try again.',
    forbidden: "You don't have permission to see this organization's users.",
    signedOut: "Sign in to see this organization's users.",
    emptyTitle: 'No users in this organization',
  },
  { members: [] },
);

/** Ready: the count, Add User, and each member's actions calling back with the member. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('2 users')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit roles of Eddie Editor' }));
    await expect(args.onEditRoles).toHaveBeenCalledWith(members[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Eddie Editor' }));
    await expect(args.onRemove).toHaveBeenCalledWith(members[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await expect(args.onInvite).toHaveBeenCalled();
  },
};

/** Without the users flags: the members, no Add User, no row actions. */
export const ReadOnly: Story = {
  args: { can: membersCanOf(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Eddie Editor')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add User' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove Eddie Editor' })).toBeNull();
  },
};

/** A partner's own add button and row actions in the `inviteButton` and `memberActions` slots. */
export const Slots: Story = {
  args: {
    slots: {
      inviteButton: ({ onClick }) => (
        <button type="button" onClick={onClick}>
          Invite a colleague
        </button>
      ),
      memberActions: ({ name, onRemove }) => (
        <button type="button" onClick={onRemove}>
          Offboard {name}
        </button>
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite a colleague' }));
    await expect(args.onInvite).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Offboard Eddie Editor' }));
    await expect(args.onRemove).toHaveBeenCalledWith(members[1]);
    await expect(canvas.queryByRole('button', { name: 'Add User' })).toBeNull();
  },
};

/** Empty: the default empty state offers to add the first user. */
export const Empty: Story = {
  ...states.empty,
  play: async (context) => {
    await states.empty.play(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Add First User' }));
    await expect(context.args.onInvite).toHaveBeenCalled();
  },
};

/** A partner's own empty state in the `empty` slot, told whether the caller may invite. */
export const EmptySlot: Story = {
  args: {
    ...states.empty.args,
    can: membersCanOf(null),
    slots: { empty: ({ canInvite }) => <p>{canInvite ? 'Invite your team' : 'Ask an administrator to add people'}</p> },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ask an administrator to add people')).toBeVisible();
  },
};

export const Loading: Story = states.loading;
export const LoadError: Story = states.loadError;
export const Forbidden: Story = states.forbidden;

/** The server's own words for the 403 replace the default line. */
export const ForbiddenByServer: Story = {
  args: { ...states.forbidden.args, error: new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Only administrators can see members (missing: users:read)' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Only administrators can see members (missing: users:read)');
  },
};

export const SignedOut: Story = states.signedOut;
