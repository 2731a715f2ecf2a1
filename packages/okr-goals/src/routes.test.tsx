import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoOkrIds, getActiveMockDb, handlers, seedDemoComments } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { GoalsRoutes } from './testing/GoalsRoutes';
import { renderGoals, sessions } from './testing/renderGoals';

const server = setupMswServer();
const objectiveId = demoOkrIds.objective('dach');
const initiativeId = demoOkrIds.initiative(0);

function open(route: string, session = sessions.viewer) {
  server.use(...handlers);
  return renderGoals(<GoalsRoutes />, { route, session });
}

async function readOnlyDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  expect(await within(dialog).findByText('You have read-only access')).toBeInTheDocument();
  return dialog;
}

describe('create and edit addresses for a role that may only read', { timeout: 30_000 }, () => {
  it('shows a Viewer on /app/objectives/create a read-only message, never the stepper, and leads back to the list', async () => {
    const user = userEvent.setup();
    open('/app/objectives/create');
    const dialog = await readOnlyDialog('New objective');
    expect(dialog).toHaveTextContent('Your role can view objectives but cannot create them.');
    expect(within(dialog).queryByText(/Step 1 of 4/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Title')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to objectives' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/app\/objectives$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives an Editor the stepper on the same address', async () => {
    open('/app/objectives/create', sessions.editor);
    expect(await screen.findByText('Step 1 of 4: Basics')).toBeInTheDocument();
    expect(screen.queryByText('You have read-only access')).not.toBeInTheDocument();
  });

  it('keeps the objective readable behind the read-only dialog of /{id}/edit, and closing it goes back to the objective', async () => {
    const user = userEvent.setup();
    open(`/app/objectives/${objectiveId}/edit`);
    const dialog = await readOnlyDialog('Edit objective');
    expect(dialog).toHaveTextContent('Your role can view this objective but cannot change it.');
    expect(within(dialog).queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/app/objectives/${objectiveId}$`)));
    expect(await screen.findByRole('heading', { name: 'Expand into the DACH market' })).toBeInTheDocument();
  });

  it('refuses the key-result edit address to a role without key_results:update', async () => {
    open(`/app/objectives/${objectiveId}/key-results/${demoOkrIds.keyResult('dach-customers')}/edit`);
    const dialog = await readOnlyDialog('Edit key result');
    expect(dialog).toHaveTextContent('Your role can view this key result but cannot change it.');
    expect(within(dialog).queryByLabelText('Target value')).not.toBeInTheDocument();
  });

  it('refuses /app/initiatives/create to a Viewer and leads back to the board', async () => {
    const user = userEvent.setup();
    open('/app/initiatives/create');
    const create = await readOnlyDialog('New initiative');
    expect(create).toHaveTextContent('Your role can view initiatives but cannot create them.');
    expect(within(create).queryByLabelText('Name')).not.toBeInTheDocument();
    await user.click(within(create).getByRole('button', { name: 'Back to initiatives' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/app\/initiatives$/));
  });

  it('leads a Viewer from /app/initiatives/{id}/edit back to the initiative, which it may read', async () => {
    const user = userEvent.setup();
    open(`/app/initiatives/${initiativeId}/edit`);
    const edit = await readOnlyDialog('Edit initiative');
    expect(edit).toHaveTextContent('Your role can view this initiative but cannot change it.');
    await user.click(within(edit).getByRole('button', { name: 'Back to the initiative' }));
    expect(await screen.findByRole('dialog', { name: 'DACH launch campaign' })).toBeInTheDocument();
  });
});

describe('a link to a key result on its objective page', { timeout: 30_000 }, () => {
  const keyResultId = demoOkrIds.keyResult('dach-customers');
  const titleOf = (id: string) => getActiveMockDb().keyResults.get(id)!.title;

  it('brings the key result of ?keyResult=<id> (My week, a check-in reminder) into focus once the page shows it', async () => {
    open(`/app/objectives/${objectiveId}?keyResult=${keyResultId}`);
    const heading = await screen.findByRole('heading', { name: titleOf(keyResultId) });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('focuses the comment, not the key result, when the link also carries #comment-<id>', async () => {
    open(`/app/objectives/${objectiveId}?keyResult=${keyResultId}#comment-comment-demo-1`);
    seedDemoComments(getActiveMockDb());
    const question = await screen.findByText(/can we still reach 40 customers/);
    await vi.waitFor(() => expect(document.activeElement?.contains(question)).toBe(true));
    expect(screen.getByRole('heading', { name: titleOf(keyResultId) })).not.toHaveFocus();
  });
});
