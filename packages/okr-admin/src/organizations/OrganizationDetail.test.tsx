import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ssoDomainUnknownMessage } from '@okr/contract';
import { adminHandlers, demoIds, getActiveMockDb, resetActiveMockDb, sessionFixtures, ssoMockSeeds, ssoSeed } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { OrganizationDetail } from './OrganizationDetail';

const server = setupMswServer();

describe('OrganizationDetail', () => {
  it('shows the owner and members, and changes the plan and monthly credits', async () => {
    server.use(...adminHandlers.default);
    const user = userEvent.setup();
    renderWithOkr(<OrganizationDetail organizationId={demoIds.organizations.acme} />, { session: sessionFixtures.superAdmin });
    expect(await screen.findByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
    const members = screen.getByRole('table');
    expect(within(members).getByRole('rowheader', { name: 'Ada Admin' })).toBeInTheDocument();
    const credits = screen.getByRole('textbox', { name: 'Monthly AI credits' });
    await user.clear(credits);
    await user.type(credits, '1200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(await screen.findByText('0 / 1,200')).toBeInTheDocument();
    expect(getActiveMockDb().organizations.get(demoIds.organizations.acme)?.aiCredits).toBe(1200);
  });

  it('refuses credits that are not a whole number without calling the server', async () => {
    server.use(...adminHandlers.default);
    const user = userEvent.setup();
    renderWithOkr(<OrganizationDetail organizationId={demoIds.organizations.acme} />, { session: sessionFixtures.superAdmin });
    await user.type(await screen.findByRole('textbox', { name: 'Monthly AI credits' }), '-5');
    expect(screen.getByText('Enter a whole number of credits, 0 or more.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("marks a domain of the organization's single sign-on verified, and shows a refusal under the field", async () => {
    resetActiveMockDb(ssoMockSeeds.configured);
    server.use(...adminHandlers.default);
    const user = userEvent.setup();
    renderWithOkr(<OrganizationDetail organizationId={demoIds.organizations.acme} />, { session: sessionFixtures.superAdmin });
    const domain = await screen.findByRole('textbox', { name: 'Domain' });
    await user.type(domain, 'unknown.example{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(ssoDomainUnknownMessage('unknown.example'));
    expect(domain).toHaveAttribute('aria-invalid', 'true');
    await user.clear(domain);
    await user.type(domain, `${ssoSeed.pendingDomain.toUpperCase()}{Enter}`);
    expect(await screen.findByText(`${ssoSeed.pendingDomain} is verified for single sign-on`)).toBeInTheDocument();
    const stored = getActiveMockDb().ssoConnections.get(ssoSeed.organizationId);
    expect(stored?.domains.find((d) => d.domain === ssoSeed.pendingDomain)?.verified).toBe(true);
  });

  it('checks the domain before asking the server', async () => {
    server.use(...adminHandlers.default);
    const user = userEvent.setup();
    renderWithOkr(<OrganizationDetail organizationId={demoIds.organizations.acme} />, { session: sessionFixtures.superAdmin });
    await user.type(await screen.findByRole('textbox', { name: 'Domain' }), 'not a domain{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a domain such as example.com');
  });
});
