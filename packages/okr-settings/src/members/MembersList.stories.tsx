import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { memberHandlers, sessionFixtures } from '@okr/mocks';
import { MembersList } from './MembersList';

const meta = {
  title: 'Settings/MembersList',
  component: MembersList,
  args: { onUserAdded: fn(), onRoleChanged: fn(), onUserRemoved: fn() },
  parameters: { session: sessionFixtures.admin, msw: { handlers: { settings: memberHandlers.default } } },
} satisfies Meta<typeof MembersList>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-members-list')?.getAttribute('data-state');

/** The demo organization: its owner, an Editor and a Viewer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Organization users' })).toBeVisible();
    await expect(canvas.getByLabelText('3 users')).toHaveTextContent('3');
    await expect(stateOf(canvasElement)).toBe('ready');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { settings: memberHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
    await expect(stateOf(canvasElement)).toBe('loading');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { settings: memberHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No users in this organization')).toBeVisible();
    await expect(canvas.getByText('Add users to start collaborating')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add First User' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { settings: memberHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load organization users. Please try again.')).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('error');
  },
};

/** The caller's roles lack `users:read`: the server's message. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { settings: memberHandlers.forbidden } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
    await expect(stateOf(canvasElement)).toBe('forbidden');
  },
};

/** The owner's row: its delete button is disabled, with the reason. */
export const OwnerRow: Story = {
  play: async ({ canvasElement }) => {
    const remove = await within(canvasElement).findByRole('button', { name: 'Remove Ada Admin' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription('The owner cannot be removed');
  },
};

/** A member whose account was deactivated. */
export const InactiveMember: Story = {
  parameters: { msw: { handlers: { settings: memberHandlers.inactive } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Inactive')).toBeVisible();
  },
};

/** 503 members: only the rows in view are rendered. */
export const ManyMembers: Story = {
  parameters: { msw: { handlers: { settings: memberHandlers.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('503 users', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvasElement.querySelectorAll('.okr-member-row').length).toBeLessThan(40);
  },
};

/** Remove confirmation with its warning; confirming removes the member. */
export const RemoveMember: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Eddie Editor' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to remove Eddie Editor from this organization?');
    await expect(dialog).toHaveTextContent('This action will remove all their roles and access to this organization.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await screen.findByText('User removed from organization')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('2 users')).toBeVisible());
    await expect(args.onUserRemoved).toHaveBeenCalled();
  },
};

/** Removing fails with the server's 500: the default toast, the dialog stays open. */
export const RemoveFailed: Story = {
  parameters: { msw: { handlers: { settings: memberHandlers.removeFailed } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Remove Eddie Editor' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await expect(await screen.findByText('Failed to remove user from organization')).toBeVisible();
  },
};

/** An Admin changes a member's roles. */
export const EditRoles: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit roles of Vera Viewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Vera Viewer' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /^Editor/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Roles' }));
    await expect(await screen.findByText('Roles updated successfully')).toBeVisible();
    await expect(args.onRoleChanged).toHaveBeenCalled();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};

/** An Editor reads the list (`users:read`) but may not add, change roles or remove: no such buttons. */
export const ReadOnlyEditor: Story = {
  parameters: { session: sessionFixtures.editor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Organization users' })).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('ready');
    await expect(canvas.queryByRole('button', { name: 'Add User' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit roles of / })).toBeNull();
  },
};

/** Slot `memberActions`: the partner's own row actions, wired to our dialogs and permission answers. */
export const SlotMemberActions: Story = {
  args: {
    slots: {
      memberActions: ({ member, name, can, onRemove }) =>
        can.remove(member) ? (
          <button type="button" className="partner-remove" onClick={onRemove}>
            Drop {name}
          </button>
        ) : null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Drop Eddie Editor' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Are you sure you want to remove Eddie Editor');
    // The Owner's row: the partner's slot heard `can.remove` is false.
    await expect(canvas.queryByRole('button', { name: 'Drop Ada Admin' })).toBeNull();
  },
};

/** Slot `empty`: the partner's own empty state, with our add dialog behind its button. */
export const SlotEmpty: Story = {
  parameters: { msw: { handlers: { settings: memberHandlers.empty } } },
  args: {
    slots: {
      empty: ({ canInvite, onInvite }) => (
        <p className="partner-empty">
          Nobody here yet.{' '}
          {canInvite ? (
            <button type="button" onClick={onInvite}>
              Bring your team
            </button>
          ) : null}
        </p>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bring your team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User to Organization' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(stateOf(canvasElement)).toBe('empty');
  },
};

/** Slot `inviteButton`: the partner's own add button in the header. */
export const SlotInviteButton: Story = {
  args: {
    slots: {
      inviteButton: ({ onClick }) => (
        <button type="button" className="partner-invite" onClick={onClick}>
          Invite a teammate
        </button>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite a teammate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User to Organization' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Add User' })).toBeNull();
  },
};
