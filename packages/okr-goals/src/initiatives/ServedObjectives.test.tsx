import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoOkrIds, getActiveMockDb, handlers } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderGoals } from '../testing/renderGoals';
import { InitiativeViewDialog } from './InitiativeViewDialog';

const server = setupMswServer();

describe('the initiative view', { timeout: 30_000 }, () => {
  it('links the objectives it serves, with the key results it serves under each, through the host router', async () => {
    server.use(...handlers);
    const initiative = getActiveMockDb().initiatives.find((i) => i.name === 'Guided setup checklist')!;
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    renderGoals(<InitiativeViewDialog initiativeId={initiative.id} open onOpenChange={() => undefined} onNavigate={onNavigate} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Guided setup checklist' }));
    const serves = within(await dialog.findByRole('region', { name: 'Serves' }));
    const link = await serves.findByRole('link', { name: 'Make onboarding effortless' });
    expect(link).toHaveAttribute('href', `/app/objectives/${demoOkrIds.objective('onboarding')}`);
    expect(serves.getByText(/Ship the guided setup checklist/)).toBeInTheDocument();
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith(`/app/objectives/${demoOkrIds.objective('onboarding')}`);
  });
});
