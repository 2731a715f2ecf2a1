import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '@okr/contract';
import { authHandlers, getActiveMockDb } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const server = setupMswServer();
const path = () => screen.getByRole('status', { name: 'current path' }).textContent;

describe('ForgotPasswordPage', () => {
  it('sends the trimmed email and shows the server’s one answer; the account gets an email with its link', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/forgot-password', async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
      ...authHandlers.default,
    );
    const onRequested = vi.fn();
    const user = userEvent.setup();
    renderWithOkr(<ForgotPasswordPage onRequested={onRequested} />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), ' viewer@demo.okr {Enter}');
    expect(await screen.findByText(FORGOT_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(body).toEqual({ email: 'viewer@demo.okr' });
    expect(onRequested).toHaveBeenCalledWith('viewer@demo.okr');
    expect(getActiveMockDb().outbox.all()[0]?.text).toMatch(/\/reset-password\//);
    expect(screen.queryByLabelText('Email')).toBeNull();
    // The submit button is gone: focus goes to the title, so a screen reader reads on from there.
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toHaveFocus();
  });

  it('shows the same answer for an address without an account', async () => {
    server.use(...authHandlers.default);
    const user = userEvent.setup();
    renderWithOkr(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com{Enter}');
    expect(await screen.findByText(FORGOT_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(getActiveMockDb().outbox.size).toBe(0);
  });

  it('checks the email before sending anything', async () => {
    const sent = vi.fn();
    server.use(http.post('/api/auth/forgot-password', () => sent()));
    const user = userEvent.setup();
    renderWithOkr(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(sent).not.toHaveBeenCalled();
  });

  it('says plainly when the server refuses for too many requests (429), keeping the form', async () => {
    server.use(...authHandlers.forgotPasswordRateLimited);
    const user = userEvent.setup();
    renderWithOkr(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'viewer@demo.okr{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests for a reset link. Please wait a while, then try again.');
    expect(screen.getByLabelText('Email')).toHaveValue('viewer@demo.okr');
    expect(screen.queryByText(FORGOT_PASSWORD_MESSAGE)).toBeNull();
  });

  it("shows the server's message of a 400, and its own on a server fault", async () => {
    server.use(http.post('/api/auth/forgot-password', () => HttpResponse.json({ message: 'Validation failed', code: 'VALIDATION_ERROR' }, { status: 400 })));
    const user = userEvent.setup();
    renderWithOkr(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'viewer@demo.okr{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
    server.use(...authHandlers.forgotPasswordError);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Could not send the reset link. Please try again.')).toBeInTheDocument();
  });

  it('leads back to sign in', async () => {
    const user = userEvent.setup();
    renderWithOkr(<ForgotPasswordPage signInPath="/sign-in" />, { route: '/forgot-password' });
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(path()).toBe('/sign-in');
  });
});
