import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { contactHandlers } from '@okr/mocks';
import { createTranslator } from '@okr/core';
import { landingCatalogs } from '../lib/landingCatalogs';
import type { ContactFormStrings } from './ContactForm';
import { ContactForm } from './ContactForm';

function stringsIn(lang: 'en' | 'es'): ContactFormStrings {
  const t = createTranslator(landingCatalogs, { locale: lang });
  return {
    title: t('contact.form.title'),
    name: t('contact.name'),
    email: t('contact.email'),
    message: t('contact.message'),
    messageHint: t('contact.messageHint'),
    submit: t('contact.submit'),
    pending: t('contact.pending'),
    nameRequired: t('contact.nameRequired'),
    nameTooLong: t('contact.nameTooLong'),
    emailInvalid: t('contact.emailInvalid'),
    messageTooShort: t('contact.messageTooShort'),
    messageTooLong: t('contact.messageTooLong'),
    successTitle: t('contact.success.title'),
    successBody: t('contact.success.body'),
    again: t('contact.success.again'),
    error: t('contact.error'),
    rateLimited: t('contact.rateLimited'),
  };
}

const Frame = ({ children }: { children: ReactNode }) => (
  <div className="okr-landing" style={{ minHeight: 0, maxWidth: 560 }}>
    {children}
  </div>
);

const meta = {
  title: 'Landing/ContactForm',
  component: ContactForm,
  args: { strings: stringsIn('en') },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  parameters: { msw: { handlers: { contact: contactHandlers.default } } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSend(canvasElement: HTMLElement, message = 'We would like a demo for 30 people.') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Name'), 'Ada Lovelace');
  await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText('Message'), message);
  await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
  return canvas;
}

/** Empty, ready to write. */
export const Default: Story = {};

export const Spanish: Story = { args: { strings: stringsIn('es') } };

/** A valid message goes to `POST /api/contact` and the form thanks the sender. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Thank you, your message was sent' })).toBeVisible();
    await expect(canvas.getByText('We will reply to ada@example.com soon.')).toBeVisible();
  },
};

/** Bad input: a message per field, checked as the server checks, and nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@');
    await userEvent.type(canvas.getByLabelText('Message'), 'Too short');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    await expect(canvas.getByText('Your message must be at least 10 characters')).toBeVisible();
  },
};

/** The request is on its way: the button says so and cannot be pressed twice. */
export const Sending: Story = {
  parameters: { msw: { handlers: { contact: contactHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** The server failed: an alert, and what was typed stays. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { contact: contactHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your message could not be sent. Please try again.');
    await expect(canvas.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  },
};

/** Too many messages from this address (429). */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { contact: contactHandlers.rateLimited } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('several messages in a short time');
  },
};
