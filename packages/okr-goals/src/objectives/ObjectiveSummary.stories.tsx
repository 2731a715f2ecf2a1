import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Link } from '@radix-ui/themes';
import { expect, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { demoRows } from '../testing/demoRows';
import { setMocksClock } from '../testing/mocksClock';
import { ObjectiveSummary } from './ObjectiveSummary';

const dach = demoRows.objective('dach');

const meta = {
  title: 'Goals/ObjectiveSummary',
  component: ObjectiveSummary,
  args: { objective: dach, ownerName: 'Elena Editor', expected: 40 },
  parameters: { route: `/app/objectives/${dach.id}`, session: sessionFixtures.editor },
  beforeEach: () => setMocksClock(),
} satisfies Meta<typeof ObjectiveSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const progress = (canvasElement: HTMLElement, title: string) => within(canvasElement).getByRole('progressbar', { name: `Progress of ${title}` });

/** Nothing in the summary reaches past its column (no sideways scroll on a phone). */
const fitsItsWidth = async (canvasElement: HTMLElement) => {
  const summary = canvasElement.querySelector<HTMLElement>('.okr-objective-summary')!;
  await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth);
  for (const part of summary.querySelectorAll<HTMLElement>('h1, p')) {
    await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(summary.getBoundingClientRect().right + 0.5);
    await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
  }
};

/** A typical objective: status, type, classification, title, description, progress against the time line, owner, dates. */
export const Typical: Story = {
  args: {
    back: <Link href="/app/objectives">Back to objectives</Link>,
    actions: <Button variant="soft">Edit</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: dach.title })).toBeVisible();
    await expect(canvas.getByText(dach.status)).toBeVisible();
    await expect(canvas.getByText(dach.type)).toBeVisible();
    await expect(progress(canvasElement, dach.title)).toHaveAttribute('aria-valuenow', String(Math.round(dach.progress)));
    await expect(canvas.getByText('Expected by today: 40%')).toBeVisible();
    await expect(canvas.getByText('Elena Editor')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to objectives' })).toBeVisible();
  },
};

const longTitle =
  'Make every new customer in the DACH region successful within their first thirty days by pairing them with a local onboarding specialist and a guided setup';
const longDescription = `${'Why it matters: customers who reach their first result in a month stay three times as long. '.repeat(6)}Playbook: https://intranet.example/handbook/customer-success/onboarding/dach/first-thirty-days/checklist-and-escalation-paths-v2`;

/**
 * A long title and description (a pasted link, no spaces to break at) at phone width: the page
 * heading shows in full, wrapping, and nothing runs past the column.
 */
export const LongText: Story = {
  args: { objective: { ...dach, title: longTitle, description: longDescription } },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: longTitle })).toBeVisible();
    await expect(canvas.getByText(longDescription)).toBeVisible();
    await fitsItsWidth(canvasElement);
  },
};

/** Not started: 0%, no time line yet. */
export const NoProgress: Story = {
  args: { objective: { ...dach, progress: 0 }, expected: null },
  play: async ({ canvasElement }) => {
    await expect(progress(canvasElement, dach.title)).toHaveAttribute('aria-valuenow', '0');
    await expect(within(canvasElement).getByText('0%')).toBeVisible();
    await expect(within(canvasElement).queryByText(/Expected by today/)).toBeNull();
  },
};

/** Done: 100%, the bar in its finished (green) tone even with the time line behind it. */
export const Complete: Story = {
  args: { objective: { ...dach, status: 'Completed', progress: 100 }, expected: 80 },
  play: async ({ canvasElement }) => {
    await expect(progress(canvasElement, dach.title)).toHaveAttribute('aria-valuenow', '100');
    await expect(within(canvasElement).getByText('100%')).toBeVisible();
    await expect(canvasElement.querySelector('.okr-progress-fill')).toHaveClass('okr-tone-green');
  },
};

/** Well behind the time-elapsed line: the bar turns red. */
export const Behind: Story = {
  args: { objective: { ...dach, progress: 12 }, expected: 60 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.okr-progress-fill')).toHaveClass('okr-tone-red');
  },
};

/** No owner, no dates, no description, no classification: dashes, nothing invented. */
export const Sparse: Story = {
  args: {
    objective: { ...dach, ownerId: null, startDate: null, endDate: null, description: null, impactCategory: null, operationalArea: null, strategicAxis: null },
    ownerName: undefined,
    expected: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('—')).toHaveLength(3);
    await expect(canvasElement.querySelector('.okr-objective-description')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: dach.title })).toBeVisible();
  },
};
