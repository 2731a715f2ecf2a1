import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiUrl, demoOkrIds, demoSeed, okrHandlers, sessionFixtures } from '@okr/mocks';
import type { MockSeed } from '@okr/mocks';
import { ObjectiveDetailScreen } from './ObjectiveDetailScreen';

const objectiveId = demoOkrIds.objective('dach');

const meta = {
  title: 'Goals/ObjectiveDetailScreen',
  component: ObjectiveDetailScreen,
  args: { objectiveId, onCheckIn: fn(), onBack: fn() },
  parameters: { route: `/app/objectives/${objectiveId}`, session: sessionFixtures.editor },
} satisfies Meta<typeof ObjectiveDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Key results with their check-in forms (last check-in beside) and histories. */
export const Default: Story = {};

const copyId = 'objective-dach-rolled-over';
/** The demo data plus a copy of the DACH objective, as a roll-over (POST /periods/{id}/rollover) makes it. */
const withRolledOverCopy: MockSeed = (db) => {
  demoSeed(db);
  const original = db.objectives.get(objectiveId)!;
  db.objectives.insert({ ...original, id: copyId, status: 'Active', rolledOverFromId: original.id, progress: 0, keyResultCount: 0 });
};

/** A copy made by a roll-over: "Rolled over from <original>" under the title links to the original. */
export const RolledOverCopy: Story = {
  args: { objectiveId: copyId, onNavigate: fn() },
  parameters: { route: `/app/objectives/${copyId}`, mockSeed: withRolledOverCopy },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Expand into the DACH market' });
    await expect(link).toHaveAttribute('href', `/app/objectives/${objectiveId}`);
    await expect(link.closest('p')).toHaveTextContent('Rolled over from Expand into the DACH market');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith(`/app/objectives/${objectiveId}`);
  },
};

const pipelineId = demoOkrIds.keyResult('dach-pipeline');
/** Opened from My week or a check-in reminder (`?keyResult=<id>`): that key result is brought into view and focused. */
export const OpenedAtKeyResult: Story = {
  args: { focusKeyResultId: pipelineId },
  parameters: { route: `/app/objectives/${objectiveId}?keyResult=${pipelineId}` },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: 'Build €1.2M of qualified pipeline in DACH' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** A check-in moves the key result and calls back. */
export const ChecksIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: /Check in on Sign 40 new customers/ });
    const value = within(form).getByLabelText(/New value/);
    await userEvent.clear(value);
    await userEvent.type(value, '25');
    await userEvent.click(within(form).getByRole('button', { name: 'Save check-in' }));
    await waitFor(() => expect(args.onCheckIn).toHaveBeenCalledTimes(1));
  },
};

/** Someone else saved first: the edit answers 409, the dialog says so and shows their version. */
export const StaleEdit: Story = {
  args: { dialog: { kind: 'edit' }, onDialogChange: fn() },
  parameters: {
    msw: {
      handlers: {
        okr: [
          http.patch(apiUrl(apiPaths.objectives.byId(objectiveId)), () =>
            HttpResponse.json({ message: 'Someone else changed this objective', code: 'CONFLICT' }, { status: 409 }),
          ),
          ...okrHandlers.default,
        ],
      },
    },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit objective' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    // The save's answer re-renders the whole screen; on a loaded 2-core CI machine that took over 5 s.
    await expect(await dialog.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Someone else changed this while you were editing.');
  },
};

/** A Viewer reads everything: no check-in form, edit disabled with the reason. */
export const ReadOnlyViewer: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Edit/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.queryByRole('button', { name: 'Save check-in' })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { objectiveId: 'no-such-objective' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Objective not found')).toBeVisible();
  },
};

/** An objective with objectives aligned under it and initiatives serving it, each a link. */
export const WithAlignedObjectivesAndInitiatives: Story = {
  args: { objectiveId: demoOkrIds.objective('retention') },
  parameters: { route: `/app/objectives/${demoOkrIds.objective('retention')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aligned = within(await canvas.findByRole('region', { name: /Aligned objectives/ }));
    await expect(await aligned.findByRole('link', { name: 'Make onboarding effortless' })).toHaveAttribute(
      'href',
      `/app/objectives/${demoOkrIds.objective('onboarding')}`,
    );
    await expect(canvas.getByRole('region', { name: /Initiatives serving it/ })).toBeVisible();
  },
};

/** Aligned under a parent: "Aligned to <parent>" links to it; the initiatives serving it link to theirs. */
export const AlignedToParent: Story = {
  args: { objectiveId: demoOkrIds.objective('onboarding') },
  parameters: { route: `/app/objectives/${demoOkrIds.objective('onboarding')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Reduce churn among small-business customers' })).toHaveAttribute(
      'href',
      `/app/objectives/${demoOkrIds.objective('retention')}`,
    );
    const serving = within(await canvas.findByRole('region', { name: /Initiatives serving it/ }));
    await expect(await serving.findByRole('link', { name: 'Guided setup checklist' })).toHaveAttribute('href', expect.stringMatching(/^\/app\/initiatives\//));
  },
};

/** Editing the parent: the server's cycle error shows on the field. */
export const AlignmentCycle: Story = {
  args: { dialog: { kind: 'edit' }, onDialogChange: fn() },
  parameters: {
    msw: {
      handlers: {
        okr: [
          http.patch(apiUrl(apiPaths.objectives.byId(objectiveId)), () =>
            HttpResponse.json(
              {
                message: 'Validation failed',
                code: 'VALIDATION_ERROR',
                details: [{ field: 'parentObjectiveId', message: 'An objective cannot be aligned under itself or one of its own children' }],
              },
              { status: 400 },
            ),
          ),
          ...okrHandlers.default,
        ],
      },
    },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit objective' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByText('An objective cannot be aligned under itself or one of its own children', {}, { timeout: 10_000 })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Aligned to (parent objective)' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** "Add initiative" from the objective's page: the objective is already picked; the new initiative joins the list. */
export const AddsServingInitiative: Story = {
  args: { objectiveId: demoOkrIds.objective('onboarding') },
  parameters: { route: `/app/objectives/${demoOkrIds.objective('onboarding')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add initiative' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New initiative' }));
    await expect(await dialog.findByRole('checkbox', { name: 'Make onboarding effortless' })).toBeChecked();
    await userEvent.type(dialog.getByLabelText('Name'), 'In-app tours');
    await userEvent.click(dialog.getByRole('button', { name: 'Create initiative' }));
    const serving = within(canvas.getByRole('region', { name: /Initiatives serving it/ }));
    await expect(await serving.findByRole('link', { name: 'In-app tours' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
