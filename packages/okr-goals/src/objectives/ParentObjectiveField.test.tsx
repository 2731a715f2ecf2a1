import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Objective } from '@okr/contract';
import { demoOkrIds, handlers } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { demoRows } from '../testing/demoRows';
import { renderGoals } from '../testing/renderGoals';
import { ObjectiveEditDialog } from './ObjectiveEditDialog';
import { alignmentCandidates } from './ParentObjectiveField';

const server = setupMswServer();

describe('alignmentCandidates', () => {
  const chain = [
    { id: 'top', parentObjectiveId: null },
    { id: 'middle', parentObjectiveId: 'top' },
    { id: 'bottom', parentObjectiveId: 'middle' },
    { id: 'other', parentObjectiveId: null },
    { id: 'loop-a', parentObjectiveId: 'loop-b' },
    { id: 'loop-b', parentObjectiveId: 'loop-a' },
  ];
  it('leaves out the objective itself and everything aligned under it, at any depth', () => {
    expect(alignmentCandidates(chain, 'top').map((o) => o.id)).toEqual(['other', 'loop-a', 'loop-b']);
    expect(alignmentCandidates(chain, 'middle').map((o) => o.id)).toEqual(['top', 'other', 'loop-a', 'loop-b']);
    expect(alignmentCandidates(chain, undefined)).toHaveLength(chain.length);
  });
});

describe('the parent objective field', { timeout: 30_000 }, () => {
  const retentionId = demoOkrIds.objective('retention');

  it('offers the other objectives but not those aligned under it, saves the choice, and shows the server cycle error on the field', async () => {
    const retention = { id: retentionId, title: 'Reduce churn among small-business customers', version: 1, parentObjectiveId: null, type: 'Strategic', status: 'Active', description: null, impactCategory: null, operationalArea: null, strategicAxis: null, ownerId: null, startDate: null, endDate: null, progress: 0, keyResultCount: 0 } as unknown as Objective;
    server.use(
      http.patch(`/api/objectives/${retentionId}`, () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Validation failed',
            details: [{ field: 'parentObjectiveId', message: 'An objective cannot be aligned under itself or one of its own children' }],
          },
          { status: 400 },
        ),
      ),
      ...handlers,
    );
    const user = userEvent.setup();
    renderGoals(<ObjectiveEditDialog objective={retention} open onOpenChange={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit objective' }));
    const field = dialog.getByRole('combobox', { name: 'Aligned to (parent objective)' });
    await waitFor(() => expect(field).not.toBeDisabled());
    await user.click(field);
    // "Make onboarding effortless" is aligned under it: not offered.
    expect(await screen.findByRole('option', { name: 'Expand into the DACH market' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Make onboarding effortless' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Reduce churn among small-business customers' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Expand into the DACH market' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(dialog.getByText('An objective cannot be aligned under itself or one of its own children')).toBeInTheDocument();
  });

  it('searches the server by title as one types (?q=), and picks with the keyboard without submitting the form', async () => {
    const energy = demoRows.objective('energy');
    const searched: (string | null)[] = [];
    const patches: unknown[] = [];
    server.use(
      // Records the search, then lets the mocks answer (a resolver that returns nothing passes on).
      http.get('/api/objectives', ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('q'));
      }),
      http.patch(`/api/objectives/${energy.id}`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ ...energy, version: energy.version + 1 });
      }),
      ...handlers,
    );
    const user = userEvent.setup();
    renderGoals(<ObjectiveEditDialog objective={energy} open onOpenChange={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit objective' }));
    const field = dialog.getByRole('combobox', { name: 'Aligned to (parent objective)' });
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.type(field, 'dach');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const list = within(await screen.findByRole('listbox', { name: 'Aligned to (parent objective)' }));
    await waitFor(() => expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual(['Expand into the DACH market']));
    expect(searched).toContain('dach');
    // The active option is the one the text box points at.
    expect(field).toHaveAttribute('aria-activedescendant', list.getByRole('option', { name: 'Expand into the DACH market' }).id);

    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Expand into the DACH market');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(patches).toEqual([]);
    expect(field).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches).toEqual([expect.objectContaining({ parentObjectiveId: demoOkrIds.objective('dach') })]));
  });

  it('shows the chosen parent even when the results do not hold it, and Escape closes only the list', async () => {
    const quality = demoRows.objective('quality');
    const platform = demoRows.objective('platform');
    // No search returns the parent (as when it is not among the newest objectives).
    server.use(
      http.get('/api/objectives', () => HttpResponse.json([demoRows.objective('dach')], { headers: { 'X-Total-Count': '640' } })),
      ...handlers,
    );
    const user = userEvent.setup();
    renderGoals(<ObjectiveEditDialog objective={quality} open onOpenChange={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit objective' }));
    const field = dialog.getByRole('combobox', { name: 'Aligned to (parent objective)' });
    await waitFor(() => expect(field).toHaveValue(platform.title));

    await user.click(field);
    const list = within(await screen.findByRole('listbox', { name: 'Aligned to (parent objective)' }));
    await waitFor(() => expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual(['Not aligned (top level)', platform.title, 'Expand into the DACH market']));
    expect(list.getByRole('option', { name: platform.title })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Showing the newest of 640; type to narrow the list.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Edit objective' })).toBeInTheDocument();

    // "Not aligned" from the list, by keyboard: Down opens on the chosen one, Up moves to "Not aligned".
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', within(screen.getByRole('listbox')).getByRole('option', { name: platform.title }).id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'Not aligned. Type to search objectives');
  });
});
