import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { integrationHandlers, sessionFixtures } from '@okr/mocks';
import { ChatChannelsPanel } from './ChatChannelsPanel';

const meta = {
  title: 'Settings/ChatChannelsPanel',
  component: ChatChannelsPanel,
  args: { onChannelCreated: fn(), onChannelUpdated: fn(), onChannelDeleted: fn(), onSeeBilling: fn() },
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof ChatChannelsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const withChannels = { msw: { handlers: { integrations: integrationHandlers.withChatChannels } } };
const panelOf = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-chat-channels');

/** A Slack channel that gets every event, and a Teams one whose last two messages failed. */
export const Default: Story = {
  parameters: withChannels,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slack = await canvas.findByRole('listitem', { name: '#okrs' });
    await expect(panelOf(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(slack).toHaveTextContent('Slack');
    await expect(slack).toHaveTextContent('Check-ins · An objective turns at risk · The weekly digest · Mentions in comments');
    await expect(slack).toHaveAttribute('data-status', 'enabled');
    const teams = canvas.getByRole('listitem', { name: 'Leadership' });
    await expect(teams).toHaveTextContent('Microsoft Teams');
    await expect(teams).toHaveTextContent('The last 2 messages failed');
    await expect(teams).toHaveAttribute('data-status', 'failing');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No chat channels yet')).toBeVisible();
    await expect(panelOf(canvasElement)).toHaveAttribute('data-state', 'empty');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { integrations: integrationHandlers.chatChannelsSlow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading chat channels…');
    await expect(panelOf(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { integrations: integrationHandlers.chatChannelsError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading chat channels. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(panelOf(canvasElement)).toHaveAttribute('data-state', 'error');
  },
};

/** An Editor: the server refuses settings.read, and nothing offers to add. */
export const Forbidden: Story = {
  parameters: { session: sessionFixtures.editor },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("You don't have permission to manage chat channels.");
    await expect(panelOf(canvasElement)).toHaveAttribute('data-state', 'forbidden');
    await expect(within(canvasElement).queryByRole('button', { name: 'Add channel' })).toBeNull();
  },
};

/** The Free plan: what Pro gives and the way to Billing; the list is never asked for. */
export const FreePlan: Story = {
  parameters: {
    session: { ...sessionFixtures.admin, organization: { ...sessionFixtures.admin.organization!, plan: 'Free' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Slack and Teams come with Pro' })).toBeVisible();
    await expect(panelOf(canvasElement)).toHaveAttribute('data-state', 'locked');
    await userEvent.click(canvas.getByRole('button', { name: 'See plans in Billing' }));
    await expect(args.onSeeBilling).toHaveBeenCalled();
  },
};

/** Add: the form says what is missing, then the new channel is in the list. */
export const AddChannel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add channel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add chat channel' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(dialog.getByText('Name is required')).toBeVisible());
    await expect(dialog.getByText('URL is required')).toBeVisible();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Microsoft Teams' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Sales leadership');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Incoming-webhook URL' }), 'https://teams.example.com/workflows/okr');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'The weekly digest' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Check-ins' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    const added = await canvas.findByRole('listitem', { name: 'Sales leadership' });
    await expect(added).toHaveTextContent('Microsoft Teams');
    await expect(added).toHaveTextContent('Check-ins · The weekly digest');
    await expect(args.onChannelCreated).toHaveBeenCalledWith(expect.objectContaining({ kind: 'teams', events: ['check_in.created', 'weekly_digest'] }));
  },
};

/** A private address: the server's 422 under the URL field, and what was typed stays. */
export const PrivateAddressRefused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add channel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add chat channel' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), '#okrs');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Incoming-webhook URL' }), 'https://192.168.1.20/hook');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Mentions in comments' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(dialog.getByText('Webhook URLs cannot point to a loopback, private, link-local or multicast address')).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Incoming-webhook URL' })).toHaveValue('https://192.168.1.20/hook');
    await expect(dialog.getByRole('checkbox', { name: 'Mentions in comments' })).toBeChecked();
  },
};

/** Edit: the kind stays, only the changed field is sent. */
export const EditChannel: Story = {
  parameters: withChannels,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Leadership' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit chat channel' }));
    await expect(dialog.getByRole('radio', { name: 'Microsoft Teams' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Microsoft Teams' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Mentions in comments' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByRole('listitem', { name: 'Leadership' })).toHaveTextContent('Mentions in comments'));
    await expect(args.onChannelUpdated).toHaveBeenCalledWith(expect.objectContaining({ events: ['objective.at_risk', 'weekly_digest', 'comment.mention'] }));
  },
};

/** Delete after the confirmation: the channel goes, focus comes back to the add button. */
export const DeleteChannel: Story = {
  parameters: withChannels,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Leadership' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete chat channel' });
    await expect(dialog).toHaveTextContent('Nothing more will be posted to Leadership. Delete it?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete channel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'Leadership' })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add channel' })).toHaveFocus());
    await expect(args.onChannelDeleted).toHaveBeenCalledWith(expect.objectContaining({ name: 'Leadership' }));
  },
};

/** A test message: queued (202), said on its channel. */
export const TestSent: Story = {
  parameters: withChannels,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send test message to #okrs' }));
    const slack = canvas.getByRole('listitem', { name: '#okrs' });
    await expect(await within(slack).findByRole('status')).toHaveTextContent('Test message queued for #okrs');
  },
};

/** A test message the server could not queue: its message on the channel. */
export const TestFailed: Story = {
  parameters: { msw: { handlers: { integrations: integrationHandlers.chatTestError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send test message to Leadership' }));
    const teams = canvas.getByRole('listitem', { name: 'Leadership' });
    await expect(await within(teams).findByRole('alert')).toHaveTextContent('The test message to Leadership could not be sent');
  },
};

/** A phone: the channels stack, a long URL is cut with an ellipsis, nothing overflows the page. */
export const Phone: Story = {
  parameters: {
    ...withChannels,
    viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('listitem', { name: 'Leadership' });
    const panel = canvasElement.querySelector<HTMLElement>('.okr-chat-channels')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1);
  },
};
