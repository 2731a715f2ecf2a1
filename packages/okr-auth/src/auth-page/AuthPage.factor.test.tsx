import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mfaMessages } from '@okr/contract';
import type { AuthSessionResponse, PasskeyAssertion } from '@okr/contract';
import { sessionFixtures, ssoHandlers } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { AuthPage } from './AuthPage';
import type { PasskeyCeremony } from './api';

const server = setupMswServer();
beforeEach(() => server.use(...ssoHandlers.default));

const { user: admin, organization, accessToken, refreshToken } = sessionFixtures.admin;
const session: AuthSessionResponse = { user: admin, organization, accessToken, refreshToken };
const challenge = { mfaRequired: true, mfaToken: 'step-token', methods: ['totp', 'passkey', 'recovery_code'] };
const assertion: PasskeyAssertion = {
  id: 'cGs',
  rawId: 'cGs',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
};

function page(passkeyCeremony?: PasskeyCeremony) {
  return (
    <Routes>
      <Route path="/login" element={<AuthPage initialMode="login" passkeyCeremony={passkeyCeremony} />} />
      <Route path="/app" element={<p>dashboard</p>} />
    </Routes>
  );
}

/** Answers the password with the second-factor step and records what the other calls receive. */
function withSecondFactor(verify: (body: unknown) => Response = () => HttpResponse.json(session)) {
  const bodies: Record<string, unknown[]> = { verify: [], options: [], passkeyLogin: [] };
  server.use(
    http.post('/api/auth/login', () => HttpResponse.json(challenge)),
    http.post('/api/auth/mfa/verify', async ({ request }) => {
      const body = await request.json();
      bodies.verify!.push(body);
      return verify(body);
    }),
    http.post('/api/auth/passkeys/login/options', async ({ request }) => {
      bodies.options!.push(await request.json());
      return HttpResponse.json({ challenge: 'Y2g' });
    }),
    http.post('/api/auth/passkeys/login', async ({ request }) => {
      bodies.passkeyLogin!.push(await request.json());
      return HttpResponse.json(session);
    }),
  );
  return bodies;
}

async function toFactorStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'admin@demo.okr{Enter}');
  await user.type(await screen.findByLabelText('Password'), 'secret-password{Enter}');
  return screen.findByLabelText('Authentication code');
}

describe('AuthPage second factor', () => {
  it('asks for the code after the password, stores no session before it, then signs in with it', async () => {
    const bodies = withSecondFactor();
    const user = userEvent.setup();
    renderWithOkr(page(), { route: '/login' });
    const code = await toFactorStep(user);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(localStorage.getItem('okr:auth-storage:access-token')).toBeNull();
    await user.type(code, '123 456{Enter}');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(bodies.verify).toEqual([{ mfaToken: 'step-token', code: '123456' }]);
    expect(localStorage.getItem('okr:auth-storage:access-token')).toBe(accessToken);
  });

  it('shows the API message of a wrong code and keeps the step', async () => {
    withSecondFactor(() =>
      HttpResponse.json({ message: mfaMessages.wrongCode, code: 'VALIDATION_ERROR', details: [{ field: 'code', message: mfaMessages.wrongCode }] }, { status: 400 }),
    );
    const user = userEvent.setup();
    renderWithOkr(page(), { route: '/login' });
    await user.type(await toFactorStep(user), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(mfaMessages.wrongCode);
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('checks the code has six digits before sending it', async () => {
    const bodies = withSecondFactor();
    const user = userEvent.setup();
    renderWithOkr(page(), { route: '/login' });
    await user.type(await toFactorStep(user), '12a{Enter}');
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(bodies.verify).toEqual([]);
  });

  it('sends a recovery code instead when asked', async () => {
    const bodies = withSecondFactor();
    const user = userEvent.setup();
    renderWithOkr(page(), { route: '/login' });
    await toFactorStep(user);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = await screen.findByLabelText('Recovery code');
    expect(field).toHaveAttribute('autocomplete', 'off');
    await user.type(field, ' abcde-12345 {Enter}');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(bodies.verify).toEqual([{ mfaToken: 'step-token', recoveryCode: 'abcde-12345' }]);
  });

  it('goes back to the password, saying why, when the step has expired', async () => {
    withSecondFactor(() => HttpResponse.json({ message: mfaMessages.mfaTokenInvalid, code: 'UNAUTHENTICATED' }, { status: 401 }));
    const user = userEvent.setup();
    renderWithOkr(page(), { route: '/login' });
    await user.type(await toFactorStep(user), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That sign-in took too long. Enter your password again.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });

  it('shows how long to wait on 429, from Retry-After', async () => {
    withSecondFactor(() =>
      HttpResponse.json({ message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' }, { status: 429, headers: { 'Retry-After': '42' } }),
    );
    const user = userEvent.setup();
    renderWithOkr(page(), { route: '/login' });
    await user.type(await toFactorStep(user), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 42 seconds.');
  });

  it('uses a passkey as the second factor: options for this step, then verify with the assertion', async () => {
    const bodies = withSecondFactor();
    const ceremony = vi.fn<PasskeyCeremony>().mockResolvedValue(assertion);
    const user = userEvent.setup();
    renderWithOkr(page(ceremony), { route: '/login' });
    await toFactorStep(user);
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(ceremony).toHaveBeenCalledWith({ challenge: 'Y2g' });
    expect(bodies.options).toEqual([{ mfaToken: 'step-token' }]);
    expect(bodies.verify).toEqual([{ mfaToken: 'step-token', passkey: assertion }]);
  });

  it('says so when the passkey prompt is dismissed, and keeps the code field', async () => {
    withSecondFactor();
    const ceremony: PasskeyCeremony = () => Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
    const user = userEvent.setup();
    renderWithOkr(page(ceremony), { route: '/login' });
    await toFactorStep(user);
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey was not used');
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });
});

describe('AuthPage passwordless passkey', () => {
  it('signs in from the email step with a passkey alone', async () => {
    const bodies = withSecondFactor();
    const user = userEvent.setup();
    renderWithOkr(page(() => Promise.resolve(assertion)), { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(bodies.options).toEqual([{}]);
    expect(bodies.passkeyLogin).toEqual([{ credential: assertion }]);
  });

  it('shows the refusal of an unknown passkey on the email step', async () => {
    withSecondFactor();
    server.use(
      http.post('/api/auth/passkeys/login', () =>
        HttpResponse.json({ message: 'Validation failed', code: 'VALIDATION_ERROR', details: [{ field: 'passkey', message: mfaMessages.passkeyRefused }] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithOkr(page(() => Promise.resolve(assertion)), { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mfaMessages.passkeyRefused);
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('offers no passkey where the browser has none (and no prompt was given)', () => {
    renderWithOkr(page(), { route: '/login' });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
