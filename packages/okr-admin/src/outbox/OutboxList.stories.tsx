import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { demoSeed, outboxHandlers, sessionFixtures } from '@okr/mocks';
import { seedWithManyEmails, seedWithOutbox } from '../testing/storySeeds';
import { OutboxList } from './OutboxList';
import { refusalStories } from '../testing/refusalStories';

/** A phone in portrait. */
const phone = {
  viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
};

const meta = {
  title: 'Admin/Outbox/List',
  component: OutboxList,
  parameters: { route: '/admin/outbox', session: sessionFixtures.superAdmin, mockSeed: seedWithOutbox },
} satisfies Meta<typeof OutboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

const subjects = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Every email, newest first, each subject a link to the email. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–6 of 6')).toBeVisible();
    await expect(subjects(canvasElement)[0]).toBe('Ada Admin te invitó a Acme Corp');
    await expect(canvas.getByRole('link', { name: 'Reset your OKR password' })).toHaveAttribute('href', '/admin/outbox/email-reset-sent');
    await expect(canvas.getAllByText('Failed')[0]).toBeVisible();
  },
};

/** The status filter asks the server for one status; back to all. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–6 of 6');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await expect(await canvas.findByText('1–1 of 1')).toBeVisible();
    await expect(subjects(canvasElement)).toEqual(['Ada Admin invited you to Acme Corp']);
  },
};

/** Search by the start of the recipient's address. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search by recipient email' }), 'viewer@');
    await expect(await canvas.findByText('1–1 of 1')).toBeVisible();
    await expect(subjects(canvasElement)).toEqual(['Reset your OKR password']);
  },
};

/** A search that finds nothing says so (not "no emails yet"). */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'zzz-nobody');
    await expect(await canvas.findByText('No emails match your search.')).toBeVisible();
  },
};

/** More than a page: the pager moves to the older ones. */
export const Paged: Story = {
  parameters: { mockSeed: seedWithManyEmails(30) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–25 of 30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    // The pager's words change at once; the rows when the page arrives.
    await expect(await canvas.findByRole('rowheader', { name: 'Invitation number 1' })).toBeVisible();
    await expect(canvas.getByText('26–30 of 30')).toBeVisible();
    await expect(subjects(canvasElement)).toHaveLength(5);
  },
};

/** Nothing sent yet. */
export const Empty: Story = {
  parameters: { mockSeed: demoSeed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No emails yet.')).toBeVisible();
    await expect(canvas.getByText(/appear here as soon as they are queued/)).toBeVisible();
  },
};

/** The server's empty page, whatever the data (the `empty` scenario). */
export const EmptyScenario: Story = {
  parameters: { msw: { handlers: { outbox: outboxHandlers.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No emails yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { outbox: outboxHandlers.slow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { outbox: outboxHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load this page. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const refusals = refusalStories({ forbidden: { outbox: outboxHandlers.forbidden }, signedOut: { outbox: outboxHandlers.signedOut } });

/** Signed in without super-administrator rights: the server's 403 in its words, no retry. */
export const Forbidden: Story = refusals.forbidden;

/** No session (401 after the refresh failed): the signed-out line. */
export const SignedOut: Story = refusals.signedOut;

/** In Spanish. */
export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Bandeja de salida' })).toBeVisible();
    await expect((await canvas.findAllByText('En cola'))[0]).toBeVisible();
  },
};

/** On a phone: the filters stack and the table scrolls sideways. */
export const Phone: Story = {
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1–6 of 6')).toBeVisible();
  },
};
