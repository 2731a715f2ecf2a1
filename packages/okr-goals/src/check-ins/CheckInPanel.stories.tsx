import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiUrl, demoIds, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { demoRows } from '../testing/demoRows';
import { setMocksClock } from '../testing/mocksClock';
import { WithCallerFlags } from '../testing/WithCallerFlags';
import { CheckInPanel } from './CheckInPanel';

const customers = demoRows.keyResult('dach-customers');
const history = demoRows.checkInsOf('dach-customers');
const listUrl = apiUrl(apiPaths.keyResults.checkIns(customers.id));

const meta = {
  title: 'Goals/CheckInPanel',
  component: CheckInPanel,
  args: { keyResult: customers, authorNames: new Map([[demoIds.users.editor, 'Eddie Editor'], [demoIds.users.admin, 'Ada Admin']]) },
  parameters: { route: `/app/objectives/${customers.objectiveId}`, session: sessionFixtures.editor },
  beforeEach: () => setMocksClock(),
  decorators: [
    (Story) => (
      <WithCallerFlags>
        <Story />
      </WithCallerFlags>
    ),
  ],
} satisfies Meta<typeof CheckInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form first; the history tab counts the check-ins. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: `History (${history.length})` })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Save check-in' })).toBeVisible();
  },
};

/** The history tab: chart and table. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: `History (${history.length})` }));
    await expect(await canvas.findByRole('img', { name: new RegExp(`over ${history.length} check-ins`) })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { okr: [http.get(listUrl, () => new Promise<never>(() => undefined)), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent('Loading…');
  },
};

/** The history fails to load once; "Try again" brings it. */
export const HistoryErrorWithRetry: Story = {
  parameters: { msw: { handlers: { okr: [http.get(listUrl, internalError, { once: true }), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /History/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load the check-ins.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};
