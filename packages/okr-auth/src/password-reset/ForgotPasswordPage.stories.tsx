import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FORGOT_PASSWORD_MESSAGE } from '@okr/contract';
import { authHandlers, getActiveMockDb } from '@okr/mocks';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const meta = {
  title: 'Auth/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: { route: '/forgot-password', layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An account's email: the server's one answer, and the email waits in the outbox. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'viewer@demo.okr{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    await expect(getActiveMockDb().outbox.all().map((email) => email.to)).toEqual(['viewer@demo.okr']);
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
};

/** No account with that email: the same words, so nobody learns who is registered. */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'nobody@example.com{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    await expect(getActiveMockDb().outbox.size).toBe(0);
    // Another address: back to the form, the last one kept to correct.
    await userEvent.click(canvas.getByRole('button', { name: 'Use another email' }));
    await expect(canvas.getByLabelText('Email')).toHaveValue('nobody@example.com');
  },
};

/** Not an email: a message on the field, nothing sent. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email{Enter}');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
  },
};

/** Too many requests for one address or from one network: the 429 in plain words. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.forgotPasswordRateLimited } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'viewer@demo.okr{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests for a reset link. Please wait a while, then try again.');
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  },
};

/** The server failed: the page's own message, and the form to try again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.forgotPasswordError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'viewer@demo.okr{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not send the reset link. Please try again.');
  },
};

/** The request is on its way. */
export const Sending: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'viewer@demo.okr{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** In Spanish, after the request. */
export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Correo electrónico'), 'viewer@demo.okr{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Si existe una cuenta con ese correo electrónico');
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
