import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SSO_REQUIRED_MESSAGE } from '@okr/contract';
import { DEMO_PASSWORD, authHandlers, demoIds, demoSeed, getActiveMockDb, passwordResetTokens, resetActiveMockDb, seedPasswordResets, sessionFixtures, ssoMockSeeds } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { useSessionStore } from '@okr/core';
import { renderWithOkr } from '@okr/core/testing';
import { ResetPasswordPage } from './ResetPasswordPage';

const server = setupMswServer();
const path = () => screen.getByRole('status', { name: 'current path' }).textContent;
const signedIn = () => screen.getByRole('status', { name: 'signed in' }).textContent;

function SessionProbe() {
  return <output aria-label="signed in">{String(useSessionStore((state) => state.isAuthenticated))}</output>;
}

function renderAt(token: string, options: { session?: typeof sessionFixtures.viewer; onPasswordReset?: () => void; enforced?: boolean } = {}) {
  resetActiveMockDb((db) => {
    if (options.enforced) ssoMockSeeds.enforced(db);
    else demoSeed(db);
    seedPasswordResets(db);
  });
  server.use(...authHandlers.default);
  return renderWithOkr(
    <>
      <Routes>
        <Route path="/reset-password/:token" element={<ResetPasswordPage token={token} onPasswordReset={options.onPasswordReset} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <SessionProbe />
    </>,
    { route: `/reset-password/${token}`, session: options.session },
  );
}

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ResetPasswordPage', () => {
  it('sets the new password, clears the session the server ended and goes to sign in with a notice', async () => {
    const { queryClient } = renderAt(passwordResetTokens.valid, { session: sessionFixtures.viewer });
    queryClient.setQueryData(['org', demoIds.organizations.acme, 'objectives'], []);
    expect(signedIn()).toBe('true');
    await choose('a-brand-new-password');
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(screen.getByText('Your password was changed. Sign in with the new one.')).toBeInTheDocument();
    expect(getActiveMockDb().users.get(demoIds.users.viewer)?.password).toBe('a-brand-new-password');
    expect(signedIn()).toBe('false');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('lets the host decide where to go when it passes onPasswordReset', async () => {
    const onPasswordReset = vi.fn();
    renderAt(passwordResetTokens.valid, { onPasswordReset });
    await choose('a-brand-new-password');
    await vi.waitFor(() => expect(onPasswordReset).toHaveBeenCalledTimes(1));
    expect(path()).toBe(`/reset-password/${passwordResetTokens.valid}`);
  });

  it('applies the register rule and the repeat check before sending', async () => {
    const sent = vi.fn();
    renderAt(passwordResetTokens.valid);
    server.use(http.post('/api/auth/reset-password', () => sent()));
    await choose('short', 'other');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The two passwords are not the same');
    expect(sent).not.toHaveBeenCalled();
  });

  it("shows the server's word on the password field for a 400 naming it", async () => {
    renderAt(passwordResetTokens.valid);
    server.use(
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json(
          { message: 'Validation failed', code: 'VALIDATION_ERROR', details: [{ field: 'password', message: 'Password is too common' }] },
          { status: 400 },
        ),
      ),
    );
    await choose('password1234');
    expect(await screen.findByText('Password is too common')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Password is too common/);
  });

  it.each([
    [passwordResetTokens.expired, 'This link has expired or was already used'],
    [passwordResetTokens.used, 'This link has expired or was already used'],
    [passwordResetTokens.unknown, 'This link does not work'],
  ])('says what is wrong with link %s and offers a new one', async (token, title) => {
    renderAt(token);
    await choose('a-brand-new-password');
    expect(await screen.findByRole('heading', { name: title })).toHaveFocus();
    expect(getActiveMockDb().users.get(demoIds.users.viewer)?.password).toBe(DEMO_PASSWORD);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(path()).toBe('/forgot-password');
  });

  it('keeps the form on a server fault, with its own message', async () => {
    renderAt(passwordResetTokens.valid);
    server.use(...authHandlers.resetPasswordError);
    await choose('a-brand-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not change the password. Please try again.');
    expect(screen.getByLabelText('New password')).toHaveValue('a-brand-new-password');
  });

  it('a domain that enforces single sign-on: the message and the way to sign in with it, the password unchanged', async () => {
    renderAt(passwordResetTokens.valid, { enforced: true });
    await choose('a-brand-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_REQUIRED_MESSAGE);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(getActiveMockDb().users.get(demoIds.users.viewer)?.password).toBe(DEMO_PASSWORD);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Continue with single sign-on' }));
    expect(path()).toBe('/login');
  });
});
