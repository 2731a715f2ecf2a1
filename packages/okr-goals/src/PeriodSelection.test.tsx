import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoIds, handlers, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { ObjectivesList } from './objectives/ObjectivesList';
import { renderGoals } from './testing/renderGoals';
import { selectedPeriodKey } from './lib/periods/selectedPeriodStore';
import { PeriodSwitcher } from './periods/PeriodSwitcher';

const server = setupMswServer();
afterEach(() => window.localStorage.clear());

const acme = sessionFixtures.admin;
const globex = { ...sessionFixtures.admin, organization: { ...sessionFixtures.admin.organization!, id: demoIds.organizations.globex, name: 'Globex' } };

/** Records the `periodId` of every objectives list request. */
function recordListQueries() {
  const periodIds: (string | null)[] = [];
  server.use(
    http.get('/api/objectives', ({ request }) => {
      periodIds.push(new URL(request.url).searchParams.get('periodId'));
    }),
    ...handlers,
  );
  return periodIds;
}

function Shell() {
  return (
    <>
      <PeriodSwitcher />
      <ObjectivesList />
    </>
  );
}

describe('PeriodSwitcher', { timeout: 30_000 }, () => {
  // The mock db holds the quarters of 2025 and 2026, none closed, and runs on today's clock: every
  // quarter started so far is active, and the current one is the last of them (Q4 2026 from October 2026 on).
  it('starts on the current period (the one holding today), and the list asks for it only', async () => {
    const periodIds = recordListQueries();
    renderGoals(<Shell />, { session: acme });
    expect(await screen.findByRole('combobox', { name: 'Period' })).toHaveTextContent('Q4 2026');
    expect(await screen.findByText('No objectives in Q4 2026')).toBeInTheDocument();
    expect(periodIds.length).toBeGreaterThan(0);
    expect(new Set(periodIds)).toEqual(new Set([periodIds[0]]));
    expect(periodIds[0]).toMatch(/.+/);
  });

  it('remembers the choice per organization: another organization keeps its own default', async () => {
    const user = userEvent.setup();
    const periodIds = recordListQueries();
    const first = renderGoals(<Shell />, { session: acme });
    await user.click(await screen.findByRole('combobox', { name: 'Period' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['All periods', 'Q1 2025Ended']));
    // The demo objectives are in Q1 2025.
    await user.click(within(listbox).getByRole('option', { name: /Q1 2025/ }));
    expect(await screen.findByRole('link', { name: 'Expand into the DACH market' })).toBeInTheDocument();
    const chosen = window.localStorage.getItem(selectedPeriodKey(demoIds.organizations.acme));
    expect(chosen).toBeTruthy();
    expect(periodIds.at(-1)).toBe(chosen);
    first.unmount();

    const second = renderGoals(<Shell />, { session: globex });
    expect(await screen.findByRole('combobox', { name: 'Period' })).toHaveTextContent('Q4 2026');
    expect(window.localStorage.getItem(selectedPeriodKey(demoIds.organizations.globex))).toBeNull();
    second.unmount();

    renderGoals(<Shell />, { session: acme });
    expect(await screen.findByRole('combobox', { name: 'Period' })).toHaveTextContent('Q1 2025');
  });

  it('offers "All periods": the list then asks without a period', async () => {
    const user = userEvent.setup();
    const periodIds = recordListQueries();
    renderGoals(<Shell />, { session: acme });
    await user.click(await screen.findByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'All periods' }));
    await vi.waitFor(() => expect(periodIds.at(-1)).toBeNull());
    expect(window.localStorage.getItem(selectedPeriodKey(demoIds.organizations.acme))).toBe('all');
  });

  it('falls back to the default when the remembered period is gone', async () => {
    window.localStorage.setItem(selectedPeriodKey(demoIds.organizations.acme), 'period-deleted');
    recordListQueries();
    renderGoals(<Shell />, { session: acme });
    expect(await screen.findByRole('combobox', { name: 'Period' })).toHaveTextContent('Q4 2026');
  });
});
