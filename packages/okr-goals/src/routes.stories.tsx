import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { demoOkrIds, sessionFixtures } from '@okr/mocks';
import { setMocksClock } from './testing/mocksClock';
import { InitiativeCreateRoute, InitiativeEditRoute, ObjectiveCreateRoute, ObjectiveDetailRoute } from './routes';

const objectiveId = demoOkrIds.objective('dach');
const keyResultId = demoOkrIds.keyResult('dach-customers');
const initiativeId = demoOkrIds.initiative(0);

/**
 * The create and edit addresses of `@okr/goals/routes` opened by a Viewer (a shared link, a
 * bookmark): no stepper or form, a read-only dialog that says why and leads back.
 */
const meta = {
  title: 'Goals/Routes/ReadOnly',
  component: ObjectiveCreateRoute,
  parameters: { route: '/app/objectives/create', session: sessionFixtures.viewer },
  beforeEach: () => setMocksClock(),
} satisfies Meta<typeof ObjectiveCreateRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

async function readOnlyDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByText('You have read-only access');
  return within(dialog);
}

/** `/app/objectives/create` as a Viewer: told so, never the stepper; "Back to objectives" leaves. */
export const ViewerCreatesObjective: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await readOnlyDialog('New objective');
    await expect(dialog.getByText('Your role can view objectives but cannot create them.')).toBeInTheDocument();
    await expect(dialog.queryByLabelText('Title')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Back to objectives' }));
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app/objectives');
  },
};

/** An Editor on the same address gets the stepper. */
export const EditorCreatesObjective: Story = {
  parameters: { session: sessionFixtures.editor },
  play: async () => {
    // Once the flags are in, the stepper replaces the loading dialog.
    await expect(await screen.findByLabelText('Title')).toBeInTheDocument();
    await expect(screen.getByRole('dialog', { name: 'New objective' })).toHaveTextContent('Step 1 of 4: Basics');
  },
};

/** `/app/objectives/{id}/edit` as a Viewer: the objective stays readable behind the dialog. */
export const ViewerEditsObjective: Story = {
  render: () => <ObjectiveDetailRoute />,
  parameters: { route: `/app/objectives/${objectiveId}/edit`, routePath: '/app/objectives/:id/edit' },
  play: async ({ canvasElement }) => {
    const dialog = await readOnlyDialog('Edit objective');
    await expect(dialog.getByText('Your role can view this objective but cannot change it.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Back to the objective' }));
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent(`Navigated to /app/objectives/${objectiveId}`);
  },
};

/** `/app/objectives/{id}/key-results/{keyResultId}/edit` as a Viewer. */
export const ViewerEditsKeyResult: Story = {
  render: () => <ObjectiveDetailRoute />,
  parameters: {
    route: `/app/objectives/${objectiveId}/key-results/${keyResultId}/edit`,
    routePath: '/app/objectives/:id/key-results/:keyResultId/edit',
  },
  play: async () => {
    const dialog = await readOnlyDialog('Edit key result');
    await expect(dialog.getByText('Your role can view this key result but cannot change it.')).toBeInTheDocument();
    await expect(dialog.queryByLabelText('Target value')).toBeNull();
  },
};

/** `/app/initiatives/create` as a Viewer. */
export const ViewerCreatesInitiative: Story = {
  render: () => <InitiativeCreateRoute />,
  parameters: { route: '/app/initiatives/create' },
  play: async ({ canvasElement }) => {
    const dialog = await readOnlyDialog('New initiative');
    await expect(dialog.getByText('Your role can view initiatives but cannot create them.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Back to initiatives' }));
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app/initiatives');
  },
};

/** `/app/initiatives/{id}/edit` as a Viewer: back leads to the initiative, which a Viewer may read. */
export const ViewerEditsInitiative: Story = {
  render: () => <InitiativeEditRoute />,
  parameters: { route: `/app/initiatives/${initiativeId}/edit`, routePath: '/app/initiatives/:id/edit' },
  play: async ({ canvasElement }) => {
    const dialog = await readOnlyDialog('Edit initiative');
    await expect(dialog.queryByLabelText('Name')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Back to the initiative' }));
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent(`Navigated to /app/initiatives/${initiativeId}`);
  },
};
