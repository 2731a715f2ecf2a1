import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@okr/mocks/testing';
import { objective, referenceHandlers } from '../testing/okrFixtures';
import { renderGoals, sessions } from '../testing/renderGoals';
import type { ObjectiveFilters } from './api';
import { ObjectivesList } from './ObjectivesList';

const server = setupMswServer();

const all = [
  objective({ id: 'o1', title: 'Expand into the DACH market', status: 'Active' }),
  objective({ id: 'o2', title: 'Cut office energy use', status: 'Completed', progress: 100, type: 'Tactical' }),
  objective({ id: 'o3', title: 'Build an employer brand', status: 'On Hold', progress: 25, type: 'Tactical' }),
];

/** A faithful-enough list endpoint: filters by status, type and q, and records each query. */
function listHandler(queries: URLSearchParams[]) {
  return http.get('/api/objectives', ({ request }) => {
    const params = new URL(request.url).searchParams;
    queries.push(params);
    const q = params.get('q')?.toLowerCase();
    const shown = all.filter(
      (o) =>
        (!params.get('status') || o.status === params.get('status')) &&
        (!params.get('type') || o.type === params.get('type')) &&
        (!q || o.title.toLowerCase().includes(q)),
    );
    return HttpResponse.json(shown, { headers: { 'X-Total-Count': String(shown.length) } });
  });
}

function Controlled({ onCreate }: { onCreate?: () => void }) {
  const [filters, setFilters] = useState<ObjectiveFilters>({});
  return <ObjectivesList filters={filters} onFiltersChange={setFilters} onCreateObjective={onCreate} />;
}

describe('ObjectivesList filters', { timeout: 30_000 }, () => {
  it('lists the objectives with their progress and filters by status through the API', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...referenceHandlers, listHandler(queries));
    const user = userEvent.setup();
    renderGoals(<Controlled />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(screen.getByRole('progressbar', { name: 'Progress of Cut office energy use' })).toHaveAttribute('aria-valuenow', '100');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'On Hold' }));
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(1));
    expect(screen.getByRole('rowheader', { name: /Build an employer brand/ })).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('On Hold');
    expect(queries.at(-1)?.get('limit')).toBe('50');
  });

  it('searches, says when nothing matches and clears the filters', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...referenceHandlers, listHandler(queries));
    const user = userEvent.setup();
    renderGoals(<Controlled />);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zebra');
    expect(await screen.findByText('No objectives match these filters')).toBeInTheDocument();
    expect(queries.at(-1)?.get('q')).toBe('zebra');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows the empty state with the next action, and an error with a retry', async () => {
    let fail = true;
    server.use(
      ...referenceHandlers,
      http.get('/api/objectives', () => (fail ? HttpResponse.json({ message: 'Internal server error', code: 'INTERNAL_ERROR' }, { status: 500 }) : HttpResponse.json([]))),
    );
    const onCreate = vi.fn();
    const user = userEvent.setup();
    renderGoals(<Controlled onCreate={onCreate} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the objectives. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No objectives yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New objective' }).at(-1)!);
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('gives a Viewer "New objective" disabled with the reason', async () => {
    server.use(...referenceHandlers, listHandler([]));
    const onCreate = vi.fn();
    const user = userEvent.setup();
    renderGoals(<Controlled onCreate={onCreate} />, { session: sessions.viewer });
    await screen.findByRole('table');
    const button = screen.getByRole('button', { name: /New objective/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleName('New objective (Your role cannot create objectives.)');
    await user.click(button);
    expect(onCreate).not.toHaveBeenCalled();
  });
});

describe('ObjectivesList refusals', { timeout: 30_000 }, () => {
  it('says the server refused (403) with no retry, and marks the list forbidden', async () => {
    server.use(...referenceHandlers, http.get('/api/objectives', () => HttpResponse.json({ message: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 })));
    const { container } = renderGoals(<ObjectivesList />);
    expect(await screen.findByText("You don't have permission to see this organization's objectives.")).toBeVisible();
    expect(container.querySelector('.okr-objectives-list')).toHaveAttribute('data-state', 'forbidden');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the signed-out line when the session is gone (401)', async () => {
    server.use(...referenceHandlers, http.get('/api/objectives', () => HttpResponse.json({ message: 'Session expired', code: 'UNAUTHENTICATED' }, { status: 401 })));
    const { container } = renderGoals(<ObjectivesList />);
    expect(await screen.findByText("Sign in to see this organization's objectives.")).toBeVisible();
    expect(container.querySelector('.okr-objectives-list')).toHaveAttribute('data-state', 'signed-out');
  });
});
