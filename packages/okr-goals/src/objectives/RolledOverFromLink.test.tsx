import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoOkrIds, getActiveMockDb, handlers } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { GoalsRoutes } from '../testing/GoalsRoutes';
import { renderGoals } from '../testing/renderGoals';

const server = setupMswServer();
const originalId = demoOkrIds.objective('dach');
const copyId = 'objective-dach-copy';

/** A copy of the DACH objective in the mock db, as the mock roll-over makes it, under a title of its own. */
function rolledOverCopy() {
  const db = getActiveMockDb();
  const original = db.objectives.get(originalId)!;
  db.objectives.insert({ ...original, id: copyId, title: 'DACH, second half', rolledOverFromId: originalId });
  return db;
}

const rolledOverLine = async () => (await screen.findByText('Rolled over from')).closest('p') as HTMLElement;

describe('the detail of a rolled-over copy', { timeout: 30_000 }, () => {
  it('says where it came from and follows the link to the original, which names none', async () => {
    rolledOverCopy();
    server.use(...handlers);
    const user = userEvent.setup();
    renderGoals(<GoalsRoutes />, { route: `/app/objectives/${copyId}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'DACH, second half' })).toBeInTheDocument();
    const link = within(await rolledOverLine()).getByRole('link', { name: 'Expand into the DACH market' });
    expect(link).toHaveAttribute('href', `/app/objectives/${originalId}`);
    await user.click(link);
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/app/objectives/${originalId}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Expand into the DACH market' })).toBeInTheDocument();
    expect(screen.queryByText('Rolled over from')).not.toBeInTheDocument();
  });

  it('says nothing once the original is deleted', async () => {
    rolledOverCopy().objectives.delete(originalId);
    server.use(...handlers);
    renderGoals(<GoalsRoutes />, { route: `/app/objectives/${copyId}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'DACH, second half' })).toBeInTheDocument();
    expect(screen.queryByText('Rolled over from')).not.toBeInTheDocument();
  });
});
