import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiError, apiUrl, getActiveMockDb, okrHandlers, sessionFixtures } from '@okr/mocks';
import { demoRows } from '../testing/demoRows';
import { setMocksClock } from '../testing/mocksClock';
import { WithCallerFlags } from '../testing/WithCallerFlags';
import { CheckInForm } from './CheckInForm';

const customers = demoRows.keyResult('dach-customers');
const office = demoRows.keyResult('dach-office');
const completion = demoRows.keyResult('onboarding-completion');
const [last] = demoRows.checkInsOf('dach-customers');

const meta = {
  title: 'Goals/CheckInForm',
  component: CheckInForm,
  args: { keyResult: customers, lastCheckIn: last ?? null, authorName: 'Eddie Editor', onCheckIn: fn() },
  parameters: { route: `/app/objectives/${customers.objectiveId}`, session: sessionFixtures.editor },
  // The last check-in's date reads the same on every run.
  beforeEach: () => setMocksClock(),
  decorators: [
    (Story) => (
      <WithCallerFlags>
        <Story />
      </WithCallerFlags>
    ),
  ],
} satisfies Meta<typeof CheckInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement, title = customers.title) =>
  within(await within(canvasElement).findByRole('form', { name: `Check in on ${title}` }));

/** A numeric key result: new value with its unit, confidence, note; the last check-in beside. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    const lastCard = within(canvasElement).getByRole('region', { name: 'Last check-in' });
    await expect(lastCard).toHaveTextContent(`Confidence ${last?.confidence}/10`);
    await expect(lastCard).toHaveTextContent('Eddie Editor');
  },
};

/** Before the first check-in. */
export const FirstCheckIn: Story = {
  args: { lastCheckIn: null, authorName: undefined },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await expect(within(canvasElement).getByRole('region', { name: 'Last check-in' })).toHaveTextContent('No check-ins yet.');
  },
};

/** A percentage key result: the value is in %. */
export const Percentage: Story = {
  args: { keyResult: completion, lastCheckIn: demoRows.checkInsOf('onboarding-completion')[0] ?? null },
  play: async ({ canvasElement }) => {
    const view = await form(canvasElement, completion.title);
    await expect(view.getByLabelText('New value (%)')).toBeVisible();
  },
};

/** A done / not done key result checks in with a switch, not a number. */
export const Binary: Story = {
  args: { keyResult: office, lastCheckIn: demoRows.checkInsOf('dach-office')[0] ?? null },
  play: async ({ canvasElement }) => {
    const view = await form(canvasElement, office.title);
    await expect(view.getByRole('radio', { name: 'Done' })).toBeVisible();
    await expect(view.queryByRole('textbox', { name: /New value/ })).toBeNull();
  },
};

/** An Editor checks in: the key result moves on the server and the screen is told. */
export const ChecksIn: Story = {
  play: async ({ canvasElement, args }) => {
    const view = await form(canvasElement);
    const value = view.getByLabelText(/New value/);
    await userEvent.clear(value);
    await userEvent.type(value, '25');
    fireEvent.change(view.getByRole('slider', { name: 'Confidence' }), { target: { value: '8' } });
    await userEvent.type(view.getByLabelText('Note'), 'Two Swiss deals closed');
    await userEvent.click(view.getByRole('button', { name: 'Save check-in' }));
    await waitFor(() => expect(args.onCheckIn).toHaveBeenCalledTimes(1));
    await expect(getActiveMockDb().keyResults.get(customers.id)).toMatchObject({ currentValue: 25, confidence: 8 });
    await expect(view.getByLabelText('Note')).toHaveValue('');
  },
};

/** A value that is not a number is refused before anything is sent. */
export const NotANumber: Story = {
  play: async ({ canvasElement, args }) => {
    const view = await form(canvasElement);
    const value = view.getByLabelText(/New value/);
    await userEvent.clear(value);
    await userEvent.type(value, 'lots');
    await userEvent.click(view.getByRole('button', { name: 'Save check-in' }));
    await expect(value).toHaveAccessibleDescription('Enter a number');
    await expect(args.onCheckIn).not.toHaveBeenCalled();
  },
};

/** The server refuses (here: the role changed meanwhile): its message is shown. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: {
        okr: [http.post(apiUrl(apiPaths.keyResults.checkIns(customers.id)), () => apiError('FORBIDDEN', 'Missing permission: key_results create')), ...okrHandlers.default],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const view = await form(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Save check-in' }));
    await expect(await view.findByRole('alert')).toHaveTextContent('Missing permission: key_results create');
  },
};

/** A Viewer sees the last check-in's value in the history, not a form. */
export const ReadOnlyViewer: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your role can view check-ins but not add them.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save check-in' })).toBeNull();
  },
};
