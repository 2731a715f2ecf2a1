import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@okr/contract';
import { useSessionStore } from '@okr/core';
import { apiError, apiUrl, handlers, internalError, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithSettings } from '../testing/renderWithSettings';
import { GeneralSettings } from './GeneralSettings';

const server = setupMswServer();
afterEach(() => vi.restoreAllMocks());

const session = sessionFixtures.admin;
const organizationPath = apiUrl('/organizations/:id');
const refreshPath = apiUrl(apiPaths.auth.refresh);

function StoredName() {
  const name = useSessionStore((s) => s.organization?.name);
  const token = useSessionStore((s) => s.accessToken);
  return (
    <p data-testid="stored" data-token={token ?? ''}>
      {name}|
    </p>
  );
}

const storedToken = () => screen.getByTestId('stored').getAttribute('data-token');

describe('GeneralSettings', () => {
  it("shows 'Account Information' with the organization's values and placeholders", () => {
    renderWithSettings(<GeneralSettings />, { session });
    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Corp');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('placeholder', 'https://www.example.com');
    expect(screen.getByRole('textbox', { name: 'Industry' })).toHaveAttribute('placeholder', 'Technology, Healthcare, Finance...');
  });

  it('disables saving while the company name is blank after trimming', async () => {
    renderWithSettings(<GeneralSettings />, { session });
    const name = screen.getByRole('textbox', { name: 'Company name' });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(name).toHaveAccessibleDescription('Company name is required');
  });

  it('sends size small, stores the organization, refreshes the token and confirms', async () => {
    let body: unknown;
    server.use(
      http.patch(organizationPath, async ({ request }) => {
        body = await request.clone().json();
      }),
      ...handlers,
    );
    // The token the mocks' refresh answers (it may equal the old one when issued in the same second).
    const refreshed: string[] = [];
    const onMocked = async ({ request, response }: { request: Request; response: Response }) => {
      if (new URL(request.url).pathname.endsWith(apiPaths.auth.refresh)) refreshed.push((await response.clone().json()).accessToken);
    };
    server.events.on('response:mocked', onMocked);
    const onOrganizationUpdated = vi.fn();
    renderWithSettings(
      <>
        <GeneralSettings onOrganizationUpdated={onOrganizationUpdated} />
        <StoredName />
      </>,
      { session },
    );
    // No pause between keystrokes: thirty of them re-render the form each, slow on a busy machine.
    const user = userEvent.setup({ delay: null });
    const name = screen.getByRole('textbox', { name: 'Company name' });
    await user.clear(name);
    await user.type(name, '  Acme Industries ');
    await user.type(screen.getByRole('textbox', { name: 'Industry' }), ' & Robotics');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Organization updated successfully')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Acme Industries', website: 'https://acme.example', industry: 'Manufacturing & Robotics', size: 'small' });
    // The token refresh follows the confirmation: allow a busy machine more than waitFor's 1 s.
    await waitFor(() => expect(refreshed).toHaveLength(1));
    server.events.removeListener('response:mocked', onMocked);
    await waitFor(() => expect(storedToken()).toBe(refreshed[0]));
    expect(screen.getByTestId('stored')).toHaveTextContent('Acme Industries|');
    expect(onOrganizationUpdated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Acme Industries', size: 'small' }));
    // Typing, saving and the refresh each wait up to 5 s above: the test may take longer than the default 5 s.
  }, 20_000);

  it('only logs a failed token refresh after saving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(refreshPath, internalError), ...handlers);
    renderWithSettings(
      <>
        <GeneralSettings />
        <StoredName />
      </>,
      { session },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), ' Two');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Organization updated successfully')).toBeInTheDocument();
    expect(screen.getByTestId('stored')).toHaveTextContent('Acme Corp Two|');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('refreshing the session'), expect.anything());
  });

  it("toasts 'Error updating organization' and shows 'An error occurred' when saving fails", async () => {
    server.use(http.patch(organizationPath, internalError), ...handlers);
    renderWithSettings(<GeneralSettings />, { session });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating organization')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });

  it("shows the server's message when it refuses the update", async () => {
    server.use(http.patch(organizationPath, () => apiError('FORBIDDEN', 'Missing permission: organizations update')), ...handlers);
    renderWithSettings(<GeneralSettings />, { session });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getAllByText('Missing permission: organizations update')).toHaveLength(2));
  });
});
