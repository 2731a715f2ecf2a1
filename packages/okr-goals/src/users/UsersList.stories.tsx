import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiError, apiUrl, internalError, memberHandlers, sessionFixtures } from '@okr/mocks';
import { UsersList } from './UsersList';

const meta = {
  title: 'Goals/UsersList',
  component: UsersList,
  parameters: { route: '/app/users', session: sessionFixtures.viewer },
} satisfies Meta<typeof UsersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Members with their role, membership and what they own (counted by the server). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const ada = await within(canvasElement).findByRole('rowheader', { name: /Ada Admin/ });
    await expect(ada).toBeVisible();
    // The initials show as soon as the row does (they were blank at first paint), and are
    // decorative: the row is named by the name and email alone.
    await expect(within(ada).getByText('AA')).toBeVisible();
    await expect(ada).toHaveAccessibleName('Ada Admin admin@demo.okr');
  },
};

/** More members than a page: "Load more" fetches the next one (the `Link` header) until the last. */
export const ManyMembersPaged: Story = {
  parameters: { msw: { handlers: { settings: memberHandlers.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Showing 50 of 5\d\d$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more members' }));
    await waitFor(() => expect(canvas.getByText(/^Showing 100 of 5\d\d$/)).toBeVisible());
  },
};

/** The search asks the server (`?q=`), so it finds members beyond the loaded pages. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search members' }), 'vera');
    await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(1));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { settings: [http.get(apiUrl(apiPaths.users.list), () => new Promise<never>(() => undefined)), ...memberHandlers.default] } } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { settings: [http.get(apiUrl(apiPaths.users.list), internalError), ...memberHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Retry|Try again/ })).toBeVisible();
  },
};

/** The server refuses the caller (403): said so, with no retry. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { settings: [http.get(apiUrl(apiPaths.users.list), () => apiError('FORBIDDEN', 'Forbidden')), ...memberHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-users-list')).toHaveAttribute('data-state', 'forbidden'));
    await expect(within(canvasElement).getByText("You don't have permission to see this organization's members.")).toBeVisible();
  },
};

/** No session (401 after the refresh failed): the signed-out line. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: { settings: [http.get(apiUrl(apiPaths.users.list), () => apiError('UNAUTHENTICATED', 'Session expired')), ...memberHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-users-list')).toHaveAttribute('data-state', 'signed-out'));
    await expect(within(canvasElement).getByText("Sign in to see this organization's members.")).toBeVisible();
  },
};
