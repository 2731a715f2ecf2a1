import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outboxHandlers, outboxSeedIds, sessionFixtures } from '@okr/mocks';
import { seedWithOutbox } from '../testing/storySeeds';
import { OutboxDetail } from './OutboxDetail';

const at = (id: string) => ({ route: `/admin/outbox/${id}`, routePath: '/admin/outbox/:id' });

const meta = {
  title: 'Admin/Outbox/Detail',
  component: OutboxDetail,
  args: { emailId: outboxSeedIds.resetSent },
  parameters: { ...at(outboxSeedIds.resetSent), session: sessionFixtures.superAdmin, mockSeed: seedWithOutbox },
} satisfies Meta<typeof OutboxDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sent email: its headers and its text, whose link opens in a new tab. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reset your OKR password', level: 1 })).toBeVisible();
    await expect(canvas.getByText('viewer@demo.okr')).toBeVisible();
    await expect(canvas.getByText('Sent')).toBeVisible();
    const link = canvas.getByRole('link', { name: /\/reset-password\/seed-reset-token$/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByText('Last error')).toBeNull();
  },
};

/** Failed for good: the last error in full, however long the address. */
export const Failed: Story = {
  args: { emailId: outboxSeedIds.invitationFailed },
  parameters: at(outboxSeedIds.invitationFailed),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Last error')).toBeVisible();
    await expect(canvas.getByText(/Recipient address rejected/)).toBeVisible();
    await expect(canvas.getByText('Not sent yet')).toBeVisible();
    await expect(canvas.getByText('14')).toBeVisible();
  },
};

/** Still queued after failed attempts: it will be retried. */
export const Retrying: Story = {
  args: { emailId: outboxSeedIds.invitationRetrying },
  parameters: at(outboxSeedIds.invitationRetrying),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeVisible();
    await expect(canvas.getByText('Queued')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { emailId: 'email-missing' },
  parameters: at('email-missing'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This email does not exist.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { outbox: outboxHandlers.slow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { outbox: outboxHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const Forbidden: Story = {
  parameters: { msw: { handlers: { outbox: outboxHandlers.forbidden } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Only super administrators can do this');
  },
};

/** In Spanish: an email written in Spanish, labels in Spanish. */
export const Spanish: Story = {
  args: { emailId: outboxSeedIds.invitationQueued },
  parameters: { ...at(outboxSeedIds.invitationQueued), locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Mensaje' })).toBeVisible();
    await expect(canvas.getByText('Aún no enviado')).toBeVisible();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Sent,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Sent.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
