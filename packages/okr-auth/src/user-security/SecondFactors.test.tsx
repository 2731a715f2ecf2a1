import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MOCK_TOTP_SECRET, MOCK_WRONG_TOTP_CODE, authHandlers, getActiveMockDb, mfaMockSeeds, resetActiveMockDb, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { UserSecurity } from './UserSecurity';

const server = setupMswServer();
const admin = sessionFixtures.admin;

function renderSecurity() {
  server.use(...authHandlers.default);
  return renderWithOkr(<UserSecurity />, { session: admin, router: false });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('UserSecurity: second factors', () => {
  it('enrols an authenticator app: QR code and key, a wrong code refused, then the ten recovery codes once', async () => {
    const user = userEvent.setup();
    const { container } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code that adds your account to an authenticator app' })).toBeInTheDocument();
    expect(screen.getByText(MOCK_TOTP_SECRET.replace(/(.{4})/g, '$1 ').trim())).toBeInTheDocument();
    expect(container.querySelector('.okr-totp-section')).toHaveAttribute('data-state', 'enrolling');

    await user.type(screen.getByLabelText('6-digit code'), MOCK_WRONG_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is not correct')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('region', { name: 'Save your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(within(codes).getByRole('link', { name: 'Download .txt' })).toHaveAttribute('download', 'okr-recovery-codes.txt');
    await waitFor(() => expect(container.querySelector('.okr-totp-section')).toHaveAttribute('data-state', 'on'));
    expect(within(section('Recovery codes')).getByText('10 of 10 codes left.')).toBeInTheDocument();

    await user.click(within(codes).getByRole('button', { name: 'I saved them' }));
    expect(screen.queryByRole('region', { name: 'Save your recovery codes' })).not.toBeInTheDocument();
  });

  it('refuses a code that is not six digits before sending it', async () => {
    const user = userEvent.setup();
    renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await user.type(await screen.findByLabelText('6-digit code'), '12');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
  });

  it('says an organization requires the last factor, and shows the refusal when removal is tried anyway', async () => {
    resetActiveMockDb(mfaMockSeeds.requiredByOrganization);
    const user = userEvent.setup();
    const { container } = renderSecurity();
    expect(await screen.findByText(/Acme.*requires a second factor/)).toBeInTheDocument();
    expect(container.querySelector('.okr-totp-section')).toHaveAttribute('data-state', 'locked');
    await user.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    await user.type(within(section('Authenticator app')).getByLabelText('Password'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('requires a second factor: add another one before removing this one');
  });

  it('removes the app with the password and a code', async () => {
    resetActiveMockDb(mfaMockSeeds.totp);
    const user = userEvent.setup();
    const { container } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Remove authenticator app' }));
    await user.type(within(section('Authenticator app')).getByLabelText('Password'), 'not-the-password');
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();
    await user.clear(within(section('Authenticator app')).getByLabelText('Password'));
    await user.type(within(section('Authenticator app')).getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    await waitFor(() => expect(container.querySelector('.okr-totp-section')).toHaveAttribute('data-state', 'off'));
  });

  it('regenerates the recovery codes with the password and shows the new set once', async () => {
    resetActiveMockDb(mfaMockSeeds.totp);
    const user = userEvent.setup();
    renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Generate new codes' }));
    await user.type(within(section('Recovery codes')).getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(within(section('Recovery codes')).getByRole('button', { name: 'Generate new codes' }));
    const codes = await screen.findByRole('region', { name: 'Save your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
  });

  it('renames a passkey and removes another after a confirm', async () => {
    resetActiveMockDb(mfaMockSeeds.passkeys);
    const user = userEvent.setup();
    renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Rename: Phone' }));
    const field = screen.getByLabelText('New name for Phone');
    await user.clear(field);
    await user.type(field, 'Old phone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Old phone')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove: Work laptop' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Work laptop')).not.toBeInTheDocument());
    expect(getActiveMockDb().auditEvents.all().some((event) => event.action === 'auth.passkey_removed')).toBe(true);
  });

  it('offers a retry when the factors cannot be loaded', async () => {
    server.use(...authHandlers.mfaError);
    renderWithOkr(<UserSecurity />, { session: admin, router: false });
    expect(await screen.findAllByText('Could not load your second factors.')).toHaveLength(2);
  });
});
