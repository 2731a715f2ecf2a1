import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SSO_REQUIRED_MESSAGE, ssoErrorCodes } from '@okr/contract';
import { DEMO_PASSWORD, authHandlers, resetActiveMockDb, ssoHandlers, ssoMockSeeds, ssoSeed } from '@okr/mocks';
import type { MockSeed } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { ssoError } from '../../locales/en.json';
import { renderWithOkr } from '@okr/core/testing';
import { AuthPage } from './AuthPage';

const server = setupMswServer();
beforeEach(() => server.use(...ssoHandlers.default, ...authHandlers.default));

function renderLogin(seed: MockSeed, ssoError?: string | null) {
  resetActiveMockDb(seed);
  const redirect = vi.fn<(url: string) => void>();
  renderWithOkr(<AuthPage initialMode="login" onSsoRedirect={redirect} ssoError={ssoError} />, { route: '/login' });
  return { redirect, user: userEvent.setup() };
}

describe('AuthPage single sign-on', () => {
  it('asks for the email first; a domain with single sign-on gets the provider, not a password field', async () => {
    let asked: unknown;
    server.use(
      http.post('/api/auth/sso/start', async ({ request }) => {
        asked = await request.clone().json();
        return undefined;
      }),
    );
    const { redirect, user } = renderLogin(ssoMockSeeds.available);
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'Admin@Demo.okr{Enter}');
    const go = await screen.findByRole('button', { name: 'Continue with single sign-on' });
    expect(go).toHaveFocus();
    expect(asked).toEqual({ email: 'Admin@Demo.okr' });
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(go);
    expect(redirect).toHaveBeenCalledTimes(1);
    const url = new URL(redirect.mock.calls[0]![0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${ssoSeed.issuer}/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('a domain without single sign-on (404) goes on to the password, focused', async () => {
    const { redirect, user } = renderLogin(ssoMockSeeds.configured);
    await user.type(screen.getByLabelText('Email'), 'admin@demo.okr{Enter}');
    expect(await screen.findByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.okr');
    expect(screen.queryByRole('button', { name: 'Continue with single sign-on' })).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('offers the password quietly when single sign-on is not enforced, and "Use another email" goes back', async () => {
    const { user } = renderLogin(ssoMockSeeds.available);
    await user.type(screen.getByLabelText('Email'), 'someone@acme.example{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Use another email' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('someone@acme.example');
    await user.clear(email);
    await user.type(email, 'admin@demo.okr{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Use a password instead' }));
    await user.type(await screen.findByLabelText('Password'), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/app'));
  });

  it('a password refused with SSO_REQUIRED shows the message and sends the person to the provider again', async () => {
    const { redirect, user } = renderLogin(ssoMockSeeds.enforced);
    await user.type(screen.getByLabelText('Email'), 'admin@demo.okr{Enter}');
    // The answer of the check does not say "enforced": the password is offered, and the server refuses it.
    await user.click(await screen.findByRole('button', { name: 'Use a password instead' }));
    await user.type(await screen.findByLabelText('Password'), `${DEMO_PASSWORD}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_REQUIRED_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Use a password instead' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(redirect.mock.calls[0]![0]).toMatch(/^https:\/\/login\.acme\.example\/authorize\?/);
  });

  it('says so when the provider cannot be reached from the start call', async () => {
    const { redirect, user } = renderLogin(ssoMockSeeds.enforced);
    await user.type(screen.getByLabelText('Email'), 'admin@demo.okr{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Use a password instead' }));
    await user.type(await screen.findByLabelText('Password'), `${DEMO_PASSWORD}{Enter}`);
    await screen.findByRole('alert');
    server.use(...ssoHandlers.startError);
    await user.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
    await waitFor(() => expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Single sign-on could not be started. Please try again.'));
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('AuthPage sso_error', () => {
  it.each(ssoErrorCodes)('explains sso_error=%s in its own words, in a focused alert', async (code) => {
    renderLogin(ssoMockSeeds.enterprise, code);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(ssoError[code]);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('every code has an English and a Spanish sentence of its own', async () => {
    const es = (await import('../../locales/es.json')).default.ssoError as Record<string, string>;
    const sentences = ssoErrorCodes.map((code) => ssoError[code]);
    expect(new Set(sentences).size).toBe(ssoErrorCodes.length);
    for (const code of ssoErrorCodes) expect(es[code]).toBeTruthy();
  });

  it('reads the code from the address, and an unknown one still says single sign-on did not finish', () => {
    window.history.replaceState(null, '', '/login?sso_error=state');
    renderLogin(ssoMockSeeds.enterprise);
    expect(screen.getByRole('alert')).toHaveTextContent(ssoError.state);
  });

  it('shows a generic sentence for a code it does not know', () => {
    renderLogin(ssoMockSeeds.enterprise, 'something-new');
    expect(screen.getByRole('alert')).toHaveTextContent(ssoError.unknown);
  });

  it('shows no alert without a code', () => {
    window.history.replaceState(null, '', '/login');
    renderLogin(ssoMockSeeds.enterprise);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

afterEach(() => window.history.replaceState(null, '', '/'));
