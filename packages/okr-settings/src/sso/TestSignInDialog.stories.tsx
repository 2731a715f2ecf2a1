import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { SsoStartAnswer } from '@okr/contract';
import { ApiError } from '@okr/core';
import { shownDialog } from '../testing/dialogPlays';
import { formDialogStories } from '../testing/formDialogStories';
import { storyAction } from '../testing/storyAction';
import { TestSignInDialog } from './TestSignInDialog';

type Args = ComponentProps<typeof TestSignInDialog>;

const redirectUrl = 'https://idp.acmecorp.example/authorize?client_id=okr&state=abc';
const email = 'ada@acmecorp.example';

const stories = formDialogStories({
  title: 'Test sign-in',
  submit: 'Open sign-in',
  pendingSubmit: 'Opening…',
  refusal: new ApiError({ status: 404, code: 'NOT_FOUND', message: 'No connection for this domain' }),
  refusedText: 'This email is not at a verified domain of this connection.',
  args: (state) => ({ start: storyAction<string, SsoStartAnswer>({ result: { redirectUrl }, ...state }) }),
  fill: async (dialog) => {
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email to sign in with' }), email);
  },
  incomplete: async (dialog) => {
    // Nothing to start without an email: the button waits for one.
    await expect(dialog.getByRole('textbox', { name: 'Email to sign in with' })).toHaveAttribute('placeholder', 'name@acmecorp.example');
    await expect(dialog.getByRole('button', { name: 'Open sign-in' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email to sign in with' }), '   ');
    await expect(dialog.getByRole('button', { name: 'Open sign-in' })).toBeDisabled();
  },
  sent: (args: Args) => args.start.run,
  done: 'The sign-in opened in a new window.',
});

const meta = {
  title: 'Settings/SsoSettings/TestSignInDialog',
  component: TestSignInDialog,
  args: { open: true, verifiedDomains: ['acmecorp.example'], onOpenChange: fn(), openWindow: fn(() => true), ...stories.open.args },
} satisfies Meta<typeof TestSignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = stories.open;
/** Started: the provider's page opens in a new window, and the dialog says so; Cancel becomes Done. */
export const Opened: Story = {
  ...stories.saved,
  play: async (context) => {
    await stories.saved.play(context);
    await expect(context.args.openWindow).toHaveBeenCalledWith(redirectUrl);
    await expect(screen.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};
export const Incomplete: Story = stories.incomplete;
export const Opening: Story = stories.pending;
/** The email is not at one of the connection's verified domains (404): said under the field. */
export const NotAvailable: Story = stories.refused;

/** The browser blocked the window: the dialog offers the link instead. */
export const Blocked: Story = {
  args: { openWindow: fn(() => false) },
  play: async () => {
    const dialog = within(await shownDialog('Test sign-in'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email to sign in with' }), email);
    await userEvent.click(dialog.getByRole('button', { name: 'Open sign-in' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('The new window was blocked.');
    await expect(dialog.getByRole('link', { name: 'Open the sign-in' })).toHaveAttribute('href', redirectUrl);
  },
};

/** Any other failure: the spec's words in an alert, for another try. */
export const Failed: Story = {
  args: { start: storyAction<string, SsoStartAnswer>({ error: new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'upstream' }) }) },
  play: async () => {
    const dialog = within(await shownDialog('Test sign-in'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Could not start the sign-in. Please try again.');
  },
};
