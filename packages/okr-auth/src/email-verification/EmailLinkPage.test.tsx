import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@okr/contract';
import { authHandlers, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { useSessionStore } from '@okr/core';
import { VerifyEmailPage } from './EmailLinkPage';

const server = setupMswServer();
const unverified = { ...sessionFixtures.admin, user: { ...sessionFixtures.admin.user, emailVerified: false } };

function Verified() {
  const verified = useSessionStore((s) => s.user?.emailVerified);
  return <output aria-label="verified">{String(verified)}</output>;
}

describe('VerifyEmailPage', () => {
  it('sends the token once, even in strict mode, and marks the signed-in user verified', async () => {
    const tokens: unknown[] = [];
    server.use(
      http.post('/api/auth/verify-email', async ({ request }) => {
        tokens.push(await request.json());
        return HttpResponse.json({ user: { ...unverified.user, emailVerified: true } });
      }),
      ...authHandlers.default,
    );
    renderWithOkr(
      <StrictMode>
        <VerifyEmailPage token="link-token" />
        <Verified />
      </StrictMode>,
      { session: unverified, route: '/verify-email/link-token' },
    );
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(tokens).toEqual([{ token: 'link-token' }]);
    expect(screen.getByRole('status', { name: 'verified' })).toHaveTextContent('true');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app');
  });

  it('says a used link no longer works, in the API’s words, and offers sign-in when signed out', async () => {
    server.use(http.post('/api/auth/verify-email', () => HttpResponse.json({ message: accountMessages.linkUsed, code: 'GONE' }, { status: 410 })));
    renderWithOkr(<VerifyEmailPage token="used" />, { route: '/verify-email/used' });
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText(accountMessages.linkUsed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says an unknown link was not found (the mocks answer 404 like the API)', async () => {
    server.use(...authHandlers.default);
    renderWithOkr(<VerifyEmailPage token="nobody-knows-this" />, { route: '/verify-email/x' });
    expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeInTheDocument();
  });
});
