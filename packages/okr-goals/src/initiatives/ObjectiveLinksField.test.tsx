import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Initiative } from '@okr/contract';
import { demoOkrIds, handlers } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderGoals } from '../testing/renderGoals';
import { InitiativeFormDialog } from './InitiativeFormDialog';

// The picker over the mocks' in-memory Acme Corp (Pro plan), as an Editor.
const server = setupMswServer();

const onboarding = demoOkrIds.objective('onboarding');
const checklist = demoOkrIds.keyResult('onboarding-checklist');

describe('the objectives and key results an initiative serves', { timeout: 30_000 }, () => {
  it('finds an objective by search, picks it and one of its key results from the keyboard, and saves the links', async () => {
    server.use(...handlers);
    const onCreated = vi.fn<(initiative: Initiative) => void>();
    const user = userEvent.setup();
    renderGoals(<InitiativeFormDialog open onOpenChange={() => undefined} onInitiativeCreated={onCreated} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'New initiative' }));
    await user.type(dialog.getByLabelText('Name'), 'Guided setup');

    const fieldset = within(dialog.getByRole('group', { name: 'Objectives and key results it serves' }));
    await user.type(fieldset.getByRole('searchbox', { name: 'Search objectives' }), 'onboard');
    const matches = within(fieldset.getByRole('group', { name: 'Matching objectives' }));
    const match = await matches.findByRole('checkbox', { name: /Make onboarding effortless/ });
    await waitFor(() => expect(matches.queryByRole('checkbox', { name: /Expand into the DACH market/ })).toBeNull());
    // Keyboard: focus the match and tick it with Space.
    match.focus();
    await user.keyboard(' ');

    const selected = within(await fieldset.findByRole('list', { name: 'Selected objectives (1)' }));
    expect(selected.getByRole('checkbox', { name: 'Make onboarding effortless' })).toBeChecked();
    const keyResults = within(await selected.findByRole('list', { name: 'Key results of Make onboarding effortless' }));
    const box = keyResults.getByRole('checkbox', { name: 'Ship the guided setup checklist' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();

    await user.click(dialog.getByRole('button', { name: 'Create initiative' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onCreated.mock.calls[0]![0]).toMatchObject({ objectiveIds: [onboarding], keyResultIds: [checklist] });
  });

  it('unticking an objective drops its key results too; an initiative linked only through a key result shows its objective unticked', async () => {
    server.use(...handlers);
    const user = userEvent.setup();
    const initiative = { id: 'i1', version: 1, name: 'Checklist', description: null, status: 'To Start', ownerId: null, startDate: null, endDate: null, objectiveIds: [], keyResultIds: [checklist] } as unknown as Initiative;
    let sent: unknown;
    server.use(
      http.patch('/api/initiatives/i1', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...initiative, ...(sent as object), version: 2 });
      }),
    );
    renderGoals(<InitiativeFormDialog initiative={initiative} open onOpenChange={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit initiative' }));
    const objective = await dialog.findByRole('checkbox', { name: /Make onboarding effortless/ });
    expect(objective).not.toBeChecked();
    expect(dialog.getByText('Through key results')).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: 'Ship the guided setup checklist' })).toBeChecked();

    await user.click(dialog.getByRole('checkbox', { name: /Make onboarding effortless/ }));
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Make onboarding effortless' })).toBeChecked());
    expect(dialog.queryByText('Through key results')).toBeNull();
    await user.click(dialog.getByRole('checkbox', { name: 'Make onboarding effortless' }));
    await waitFor(() => expect(dialog.queryByRole('checkbox', { name: 'Ship the guided setup checklist' })).toBeNull());
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toMatchObject({ objectiveIds: [], keyResultIds: [] }));
  });

  it("shows the server's refusal of an id (another organization's, or deleted since) on the field", async () => {
    server.use(
      http.post('/api/initiatives', () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', message: 'Validation failed', details: [{ field: 'objectiveIds.0', message: 'No such objective' }] },
          { status: 400 },
        ),
      ),
      ...handlers,
    );
    const user = userEvent.setup();
    renderGoals(<InitiativeFormDialog open onOpenChange={() => undefined} objectiveIds={[onboarding]} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'New initiative' }));
    expect(await dialog.findByRole('checkbox', { name: 'Make onboarding effortless' })).toBeChecked();
    await user.type(dialog.getByLabelText('Name'), 'Borrowed');
    await user.click(dialog.getByRole('button', { name: 'Create initiative' }));
    const fieldset = within(dialog.getByRole('group', { name: 'Objectives and key results it serves' }));
    expect(await fieldset.findByRole('alert')).toHaveTextContent('No such objective');
  });
});
