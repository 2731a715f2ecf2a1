import { Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import type { ContactMessagesPage } from '@okr/contract';
import { queryKeys, SkeletonRows, useApiClient } from '@okr/core';
import { adminHandlers, apiUrl, internalError, sessionFixtures } from '@okr/mocks';
import { seedWithMessages } from '../testing/storySeeds';
import { QueryState } from './QueryState';

const messagesUrl = apiUrl(apiPaths.contact.adminList);

/** The states around a live query: the first page of the contact form's messages on the mock server. */
function MessagesState({ loading }: { loading?: ReactNode }) {
  const api = useApiClient();
  const messages = useQuery({
    queryKey: queryKeys.admin('contact-messages', 1, 20),
    queryFn: () => api.get<ContactMessagesPage>(`${apiPaths.contact.adminList}?page=1&pageSize=20`),
  });
  return (
    <QueryState query={messages} loading={loading}>
      {(data) => (
        <ul aria-label="Senders">
          {data.items.map((message) => (
            <li key={message.id}>
              <Text>{message.name}</Text>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const meta = {
  title: 'Admin/Lib/QueryState',
  component: QueryState,
  // `render` wires the states to a live query; `query` and `children` below only satisfy the props' types.
  args: {
    query: { data: undefined, isPending: true, isError: false, error: null, refetch: fn() },
    children: () => null,
  },
  render: (args) => <MessagesState loading={args.loading} />,
  parameters: { route: '/admin/messages', session: sessionFixtures.superAdmin, mockSeed: seedWithMessages },
} satisfies Meta<typeof QueryState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data: the children draw it. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Senders' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No data yet: a spinner announced as "Loading…". */
export const Pending: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** No data yet, with the screen's own loading shape (the lists pass their skeleton). */
export const PendingWithSkeleton: Story = {
  args: { loading: <SkeletonRows rows={3} height="112px" /> },
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status.querySelectorAll('.rt-Skeleton')).toHaveLength(3);
  },
};

/** The call fails once: the default message (never the server's "Internal server error") and a retry, which brings the data. */
export const ErrorWithRetry: Story = {
  parameters: { msw: { handlers: { admin: [http.get(messagesUrl, internalError, { once: true }), ...adminHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load this page. Please try again.');
    await expect(alert).not.toHaveTextContent('Internal server error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Senders' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Signed in without super-administrator rights: the server's 403 message, as it said it. */
export const Forbidden: Story = {
  parameters: { session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Only super administrators can do this (missing: SuperAdmin)');
    await expect(canvas.queryByRole('list')).toBeNull();
    // Asking again cannot change a refusal: no retry.
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
