import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@okr/mocks/testing';
import { keyResult, objective, referenceHandlers } from '../testing/okrFixtures';
import { renderGoals } from '../testing/renderGoals';
import { ObjectiveStepper } from './ObjectiveStepper';

const server = setupMswServer();

const parents = [objective({ id: 'parent-1', title: 'Grow in Europe' })];

function captureCreates() {
  const bodies: { objective: unknown[]; keyResults: unknown[] } = { objective: [], keyResults: [] };
  server.use(
    ...referenceHandlers,
    // The parent objective field's choices.
    http.get('/api/objectives', () => HttpResponse.json(parents, { headers: { 'X-Total-Count': String(parents.length) } })),
    http.post('/api/objectives', async ({ request }) => {
      bodies.objective.push(await request.json());
      return HttpResponse.json(objective({ id: 'new-obj', title: 'Win the DACH market', keyResultCount: 0 }), { status: 201 });
    }),
    http.post('/api/objectives/:id/key-results', async ({ request, params }) => {
      const body = (await request.json()) as { title: string };
      bodies.keyResults.push({ ...body, objectiveId: params.id });
      return HttpResponse.json(keyResult({ id: `kr-${bodies.keyResults.length}`, objectiveId: 'new-obj', title: body.title }), { status: 201 });
    }),
  );
  return bodies;
}

// user-event drives a whole four-step flow: generous timeouts for a busy machine (no timing is asserted).
describe('ObjectiveStepper', { timeout: 30_000 }, () => {
  it('walks basics → classification → dates and owner → key results and creates the objective with two key results', async () => {
    const bodies = captureCreates();
    const onCreated = vi.fn();
    const user = userEvent.setup();
    renderGoals(<ObjectiveStepper open onOpenChange={() => undefined} onObjectiveCreated={onCreated} />);
    const dialog = await screen.findByRole('dialog', { name: 'New objective' });
    expect(within(dialog).getByText('Step 1 of 4: Basics')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Win the DACH market');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Step 2 of 4: Classification')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Step 3 of 4: Dates and owner')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-12-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Step 4 of 4: Key results')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title of key result 1'), 'Sign 40 new customers');
    await user.click(within(dialog).getByRole('button', { name: 'Add key result' }));
    await user.type(within(dialog).getByLabelText('Title of key result 2'), 'Open the Munich office');
    await user.click(within(dialog).getByRole('button', { name: 'Create objective' }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(bodies.objective).toEqual([
      expect.objectContaining({ title: 'Win the DACH market', type: 'Tactical', status: 'Active', startDate: '2026-10-01', endDate: '2026-12-31' }),
    ]);
    expect(bodies.keyResults).toEqual([
      expect.objectContaining({ objectiveId: 'new-obj', title: 'Sign 40 new customers', metricType: 'Percentage', startValue: 0, targetValue: 100 }),
      expect.objectContaining({ objectiveId: 'new-obj', title: 'Open the Munich office' }),
    ]);
    expect(onCreated.mock.calls[0]?.[0]).toMatchObject({ id: 'new-obj', keyResults: [{ id: 'kr-1' }, { id: 'kr-2' }] });
  });

  it('stays on a step until it is valid: a title, and an end not before the start', async () => {
    captureCreates();
    const user = userEvent.setup();
    renderGoals(<ObjectiveStepper open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New objective' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(within(dialog).getByText('Step 1 of 4: Basics')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Ship faster');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-12-31' } });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-10-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByLabelText('End date')).toHaveAccessibleDescription('End date cannot be before start date');
    expect(within(dialog).getByText('Step 3 of 4: Dates and owner')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByText('Step 2 of 4: Classification')).toBeInTheDocument();
  });

  it('keeps the key results step open when a key result has no title', async () => {
    const bodies = captureCreates();
    const user = userEvent.setup();
    renderGoals(<ObjectiveStepper open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New objective' });
    await user.type(within(dialog).getByLabelText('Title'), 'Ship faster');
    for (let i = 0; i < 3; i++) await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create objective' }));
    expect(within(dialog).getByLabelText('Title of key result 1')).toHaveAccessibleDescription('Title is required');
    expect(bodies.objective).toEqual([]);
  });

  it("returns to the classification step when the server refuses the parent objective, showing why on the field", async () => {
    captureCreates();
    server.use(
      http.post('/api/objectives', () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', message: 'Validation failed', details: [{ field: 'parentObjectiveId', message: 'No such objective' }] },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderGoals(<ObjectiveStepper open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New objective' });
    await user.type(within(dialog).getByLabelText('Title'), 'Win the DACH market');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const parent = await within(dialog).findByRole('combobox', { name: 'Aligned to (parent objective)' });
    await vi.waitFor(() => expect(parent).not.toBeDisabled());
    await user.click(parent);
    await user.click(await screen.findByRole('option', { name: 'Grow in Europe' }));
    for (let i = 0; i < 2; i++) await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText('Title of key result 1'), 'Sign 40 new customers');
    await user.click(within(dialog).getByRole('button', { name: 'Create objective' }));
    expect(await within(dialog).findByText('Step 2 of 4: Classification')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Aligned to (parent objective)' })).toHaveAccessibleDescription(
      expect.stringContaining('No such objective'),
    );
  });
});
