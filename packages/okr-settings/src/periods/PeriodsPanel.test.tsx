import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { handlers, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithSettings } from '../testing/renderWithSettings';
import { PeriodsPanel } from './PeriodsPanel';

const server = setupMswServer();

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('PeriodsPanel', { timeout: 30_000 }, () => {
  it('lists the periods with their dates and status', async () => {
    server.use(...handlers);
    renderWithSettings(<PeriodsPanel />, { session: sessionFixtures.admin });
    const q1 = await rowOf('Q1 2025');
    expect(q1).toHaveTextContent('Jan 1, 2025 – Mar 31, 2025');
    expect(within(q1).getByText('Ended')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(8);
  });

  it('refuses an overlapping period under the dates and keeps what was typed', async () => {
    server.use(...handlers);
    const user = userEvent.setup();
    renderWithSettings(<PeriodsPanel />, { session: sessionFixtures.admin });
    await user.click(await screen.findByRole('button', { name: 'Add period' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add period' }));
    await user.type(dialog.getByLabelText('Name'), 'Spring push');
    await user.type(dialog.getByLabelText('First day'), '2025-03-01');
    await user.type(dialog.getByLabelText('Last day'), '2025-04-30');
    await user.click(dialog.getByRole('button', { name: 'Add period' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Periods of an organization cannot overlap: Q1 2025 runs 2025-01-01 to 2025-03-31');
    expect(dialog.getByLabelText('Name')).toHaveValue('Spring push');
    expect(dialog.getByLabelText('First day')).toHaveValue('2025-03-01');
    expect(dialog.getByLabelText('Last day')).toHaveValue('2025-04-30');
  });

  it('adds a period that fits, closes and reopens one', async () => {
    server.use(...handlers);
    const user = userEvent.setup();
    renderWithSettings(<PeriodsPanel />, { session: sessionFixtures.admin });
    await user.click(await screen.findByRole('button', { name: 'Add period' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add period' }));
    await user.type(dialog.getByLabelText('Name'), 'H1 2027');
    await user.type(dialog.getByLabelText('First day'), '2027-01-01');
    await user.type(dialog.getByLabelText('Last day'), '2027-06-30');
    await user.click(dialog.getByRole('button', { name: 'Add period' }));
    expect(await rowOf('H1 2027')).toHaveTextContent('Upcoming');

    await user.click(within(await rowOf('Q1 2025')).getByRole('button', { name: 'Close Q1 2025' }));
    await waitFor(async () => expect(within(await rowOf('Q1 2025')).getByText('Closed')).toBeInTheDocument());
    await user.click(within(await rowOf('Q1 2025')).getByRole('button', { name: 'Reopen Q1 2025' }));
    await waitFor(async () => expect(within(await rowOf('Q1 2025')).getByText('Ended')).toBeInTheDocument());
  });

  it('says clearly why a period with objectives cannot be deleted, and deletes an empty one', async () => {
    server.use(...handlers);
    const user = userEvent.setup();
    renderWithSettings(<PeriodsPanel />, { session: sessionFixtures.admin });
    await user.click(within(await rowOf('Q1 2025')).getByRole('button', { name: 'Delete Q1 2025' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Delete period' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Move or delete the objectives of this period before deleting it');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(await rowOf('Q1 2025')).toBeInTheDocument();

    await user.click(within(await rowOf('Q4 2026')).getByRole('button', { name: 'Delete Q4 2026' }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Delete period' }));
    expect(dialog.queryByRole('alert')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Q4 2026' })).toBeNull());
  });

  it('gives a role without settings flags the list only', async () => {
    server.use(...handlers);
    renderWithSettings(<PeriodsPanel />, { session: sessionFixtures.editor });
    await rowOf('Q1 2025');
    expect(screen.queryByRole('button', { name: 'Add period' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Close|Edit|Delete/ })).toBeNull();
  });
});
