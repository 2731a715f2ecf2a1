import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminHandlers, demoSeed, sessionFixtures } from '@okr/mocks';
import { seedWithManyMessages, seedWithMessages } from '../testing/storySeeds';
import { MessagesList } from './MessagesList';

/** A phone in portrait. */
const phone = {
  viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
};

const meta = {
  title: 'Admin/Messages',
  component: MessagesList,
  parameters: { route: '/admin/messages', session: sessionFixtures.superAdmin, mockSeed: seedWithMessages },
} satisfies Meta<typeof MessagesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form's messages, newest first, each sender's email a link to write back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Contact messages' });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(names).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    await expect(canvas.getByRole('link', { name: 'ada@analytical.example' })).toHaveAttribute('href', 'mailto:ada@analytical.example');
    await expect(canvas.getByText(/^Received Mar 2, 2026, 8:55\sAM$/)).toBeVisible();
    await expect(canvas.getByText('1–3 of 3')).toBeVisible();
  },
};

/** A long message shows its start until opened, and closes again. */
export const LongMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'Show the whole message' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/We would love a call next week/)).toBeNull();
    await userEvent.click(more);
    await expect(canvas.getByText(/We would love a call next week/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await expect(canvas.queryByText(/We would love a call next week/)).toBeNull();
  },
};

/** More than a page: the pager moves to the older ones. */
export const Paged: Story = {
  parameters: { mockSeed: seedWithManyMessages(23) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–20 of 23')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sender 23' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'Sender 1' })).toBeVisible();
    await expect(canvas.getByText('21–23 of 23')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Sender 23' })).toBeNull();
  },
};

/** Nobody has written yet. */
export const Empty: Story = {
  parameters: { mockSeed: demoSeed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No messages yet.')).toBeVisible();
    await expect(canvas.getByText('Messages sent through the contact form appear here.')).toBeVisible();
  },
};

/** The first page is on its way: the list's shape, announced as loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The server failed: its message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In Spanish. */
export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Ver el mensaje completo' })).toBeVisible();
  },
};

/** On a phone: the sender, the time and the message stack; long emails wrap. */
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
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Contact messages' });
    await expect(canvas.getByRole('link', { name: 'alan.turing@bletchley.example' })).toBeVisible();
    // Nothing sticks out sideways.
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
