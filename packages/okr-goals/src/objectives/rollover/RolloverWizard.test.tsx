import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Period } from '@okr/contract';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@okr/mocks/testing';
import { keyResult, objective, referenceHandlers } from '../../testing/okrFixtures';
import { renderGoals } from '../../testing/renderGoals';
import { RolloverWizard } from './RolloverWizard';

const server = setupMswServer();

const periods: Period[] = [
  { id: 'p-q1', name: 'Q1 2026', startDate: '2026-01-01', endDate: '2026-03-31', status: 'closed' },
  { id: 'p-q2', name: 'Q2 2026', startDate: '2026-04-01', endDate: '2026-06-30', status: 'active' },
  { id: 'p-q3', name: 'Q3 2026', startDate: '2026-07-01', endDate: '2026-09-30', status: 'upcoming' },
];

const inQ1 = [
  objective({ id: 'o-active', title: 'Expand into the DACH market', status: 'Active', progress: 40, periodId: 'p-q1' }),
  objective({ id: 'o-hold', title: 'Build an employer brand', status: 'On Hold', progress: 20, periodId: 'p-q1' }),
  objective({ id: 'o-done', title: 'Cut office energy use', status: 'Completed', progress: 100, periodId: 'p-q1' }),
  objective({ id: 'o-full', title: 'Hire two engineers', status: 'Active', progress: 100, periodId: 'p-q1' }),
  objective({ id: 'o-cancelled', title: 'Open a Paris office', status: 'Cancelled', progress: 10, periodId: 'p-q1' }),
];

function handlers(rollover: Parameters<typeof http.post>[1]) {
  return [
    ...referenceHandlers,
    http.get('/api/objectives', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('periodId') === 'p-q1' ? inQ1 : [], { headers: { 'X-Total-Count': '5' } }),
    ),
    http.get('/api/objectives/:id', ({ params }) =>
      HttpResponse.json({ ...inQ1.find((o) => o.id === params.id)!, keyResults: [keyResult({ objectiveId: String(params.id), currentValue: 16, startValue: 0 })] }),
    ),
    http.post('/api/periods/:id/rollover', rollover),
  ];
}

function renderWizard() {
  const onNavigate = vi.fn();
  renderGoals(
    <RolloverWizard fromPeriod={periods[0]!} periods={periods} onOpenChange={() => undefined} objectiveHref={(id) => `/app/objectives/${id}`} onNavigate={onNavigate} />,
  );
  return { onNavigate };
}

describe('RolloverWizard', { timeout: 30_000 }, () => {
  it('offers the next open period first, and preselects only the unfinished objectives', async () => {
    server.use(...handlers(() => HttpResponse.json({ objectives: [] }, { status: 201 })));
    const user = userEvent.setup();
    renderWizard();
    const dialog = within(await screen.findByRole('dialog', { name: 'Roll over Q1 2026' }));
    expect(dialog.getByRole('radio', { name: 'Q2 2026' })).toBeChecked();
    expect(dialog.queryByRole('radio', { name: 'Q1 2026' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(await dialog.findByRole('checkbox', { name: /Expand into the DACH market/ })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /Build an employer brand/ })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /Cut office energy use/ })).not.toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /Hire two engineers/ })).not.toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /Open a Paris office/ })).not.toBeChecked();
    expect(dialog.getByText('Chosen: 2 of 5')).toBeInTheDocument();
  });

  it('sends one POST with the choices, and a retry after a network error reuses its Idempotency-Key', async () => {
    const sent: { key: string | null; body: unknown }[] = [];
    let failNext = true;
    server.use(
      ...handlers(async ({ request }) => {
        sent.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
        if (failNext) {
          failNext = false;
          return HttpResponse.error();
        }
        return HttpResponse.json({ objectives: [{ from: 'o-active', to: 'copy-1' }, { from: 'o-hold', to: 'copy-2' }] }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { onNavigate } = renderWizard();
    const dialog = within(await screen.findByRole('dialog', { name: 'Roll over Q1 2026' }));
    await user.click(dialog.getByRole('radio', { name: 'Q3 2026' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await dialog.findByRole('checkbox', { name: /Expand into the DACH market/ });
    await user.click(dialog.getByRole('checkbox', { name: /Include initiatives/ }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    // The preview: each copy's key results back to their start value.
    expect(await dialog.findAllByText('(16 customers → back to 0 customers)')).toHaveLength(2);
    await user.click(dialog.getByRole('button', { name: 'Roll over (2)' }));
    expect(await dialog.findByRole('alert')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByText('Copied into Q3 2026: 2. Open a copy:')).toBeInTheDocument();

    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/.{8,}/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[0]!.body).toEqual({ toPeriodId: 'p-q3', objectiveIds: ['o-active', 'o-hold'], includeKeyResults: true, includeInitiatives: true });
    expect(sent[1]!.body).toEqual(sent[0]!.body);

    await user.click(dialog.getByRole('link', { name: 'Build an employer brand' }));
    expect(onNavigate).toHaveBeenCalledWith('/app/objectives/copy-2');
  });

  it('keeps the choices after a refusal, and a changed request gets a key of its own', async () => {
    const keys: (string | null)[] = [];
    server.use(
      ...handlers(({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1
          ? HttpResponse.json({ message: 'The target period is closed: reopen it to roll objectives into it', code: 'RULE_VIOLATION' }, { status: 422 })
          : HttpResponse.json({ objectives: [{ from: 'o-active', to: 'copy-1' }] }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWizard();
    const dialog = within(await screen.findByRole('dialog', { name: 'Roll over Q1 2026' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await dialog.findByRole('checkbox', { name: /Expand into the DACH market/ });
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(await dialog.findByRole('button', { name: 'Roll over (2)' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The target period is closed: reopen it to roll objectives into it');
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    const hold = await dialog.findByRole('checkbox', { name: /Build an employer brand/ });
    expect(hold).toBeChecked();
    await user.click(hold);
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(await dialog.findByRole('button', { name: 'Try again' }));
    expect(await dialog.findByText('Copied into Q2 2026: 1. Open a copy:')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
