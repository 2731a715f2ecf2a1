import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoIds, sessionFixtures } from '@okr/mocks';
import { demoRows } from '../testing/demoRows';
import { setMocksClock } from '../testing/mocksClock';
import { CheckInHistory } from './CheckInHistory';

const customers = demoRows.keyResult('dach-customers');
const history = demoRows.checkInsOf('dach-customers');
const authorNames = new Map([
  [demoIds.users.admin, 'Ada Admin'],
  [demoIds.users.editor, 'Eddie Editor'],
]);

const meta = {
  title: 'Goals/CheckInHistory',
  component: CheckInHistory,
  args: { keyResult: customers, checkIns: history, authorNames },
  parameters: { route: `/app/objectives/${customers.objectiveId}`, session: sessionFixtures.editor },
  beforeEach: () => setMocksClock(),
} satisfies Meta<typeof CheckInHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value over time against the target (chart), then every check-in, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: `Value of ${customers.title} over ${history.length} check-ins` })).toBeVisible();
    const table = canvas.getByRole('table', { name: `Check-ins of ${customers.title}` });
    // One row per check-in, plus the header row; the newest first (a week before the mocks' clock).
    await expect(within(table).getAllByRole('row')).toHaveLength(history.length + 1);
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Dec 30, 2024');
  },
};

/** No check-ins yet: one line, no empty chart. */
export const Empty: Story = {
  args: { checkIns: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No check-ins yet: the first one starts the history.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A single check-in: one point on the chart. */
export const OneCheckIn: Story = {
  args: { checkIns: history.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: `Value of ${customers.title} over 1 check-ins` });
    await expect(chart.querySelectorAll('circle')).toHaveLength(1);
  },
};

/** Low confidence (3 or less) is marked on the chart and in the table; an unknown author reads "—". */
export const LowConfidence: Story = {
  args: {
    checkIns: history.map((checkIn, index) => (index === 0 ? { ...checkIn, confidence: 2, note: null, authorId: null } : checkIn)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('.okr-chart-dot-low')).toHaveLength(1);
    const firstRow = within(canvas.getAllByRole('row')[1]!);
    await expect(firstRow.getByText('2/10')).toBeVisible();
  },
};
