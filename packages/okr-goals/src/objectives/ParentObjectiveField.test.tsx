import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Objective } from '@okr/contract';
import { demoOkrIds, handlers } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderGoals } from '../testing/renderGoals';
import { ObjectiveEditDialog } from './ObjectiveEditDialog';
import { alignmentCandidates } from './ObjectiveFields';

const server = setupMswServer();

// Radix Select uses pointer capture and scrollIntoView, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

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
});
