import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { fieldErrorsOf, useApiClient } from '@okr/core';
import { sessionFixtures } from '@okr/mocks';
import { useConfigOptions } from '../lib/configOptions';
import { useMembers } from '../lib/members';
import { demoRows } from '../testing/demoRows';
import { setMocksClock } from '../testing/mocksClock';
import type { DraftErrors, ObjectiveDraft } from './objectiveDraft';
import { draftOf, emptyObjectiveDraft } from './objectiveDraft';
import { BasicsFields, ClassificationFields, DatesOwnerFields } from './ObjectiveFields';

const dach = demoRows.objective('dach');

interface ObjectiveFieldsFormProps {
  draft: ObjectiveDraft;
  onChange: (patch: Partial<ObjectiveDraft>) => void;
  errors: DraftErrors;
}

/** The three groups of fields as the edit dialog lays them out, over the organization's options and members. */
function ObjectiveFieldsForm({ draft: initial, onChange, errors }: ObjectiveFieldsFormProps) {
  const [draft, setDraft] = useState(initial);
  const options = useConfigOptions();
  const { members } = useMembers();
  const patch = (change: Partial<ObjectiveDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    onChange(change);
  };
  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 640 }}>
      <BasicsFields draft={draft} onChange={patch} errors={errors} />
      <ClassificationFields draft={draft} onChange={patch} errors={errors} options={options} />
      <DatesOwnerFields draft={draft} onChange={patch} errors={errors} members={members} showStatus />
    </Flex>
  );
}

/**
 * The form after the server refused a save: the field errors of a real `400 VALIDATION_ERROR`
 * from the API (here the mocks, which answer as the server does), each shown under its field.
 */
function WithServerErrors(props: ObjectiveFieldsFormProps) {
  const api = useApiClient();
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const { title, startDate, endDate } = props.draft;
  useEffect(() => {
    api.post(apiPaths.objectives.list, { title, startDate, endDate }).then(
      () => setErrors({}),
      (error: unknown) => setErrors(fieldErrorsOf(error)),
    );
  }, [api, title, startDate, endDate]);
  return errors ? <ObjectiveFieldsForm {...props} errors={{ ...errors, ...props.errors }} /> : null;
}

const meta = {
  title: 'Goals/ObjectiveFields',
  component: BasicsFields,
  args: { draft: emptyObjectiveDraft(null), onChange: fn(), errors: {} },
  parameters: { route: '/app/objectives/create', session: sessionFixtures.editor },
  beforeEach: () => setMocksClock(),
  render: (args) => <ObjectiveFieldsForm {...args} />,
} satisfies Meta<typeof BasicsFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new objective: empty fields, Tactical and Active by default, no owner, no parent, no errors. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Title')).toHaveValue('');
    await expect(canvas.getByLabelText('Title')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Description')).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Tactical');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    await expect(canvas.getByRole('combobox', { name: 'Owner' })).toHaveTextContent('Nobody');
    await expect(canvas.getByLabelText('Start date')).toHaveValue('');
    // Typing reports each change to the form.
    await userEvent.type(canvas.getByLabelText('Title'), 'Grow');
    await expect(args.onChange).toHaveBeenLastCalledWith({ title: 'Grow' });
    fireEvent.change(canvas.getByLabelText('Start date'), { target: { value: '2025-01-01' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ startDate: '2025-01-01' });
    // The end date cannot be picked before the start.
    await expect(canvas.getByLabelText('End date')).toHaveAttribute('min', '2025-01-01');
  },
};

/** An existing objective: every field filled, its parent named, its owner picked among the members. */
export const Filled: Story = {
  args: { draft: draftOf(dach) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Title')).toHaveValue(dach.title);
    await expect(canvas.getByLabelText('Start date')).toHaveValue(dach.startDate);
    await expect(canvas.getByLabelText('End date')).toHaveValue(dach.endDate);
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent(dach.type);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Owner' })).not.toHaveTextContent('Nobody'));
  },
};

/** Picking from a select reports the value (here the status). */
export const PicksStatus: Story = {
  args: { draft: draftOf(dach) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    const listbox = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    await userEvent.click(listbox.getByRole('option', { name: 'Completed' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'Completed' });
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Completed'));
  },
};

/**
 * The server refused the save: a missing title, a start past 2099 and an end before the start,
 * with the API's own messages (`details[].field`/`message`), each read out with its field; the
 * server's refusals of the owner and the parent show the same way.
 */
export const WithFieldErrors: Story = {
  args: {
    draft: { ...emptyObjectiveDraft(null), title: ' ', startDate: '2100-01-01', endDate: '2024-01-01' },
    errors: { ownerId: 'Not a member of this organization', parentObjectiveId: 'No such objective' },
  },
  render: (args) => <WithServerErrors {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByLabelText('Title');
    await expect(title).toHaveAccessibleDescription('Title is required');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Start date')).toHaveAccessibleDescription('Use a date between 1900-01-01 and 2099-12-31');
    await expect(canvas.getByRole('combobox', { name: 'Owner' })).toHaveAccessibleDescription('Not a member of this organization');
    await expect(canvas.getByText('No such objective')).toBeVisible();
    await expect(canvas.getByLabelText('End date')).toHaveAccessibleDescription('End date cannot be before start date');
  },
};
