import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_PASSWORD, authHandlers } from '@okr/mocks';
import { AuthPage } from './AuthPage';

const meta = {
  title: 'Auth/AuthPage',
  component: AuthPage,
  parameters: { route: '/login', layout: 'fullscreen' },
} satisfies Meta<typeof AuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/login`: the email first; the demo domain has no single sign-on, so the password follows and lands in the app. */
export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@demo.okr{Enter}');
    await userEvent.type(await canvas.findByLabelText('Password'), `${DEMO_PASSWORD}{Enter}`);
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app');
  },
};

/** "Forgot password?" under the password leads to the request page. */
export const ForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@demo.okr{Enter}');
    // The password step replaces the email step (and its own link): click the link once it is there.
    await canvas.findByLabelText('Password');
    const link = await canvas.findByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(link);
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /forgot-password');
  },
};

/** `/register` opens the register form first. */
export const Register: Story = {
  args: { initialMode: 'register' },
  parameters: { route: '/register' },
};

/** Bad input shows a message per field and keeps what was typed. */
export const ValidationErrors: Story = {
  args: { initialMode: 'register' },
  parameters: { route: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('Enter your full name')).toBeVisible();
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('not-an-email');
  },
};

/** The server refuses: its message is the toast. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.loginError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@demo.okr{Enter}');
    await userEvent.type(await canvas.findByLabelText('Password'), 'wrong-password{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Login,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Login.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
