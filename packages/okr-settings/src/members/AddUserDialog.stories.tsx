import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { invitationHandlers, memberHandlers, sessionFixtures } from '@okr/mocks';
import { AddUserDialog } from './AddUserDialog';

const meta = {
  title: 'Settings/AddUserDialog',
  component: AddUserDialog,
  args: { onUserAdded: fn(), onInvitationSent: fn() },
  parameters: { session: sessionFixtures.admin, msw: { handlers: { settings: memberHandlers.default } } },
} satisfies Meta<typeof AddUserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add User' }));
  return screen.findByRole('dialog', { name: 'Add User to Organization' });
}

async function typeEmail(dialog: HTMLElement, email: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), email);
}

/** Closed: its own trigger. */
export const Default: Story = {};

/** An address that is not one: both messages, no search. */
export const SearchInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await typeEmail(dialog, 'globex@demo');
    await expect(within(dialog).getByText('Please enter a valid email address')).toBeVisible();
    await expect(within(dialog).getByText('Please enter a valid email address to search for users')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Add User' })).toBeDisabled();
  },
};

export const SearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await typeEmail(dialog, 'nobody@nowhere.test');
    await expect(await within(dialog).findByText('No user found with email "nobody@nowhere.test"')).toBeVisible();
  },
};

export const SearchFound: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await typeEmail(dialog, 'globex@demo.okr');
    await expect(await within(dialog).findByRole('button', { name: /^Hank Scorpio/ })).toBeVisible();
  },
};

/** The whole flow: search, select, keep Editor, add; the dialog closes and calls back. */
export const AddFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await typeEmail(dialog, 'globex@demo.okr');
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Hank Scorpio/ }));
    await expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Editor');
    // Removing the selection returns to the search; select again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove selection' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Hank Scorpio/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await expect(await screen.findByText('User added to organization successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onUserAdded).toHaveBeenCalledWith(expect.objectContaining({ email: 'globex@demo.okr' }), 'Editor');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Add User' })).toHaveFocus());
  },
};

/** The server fails to add: the spec's default toast, the dialog stays open. */
export const AddFailed: Story = {
  parameters: { msw: { handlers: { settings: memberHandlers.addFailed } } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await typeEmail(dialog, 'globex@demo.okr');
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Hank Scorpio/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await expect(await screen.findByText('Failed to add user to organization')).toBeVisible();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

export const SearchFailed: Story = {
  parameters: { msw: { handlers: { settings: memberHandlers.searchFailed } } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await typeEmail(dialog, 'globex@demo.okr');
    await expect(await within(dialog).findByText('Failed to search users')).toBeVisible();
  },
};

/** Nobody has the address: invite it instead, with the role picker (default Editor, no SuperAdmin). */
export const InviteFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await typeEmail(dialog, 'new.colleague@nowhere.test');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Invite new.colleague@nowhere.test' }));
    await expect(within(dialog).getByRole('group', { name: 'Invite by email' })).toHaveTextContent('new.colleague@nowhere.test');
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    await expect(role).toHaveTextContent('Editor');
    await userEvent.click(role);
    await expect(screen.queryByRole('option', { name: 'SuperAdmin' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
    await expect(role).toHaveTextContent('Viewer');
    // The role menu gives the dialog back once it has closed.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send invitation' }));
    await expect(await screen.findByText('Invitation sent to new.colleague@nowhere.test')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onInvitationSent).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'new.colleague@nowhere.test', roleType: 'Viewer', status: 'pending' }),
    );
  },
};

/** The address already has a pending invitation: the server's words, the dialog stays open. */
export const InviteAlreadyPending: Story = {
  parameters: { msw: { handlers: { invitations: invitationHandlers.withInvitations } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await typeEmail(dialog, 'new.analyst@acmecorp.example');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Invite new.analyst@acmecorp.example' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect(await screen.findByText('new.analyst@acmecorp.example already has a pending invitation to this organization')).toBeVisible();
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onInvitationSent).not.toHaveBeenCalled();
    // Changing the address goes back to the search.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change email' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
