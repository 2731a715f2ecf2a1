import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminHandlers, demoIds, getActiveMockDb, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { installJsdomPolyfills } from '../testing/jsdomPolyfills';
import { renderWithOkr } from '../testing/renderWithOkr';
import { OrganizationDetail } from './OrganizationDetail';

const server = setupMswServer();
installJsdomPolyfills();

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
});
