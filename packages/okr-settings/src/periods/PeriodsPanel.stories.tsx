import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiError, apiUrl, demoIds, demoSeed, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import type { MockSeed } from '@okr/mocks';
import { PeriodsPanel } from './PeriodsPanel';

const meta = {
  title: 'Settings/PeriodsPanel',
  component: PeriodsPanel,
  args: { onPeriodCreated: fn(), onPeriodUpdated: fn(), onPeriodDeleted: fn() },
  parameters: { session: sessionFixtures.admin, route: '/app/settings?tab=periods' },
} satisfies Meta<typeof PeriodsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const periodsPath = apiUrl('/periods');
const withPeriods = (...handlers: ReturnType<typeof http.get>[]) => ({ msw: { handlers: { okr: [...handlers, ...okrHandlers.default] } } });

/** Acme Corp closed Q1 2025. */
const q1Closed: MockSeed = (db) => {
  demoSeed(db);
  const q1 = db.periods.find((p) => p.organizationId === demoIds.organizations.acme && p.name === 'Q1 2025')!;
  db.periods.update(q1.id, { closed: true });
};

const rowOf = async (canvasElement: HTMLElement, name: string) => (await within(canvasElement).findByRole('rowheader', { name })).closest('tr')!;

/**
 * The quarters of 2025 and 2026, each with its status and the Admin's actions: those past their last
 * day have ended and are still open, and the panel invites closing them.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await rowOf(canvasElement, 'Q1 2025')).toHaveTextContent('Ended');
    await expect(within(canvasElement).getByText(/Q1 2025.* ended and still take late check-ins/)).toBeVisible();
  },
};

/** A closed period offers "Reopen". */
export const ClosedPeriod: Story = {
  parameters: { mockSeed: q1Closed },
  play: async ({ canvasElement }) => {
    const row = within(await rowOf(canvasElement, 'Q1 2025'));
    await expect(row.getByText('Closed')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Reopen Q1 2025' })).toBeVisible();
  },
};

export const Loading: Story = { parameters: withPeriods(http.get(periodsPath, () => new Promise(() => undefined))) };

export const Empty: Story = {
  parameters: withPeriods(http.get(periodsPath, () => HttpResponse.json([]))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No periods yet')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: withPeriods(http.get(periodsPath, internalError)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load the periods.')).toBeVisible();
  },
};

export const Forbidden: Story = {
  parameters: withPeriods(http.get(periodsPath, () => apiError('FORBIDDEN', 'Forbidden'))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your role cannot see the periods of this organization.');
  },
};

/** A role without settings flags (an Editor) reads the periods; nothing to change. */
export const ReadOnly: Story = {
  parameters: { session: sessionFixtures.editor },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Q1 2025');
    await expect(within(canvasElement).queryByRole('button', { name: 'Add period' })).toBeNull();
    await expect(within(canvasElement).queryByText(/ended and still take late check-ins/)).toBeNull();
  },
};

/** An overlapping period is refused (409) under the dates; what was typed stays. */
export const OverlapRefused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add period' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add period' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Spring push');
    await userEvent.type(dialog.getByLabelText('First day'), '2025-03-01');
    await userEvent.type(dialog.getByLabelText('Last day'), '2025-04-30');
    await userEvent.click(dialog.getByRole('button', { name: 'Add period' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/cannot overlap: Q1 2025/);
    await expect(dialog.getByLabelText('Name')).toHaveValue('Spring push');
  },
};

/** Deleting a period that has objectives is refused (422), said in the dialog. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await rowOf(canvasElement, 'Q1 2025')).getByRole('button', { name: 'Delete Q1 2025' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Delete period' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Move or delete the objectives of this period before deleting it');
  },
};

/** A phone: the table scrolls inside its box, the page does not. */
export const Phone: Story = {
  parameters: { viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Q1 2025');
    const root = canvasElement.querySelector<HTMLElement>('.okr-periods')!;
    await waitFor(() => expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1));
  },
};
