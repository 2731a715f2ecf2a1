import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { KeyResultDraftsField } from './KeyResultDraftsField';
import type { KeyResultDraftsFieldProps } from './KeyResultDraftsField';
import type { KeyResultDraft } from './objectiveDraft';

/** The field as the stepper holds it: the drafts live in the stepper's state, each change reported. */
function InStepper({ drafts: initial, onChange, ...props }: KeyResultDraftsFieldProps) {
  const [drafts, setDrafts] = useState(initial);
  return (
    <KeyResultDraftsField
      {...props}
      drafts={drafts}
      onChange={(next) => {
        setDrafts(next);
        onChange(next);
      }}
    />
  );
}

const draft = (key: number, overrides: Partial<KeyResultDraft> = {}): KeyResultDraft => ({
  key,
  title: '',
  metricType: 'Percentage',
  startValue: '0',
  targetValue: '100',
  unit: '',
  ...overrides,
});
const customers = draft(101, { title: 'Reach 40 enterprise customers', metricType: 'Numeric', startValue: '12', targetValue: '40', unit: 'customers' });
const nps = draft(102, { title: 'Raise NPS in DACH to 45%', startValue: '20', targetValue: '45' });
const reseller = draft(103, { title: 'Sign a reseller in Austria', metricType: 'Binary', startValue: '', targetValue: '' });

const meta = {
  title: 'Goals/Objectives/KeyResultDraftsField',
  component: KeyResultDraftsField,
  args: { drafts: [], errors: {}, onChange: fn() },
  parameters: { session: sessionFixtures.editor },
  render: (args) => <InStepper {...args} />,
} satisfies Meta<typeof KeyResultDraftsField>;

export default meta;
type Story = StoryObj<typeof meta>;

const groups = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('group', { name: /^Key result \d$/ });

/** None yet: what an objective needs, and the button that adds the first (a Percentage from 0 to 100). */
export const Zero: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No key results yet: an objective is measured by two to five of them.')).toBeVisible();
    await expect(groups(canvasElement)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Add key result' }));
    const added = within(canvas.getByRole('group', { name: 'Key result 1' }));
    await expect(added.getByRole('textbox', { name: 'Start value of key result 1' })).toHaveValue('0');
    await expect(added.getByRole('textbox', { name: 'Target value of key result 1' })).toHaveValue('100');
    await expect(canvas.queryByText(/No key results yet/)).toBeNull();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** One draft: typed into in place, and removed again. */
export const One: Story = {
  args: { drafts: [draft(201)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title of key result 1' });
    await userEvent.type(title, 'Ship the checklist');
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ key: 201, title: 'Ship the checklist' })]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove key result 1' }));
    await expect(groups(canvasElement)).toHaveLength(0);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** Several, one of each metric: a Numeric one has a unit, a Binary one no values; removing one numbers the rest again. */
export const Several: Story = {
  args: { drafts: [customers, nps, reseller] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(groups(canvasElement)).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: 'Unit of key result 1' })).toHaveValue('customers');
    await expect(canvas.queryByRole('textbox', { name: 'Unit of key result 2' })).toBeNull();
    const binary = within(canvas.getByRole('group', { name: 'Key result 3' }));
    await expect(binary.getByText('Done or not done.')).toBeVisible();
    await expect(binary.queryByRole('textbox', { name: /value of key result 3/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove key result 1' }));
    await expect(groups(canvasElement)).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'Title of key result 1' })).toHaveValue('Raise NPS in DACH to 45%');
  },
};

/** The stepper refused to go on: each message under its field, the field marked invalid. */
export const Invalid: Story = {
  args: {
    drafts: [customers, draft(104, { targetValue: 'forty' })],
    errors: { 104: { title: 'Title is required', targetValue: 'Enter a number' } },
  },
  play: async ({ canvasElement }) => {
    const second = within(within(canvasElement).getByRole('group', { name: 'Key result 2' }));
    const title = second.getByRole('textbox', { name: 'Title of key result 2' });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Title is required');
    await expect(second.getByRole('textbox', { name: 'Target value of key result 2' })).toHaveAccessibleDescription('Enter a number');
    // The valid draft above is left alone.
    await expect(within(canvasElement).getByRole('textbox', { name: 'Title of key result 1' })).not.toHaveAttribute('aria-invalid');
  },
};

export const Phone: Story = {
  args: { drafts: [customers, nps, reseller] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add key result' })).toBeVisible();
  },
};
