import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isoDay, periodStatus } from '@okr/contract';
import type { Period } from '@okr/contract';
import { apiUrl, demoIds, getActiveMockDb, okrHandlers, sessionFixtures } from '@okr/mocks';
import { demoSeedClosing } from '../../testing/demoPeriods';
import { RolloverWizard } from './RolloverWizard';
import type { RolloverWizardProps } from './RolloverWizard';

/** Acme Corp's periods as GET /periods answers them (the story's fresh mock db, Q1 2025 closed). */
function acmePeriods(): Period[] {
  const db = getActiveMockDb();
  return db.periods
    .filter((p) => p.organizationId === demoIds.organizations.acme)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((p) => ({ id: p.id, name: p.name, startDate: p.startDate, endDate: p.endDate, status: periodStatus(p, isoDay()) }));
}

function Wizard(args: Partial<RolloverWizardProps>) {
  const periods = acmePeriods();
  return (
    <RolloverWizard
      fromPeriod={periods.find((p) => p.name === 'Q1 2025')!}
      periods={periods}
      onOpenChange={fn()}
      objectiveHref={(id) => `/app/objectives/${id}`}
      {...args}
    />
  );
}

const meta = {
  title: 'Goals/RolloverWizard',
  component: Wizard,
  args: { onNavigate: fn(), onRolledOver: fn() },
  parameters: { route: '/app/objectives', session: sessionFixtures.editor, mockSeed: demoSeedClosing('Q1 2025') },
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Roll over Q1 2025' });

/** Step 1: the next period (Q2 2025) is chosen; closed periods are not offered. */
export const TargetStep: Story = {
  play: async () => {
    const wizard = within(await dialog());
    await expect(wizard.getByText('Step 1 of 3')).toBeInTheDocument();
    await expect(wizard.getByRole('radio', { name: 'Q2 2025' })).toBeChecked();
    await expect(wizard.queryByRole('radio', { name: 'Q1 2025' })).toBeNull();
  },
};

/** Step 2: unfinished objectives come chosen (Completed, Cancelled or at 100% do not). */
export const ObjectivesStep: Story = {
  args: { initialStep: 'objectives' },
  play: async () => {
    const wizard = within(await dialog());
    const dach = await wizard.findByRole('checkbox', { name: /Expand into the DACH market/ });
    await expect(dach).toBeChecked();
    await userEvent.click(wizard.getAllByRole('button', { name: /Key results \(\d+\)/ })[0]!);
  },
};

/** Step 3: what will be created, key results back to their start value. */
export const PreviewStep: Story = {
  args: { initialStep: 'preview' },
  play: async () => {
    const wizard = within(await dialog());
    await expect(await wizard.findByText(/Objectives to create in Q2 2025: [1-9]/)).toBeInTheDocument();
    await expect(wizard.getByRole('button', { name: /Roll over \(\d+\)/ })).toBeEnabled();
  },
};

/** Through every step with the keyboard, then the links to the copies. */
export const RolledOver: Story = {
  play: async ({ args }) => {
    const wizard = within(await dialog());
    await userEvent.click(wizard.getByRole('button', { name: 'Next' }));
    await wizard.findByRole('checkbox', { name: /Expand into the DACH market/ });
    await userEvent.click(wizard.getByRole('button', { name: 'Next' }));
    await userEvent.click(await wizard.findByRole('button', { name: /Roll over \(\d+\)/ }));
    await expect(await wizard.findByText(/Copied into Q2 2025: \d+/)).toBeInTheDocument();
    await userEvent.click(wizard.getByRole('link', { name: 'Expand into the DACH market' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/app\/objectives\/.+/)));
  },
};

/** The server fails: the choices stay, and "Try again" sends the same Idempotency-Key. */
export const FailedThenRetried: Story = {
  args: { initialStep: 'preview' },
  parameters: {
    msw: {
      handlers: {
        okr: [
          http.post(apiUrl('/periods/:id/rollover'), () => HttpResponse.json({ message: 'Internal server error', code: 'INTERNAL_ERROR' }, { status: 500 }), { once: true }),
          ...okrHandlers.default,
        ],
      },
    },
  },
  play: async () => {
    const wizard = within(await dialog());
    const confirm = await wizard.findByRole('button', { name: /Roll over \(\d+\)/ });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await expect(await wizard.findByRole('alert')).toHaveTextContent('Could not roll the objectives over');
    // The choices are kept: the same objectives are still listed.
    await expect(wizard.getByText(/Objectives to create in Q2 2025: [1-9]/)).toBeInTheDocument();
    await userEvent.click(wizard.getByRole('button', { name: 'Try again' }));
    await expect(await wizard.findByText(/Copied into Q2 2025: \d+/)).toBeInTheDocument();
  },
};

/** No open period to roll into. */
export const NoTarget: Story = {
  parameters: { mockSeed: demoSeedClosing('Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025', 'Q1 2026', 'Q2 2026', 'Q3 2026', 'Q4 2026') },
  play: async () => {
    const wizard = within(await dialog());
    await expect(wizard.getByText(/There is no open period to roll into/)).toBeInTheDocument();
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** A phone: the steps stack inside the dialog. */
export const Phone: Story = {
  args: { initialStep: 'objectives' },
  parameters: { viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const wizard = await dialog();
    await within(wizard).findByRole('checkbox', { name: /Expand into the DACH market/ });
    await expect(wizard.scrollWidth).toBeLessThanOrEqual(wizard.clientWidth + 1);
  },
};
