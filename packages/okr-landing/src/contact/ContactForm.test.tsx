import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contactHandlers, getActiveMockDb } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import type { ContactFormStrings } from './ContactForm';
import { ContactForm } from './ContactForm';

const server = setupMswServer();

const strings: ContactFormStrings = {
  title: 'Send a message',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  messageHint: 'Between 10 and 5,000 characters.',
  submit: 'Send message',
  pending: 'Sending…',
  nameRequired: 'Enter your name',
  nameTooLong: 'Your name must be at most 100 characters',
  emailInvalid: 'Enter a valid email address',
  messageTooShort: 'Your message must be at least 10 characters',
  messageTooLong: 'Your message must be at most 5,000 characters',
  successTitle: 'Thank you, your message was sent',
  successBody: 'We will reply to {email} soon.',
  again: 'Send another message',
  error: 'Your message could not be sent. Please try again.',
  rateLimited: 'You have sent several messages in a short time. Please try again later.',
};

// jsdom's fetch needs an absolute address; the mocks answer `*/api/contact` on any origin.
const renderForm = () => render(<ContactForm strings={strings} apiBaseUrl="http://localhost/api" />);

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; message?: string }) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
}

describe('ContactForm', () => {
  it('checks the fields as the server does and sends nothing while one is wrong', async () => {
    server.use(...contactHandlers.default);
    const user = userEvent.setup();
    renderForm();
    await fill(user, { name: '   ', email: 'ada@example', message: 'Too short' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Your message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(getActiveMockDb().contactMessages.size).toBe(0);
  });

  it('sends a valid message, trimmed, and shows the success state', async () => {
    server.use(...contactHandlers.default);
    const user = userEvent.setup();
    renderForm();
    await fill(user, { name: ' Ada ', email: 'ada@example.com', message: 'We would like a demo for 30 people.' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Thank you, your message was sent' })).toBeInTheDocument();
    expect(screen.getByText('We will reply to ada@example.com soon.')).toBeInTheDocument();
    expect(getActiveMockDb().contactMessages.all()).toEqual([
      expect.objectContaining({ name: 'Ada', email: 'ada@example.com', message: 'We would like a demo for 30 people.' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows the error state and keeps what was typed when sending fails', async () => {
    server.use(...contactHandlers.error);
    const user = userEvent.setup();
    renderForm();
    await fill(user, { name: 'Ada', email: 'ada@example.com', message: 'A message that will fail.' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent. Please try again.');
    expect(screen.getByLabelText('Message')).toHaveValue('A message that will fail.');
  });

  it('says when the server refuses because of too many messages (429)', async () => {
    server.use(...contactHandlers.rateLimited);
    const user = userEvent.setup();
    renderForm();
    await fill(user, { name: 'Ada', email: 'ada@example.com', message: 'One message too many.' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('several messages in a short time'));
  });
});
