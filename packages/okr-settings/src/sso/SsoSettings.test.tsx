import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SSO_DISCOVERY_FAILED_MESSAGE } from '@okr/contract';
import { getActiveMockDb, resetActiveMockDb, ssoHandlers, ssoMockSeeds, ssoSeed } from '@okr/mocks';
import type { MockSeed } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithSettings } from '../testing/renderWithSettings';
import { enterpriseAdmin } from '../testing/ssoSessions';
import { SsoSettings } from './SsoSettings';

const server = setupMswServer();

function renderPanel(seed: MockSeed) {
  resetActiveMockDb(seed);
  server.use(...ssoHandlers.default);
  renderWithSettings(<SsoSettings />, { session: enterpriseAdmin });
  return userEvent.setup();
}

/** A domain's entry in the list of the saved connection (its chip in the form carries the same name). */
const rowOf = (domain: string) => [...document.querySelectorAll<HTMLElement>('.okr-sso-domain')].find((row) => row.textContent?.includes(domain));

/** The bodies of every PUT, as the server received them. */
function recordPuts() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put('/api/organizations/:id/sso', async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return bodies;
}

// The first test pays the panel's first render and types some sixty characters: 30 s, as the other panels' typing tests.
describe('SsoSettings', { timeout: 30_000 }, () => {
  it('keeps everything typed when the issuer cannot be used (422), under the issuer', async () => {
    const user = renderPanel(ssoMockSeeds.enterprise);
    const puts = recordPuts();
    await user.click(await screen.findByRole('button', { name: 'Set up single sign-on' }));
    await user.type(screen.getByRole('textbox', { name: 'Issuer URL' }), 'https://idp.nowhere.invalid');
    await user.type(screen.getByRole('textbox', { name: 'Client ID' }), 'okr-app');
    await user.type(screen.getByLabelText('Client secret'), 'the-secret');
    await user.type(screen.getByRole('textbox', { name: 'Add a domain' }), 'Example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    const issuer = screen.getByRole('textbox', { name: 'Issuer URL' });
    await waitFor(() => expect(issuer).toHaveAccessibleDescription(expect.stringContaining(SSO_DISCOVERY_FAILED_MESSAGE)));
    expect(issuer).toHaveValue('https://idp.nowhere.invalid');
    expect(screen.getByRole('textbox', { name: 'Client ID' })).toHaveValue('okr-app');
    expect(screen.getByLabelText('Client secret')).toHaveValue('the-secret');
    expect(screen.getByRole('button', { name: 'Remove example.com' })).toBeInTheDocument();
    expect(puts).toEqual([{ issuer: 'https://idp.nowhere.invalid', clientId: 'okr-app', clientSecret: 'the-secret', domains: ['example.com'], defaultRoleType: 'Viewer', enforced: false }]);
    expect(getActiveMockDb().ssoConnections.get(ssoSeed.organizationId)).toBeUndefined();
  });

  it('leaves the stored secret out of a save when the field stays empty, and saves enforcement', async () => {
    const user = renderPanel(ssoMockSeeds.configured);
    const puts = recordPuts();
    const secret = await screen.findByLabelText('Client secret');
    expect(secret).toHaveAccessibleDescription('Leave empty to keep the stored one.');
    await user.click(screen.getByRole('switch', { name: 'Require single sign-on' }));
    expect(screen.getByText(/administrators included/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(getActiveMockDb().ssoConnections.get(ssoSeed.organizationId)?.enforced).toBe(true));
    expect(puts[0]).not.toHaveProperty('clientSecret');
    expect(getActiveMockDb().ssoConnections.get(ssoSeed.organizationId)?.clientSecret).toBe('seeded-client-secret');
  });

  it('shows by the domain what the DNS answered when its TXT record is not there (422)', async () => {
    const user = renderPanel((db) => {
      ssoMockSeeds.configured(db);
      db.ssoTxtRecords.set(ssoSeed.pendingDomain, ['v=spf1 -all', 'okr-verification=an-old-token']);
    });
    await user.click(await screen.findByRole('button', { name: `Verify ${ssoSeed.pendingDomain}` }));
    const row = rowOf(ssoSeed.pendingDomain)!;
    expect(await within(row).findByRole('alert')).toHaveTextContent('We found: "v=spf1 -all", "okr-verification=an-old-token"');
    expect(row).toHaveAttribute('data-verified', 'false');
  });

  it('turns the domain verified when the record is published', async () => {
    const user = renderPanel((db) => {
      ssoMockSeeds.configured(db);
      db.ssoTxtRecords.set(ssoSeed.pendingDomain, [`okr-verification=${ssoSeed.pendingToken}`]);
    });
    await user.click(await screen.findByRole('button', { name: `Verify ${ssoSeed.pendingDomain}` }));
    await waitFor(() => expect(rowOf(ssoSeed.pendingDomain)).toHaveAttribute('data-verified', 'true'));
  });
});
