import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Dashboard } from '@okr/contract';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@okr/mocks/testing';
import { referenceHandlers } from '../testing/okrFixtures';
import { renderGoals } from '../testing/renderGoals';
import { GoalsDashboard } from './GoalsDashboard';

const server = setupMswServer();

/** Figures no default could produce, so each one on screen must have come from `GET /dashboard`. */
const figures: Dashboard = {
  objectives: { total: 7, byStatus: { Active: 4, 'On Hold': 1, Completed: 1, Cancelled: 1 }, averageProgress: 43.4 },
  keyResults: {
    total: 19,
    atRiskCount: 2,
    atRisk: [
      { id: 'kr-a', objectiveId: 'obj-a', objectiveTitle: 'Expand into the DACH market', title: 'Sign 40 customers', progress: 20, confidence: 2, expected: 61, lowConfidence: true, behind: true, ownerId: null },
      { id: 'kr-b', objectiveId: 'obj-b', objectiveTitle: 'Make onboarding effortless', title: 'Cut time to value to 5 days', progress: 30, confidence: 7, expected: 55, lowConfidence: false, behind: true, ownerId: null },
    ],
  },
  initiatives: { total: 5, byStatus: { 'To Start': 1, 'In Progress': 2, Finished: 1, 'At Risk': 1 }, needingAttention: 3 },
  tasks: { total: 13, byStatus: { 'To Do': 5, 'In Progress': 3, Completed: 4, 'At Risk': 1 } },
  mine: {
    objectives: [{ id: 'obj-a', title: 'Expand into the DACH market', status: 'Active', progress: 35 }],
    keyResults: [],
    initiatives: [],
    tasks: [{ id: 't-1', initiativeId: 'ini-1', title: 'Sign the Munich lease', status: 'At Risk', dueDate: '2025-01-11' }],
  },
};

const empty: Dashboard = {
  objectives: { total: 0, byStatus: { Active: 0, 'On Hold': 0, Completed: 0, Cancelled: 0 }, averageProgress: 0 },
  keyResults: { total: 0, atRiskCount: 0, atRisk: [] },
  initiatives: { total: 0, byStatus: { 'To Start': 0, 'In Progress': 0, Finished: 0, 'At Risk': 0 }, needingAttention: 0 },
  tasks: { total: 0, byStatus: { 'To Do': 0, 'In Progress': 0, Completed: 0, 'At Risk': 0 } },
  mine: { objectives: [], keyResults: [], initiatives: [], tasks: [] },
};

const tile = (label: string) => screen.getByText(label, { selector: '.okr-eyebrow' }).closest('.okr-tile') as HTMLElement;
const legendRow = (group: HTMLElement, status: string) => within(group).getByText(status).closest('li') as HTMLElement;

describe('GoalsDashboard', { timeout: 30_000 }, () => {
  it('shows the figures of GET /dashboard: totals, average progress, at-risk key results, counts by status and my items', async () => {
    const calls = vi.fn();
    server.use(
      ...referenceHandlers,
      http.get('/api/dashboard', () => {
        calls();
        return HttpResponse.json(figures);
      }),
    );
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    renderGoals(<GoalsDashboard onNavigate={onNavigate} />);
    expect(await screen.findByRole('img', { name: 'Average progress: 43%' })).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);

    expect(tile('Objectives')).toHaveTextContent('7');
    expect(tile('Objectives')).toHaveTextContent('4 active');
    expect(tile('Key results at risk')).toHaveTextContent('2of 19 key results');
    expect(tile('Initiatives needing attention')).toHaveTextContent('3of 5 initiatives');

    const objectives = screen.getByRole('group', { name: 'Objectives by status' });
    expect(legendRow(objectives, 'On Hold')).toHaveTextContent('On Hold1');
    expect(legendRow(objectives, 'Active')).toHaveTextContent('Active4');
    expect(legendRow(screen.getByRole('group', { name: 'Tasks by status' }), 'Completed')).toHaveTextContent('Completed4');
    expect(legendRow(screen.getByRole('group', { name: 'Initiatives by status' }), 'In Progress')).toHaveTextContent('In Progress2');

    const atRisk = screen.getByRole('heading', { name: 'Key results at risk', level: 2 }).parentElement as HTMLElement;
    expect(within(atRisk).getAllByRole('listitem')).toHaveLength(2);
    expect(within(atRisk).getByText('Low confidence (2/10)')).toBeInTheDocument();
    expect(within(atRisk).getByText('Behind: 61% expected by now')).toBeInTheDocument();

    const mine = screen.getByRole('heading', { name: 'My items', level: 2 }).parentElement as HTMLElement;
    expect(within(mine).getByRole('link', { name: 'Sign the Munich lease' })).toHaveAttribute('href', '/app/initiatives/ini-1');
    await user.click(within(atRisk).getByRole('link', { name: 'Sign 40 customers' }));
    expect(onNavigate).toHaveBeenCalledWith('/app/objectives/obj-a');
  });

  it('shows an organization without objectives the empty state with the next action', async () => {
    server.use(...referenceHandlers, http.get('/api/dashboard', () => HttpResponse.json(empty)));
    const onCreate = vi.fn();
    const user = userEvent.setup();
    renderGoals(<GoalsDashboard onCreateObjective={onCreate} />);
    expect(await screen.findByText('Nothing to show yet')).toBeInTheDocument();
    expect(screen.queryByText('Key results at risk')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'New objective' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('says when the dashboard cannot load, and "Try again" loads it', async () => {
    let fail = true;
    server.use(
      ...referenceHandlers,
      http.get('/api/dashboard', () =>
        fail ? HttpResponse.json({ message: 'Internal server error', code: 'INTERNAL_ERROR' }, { status: 500 }) : HttpResponse.json(figures),
      ),
    );
    const user = userEvent.setup();
    const { container } = renderGoals(<GoalsDashboard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the dashboard. Please try again.');
    expect(container.querySelector('.okr-goals-dashboard')).toHaveAttribute('data-state', 'error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Average progress: 43%' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector('.okr-goals-dashboard')).toHaveAttribute('data-state', 'ready');
  });
});
