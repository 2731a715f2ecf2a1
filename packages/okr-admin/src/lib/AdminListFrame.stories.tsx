import { Table } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import type { AdminUserList } from '@okr/contract';
import { queryKeys, queryString, useApiClient } from '@okr/core';
import { adminHandlers, apiUrl, internalError, sessionFixtures } from '@okr/mocks';
import { AdminListFrame } from './AdminListFrame';
import type { AdminListFrameProps } from './AdminListFrame';
import { AdminTable } from './AdminTable';
import type { ListParams } from './listParams';
import { useListState } from './useListState';

const usersUrl = apiUrl(apiPaths.admin.users);

/** `GET /admin/users`, as the users feature asks for it (a lib story may not import that feature). */
function useUsersPage(params: ListParams) {
  const api = useApiClient();
  return useQuery({
    queryKey: queryKeys.admin('users', params),
    queryFn: () => api.get<AdminUserList>(`${apiPaths.admin.users}${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * The frame around a real list: the users of the mock server, sorted by email, four to a page, so
 * the six demo users make two pages (admin, editor, globex, newcomer | superadmin, viewer).
 */
function UsersFrame({ title, description, empty, pageSize }: Pick<AdminListFrameProps<AdminUserList>, 'title' | 'description' | 'empty' | 'pageSize'>) {
  const list = useListState('email', pageSize);
  const users = useUsersPage(list.params);
  return (
    <AdminListFrame
      title={title}
      description={description}
      search={{ label: 'Search users by name or email', value: list.search, onChange: list.setSearch }}
      query={users}
      empty={empty}
      page={list.params.page}
      pageSize={list.params.pageSize}
      onPageChange={list.setPage}
    >
      {(data) => (
        <AdminTable
          columns={
            <>
              <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
            </>
          }
        >
          {data.items.map((user) => (
            <Table.Row key={user.id}>
              <Table.RowHeaderCell>{user.fullName}</Table.RowHeaderCell>
              <Table.Cell>{user.email}</Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
      )}
    </AdminListFrame>
  );
}

const meta = {
  title: 'Admin/Lib/AdminListFrame',
  component: AdminListFrame,
  // `render` wires the frame to a live users query; `query`, `page`, `onPageChange` and `children`
  // below only satisfy the props' types.
  args: {
    title: 'Users',
    description: 'Everyone with an account, sorted by email.',
    empty: { title: 'No users match your search.', description: 'Try another name or email.' },
    page: 1,
    pageSize: 4,
    onPageChange: fn(),
    query: { data: undefined, isPending: true, isError: false, error: null, refetch: fn() },
    children: () => null,
  },
  render: (args) => <UsersFrame title={args.title} description={args.description} empty={args.empty} pageSize={args.pageSize} />,
  parameters: { route: '/admin/users', session: sessionFixtures.superAdmin },
} satisfies Meta<typeof AdminListFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title, the search box, the first page of rows and the pager. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(canvas.getByText('Everyone with an account, sorted by email.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users by name or email' })).toHaveValue('');
    const table = await canvas.findByRole('table');
    const emails = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await expect(emails).toEqual(['admin@demo.okr', 'editor@demo.okr', 'globex@demo.okr', 'newcomer@demo.okr']);
    await expect(canvas.getByText('1–4 of 6')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** Next shows the second page; Previous goes back to the first. */
export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('admin@demo.okr')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('viewer@demo.okr')).toBeVisible();
    await expect(canvas.getByText('superadmin@demo.okr')).toBeVisible();
    await expect(canvas.queryByText('admin@demo.okr')).toBeNull();
    await expect(canvas.getByText('5–6 of 6')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(await canvas.findByText('admin@demo.okr')).toBeVisible();
    await expect(canvas.getByText('1–4 of 6')).toBeVisible();
  },
};

/** While the next page loads, the current one stays, marked busy, with no skeleton in its place. */
export const NextPageLoading: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          // Page 2 never answers; every other call falls through to the mock server.
          http.get(usersUrl, ({ request }) => (new URL(request.url).searchParams.get('page') === '2' ? new Promise<never>(() => undefined) : undefined)),
          ...adminHandlers.default,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(table.closest('[aria-busy]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('admin@demo.okr')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Typing searches on the server and goes back to page 1. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('admin@demo.okr')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search users by name or email' });
    await userEvent.type(search, 'Eddie');
    await expect(search).toHaveValue('Eddie');
    await expect(await canvas.findByText('1–1 of 1')).toBeVisible();
    await expect(canvas.getByText('editor@demo.okr')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.queryByText('viewer@demo.okr')).toBeNull();
  },
};

/** Nothing matches: the empty state, and no table or pager. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz-nobody');
    await expect(await canvas.findByText('No users match your search.')).toBeVisible();
    await expect(canvas.getByText('Try another name or email.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

/** The first page is on its way: the list's shape, announced as loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The first call fails: the error and a retry, which loads the page. */
export const ErrorWithRetry: Story = {
  parameters: { msw: { handlers: { admin: [http.get(usersUrl, internalError, { once: true }), ...adminHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('admin@demo.okr')).toBeVisible();
    await expect(canvas.getByText('1–4 of 6')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The server keeps failing: the error stays, with its retry. */
export const ErrorPersisting: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
