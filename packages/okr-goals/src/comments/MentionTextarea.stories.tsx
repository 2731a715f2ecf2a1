import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { mentionableMembers, mentionOf, commentPeople } from '../testing/commentFixtures';
import { MentionTextarea } from './MentionTextarea';
import type { MentionTextareaProps } from './MentionTextarea';

/** The field as a composer holds it: the text lives in the composer's state, each change reported. */
function InComposer({ value: initial, onChange, ...props }: MentionTextareaProps) {
  const [value, setValue] = useState(initial);
  return (
    <MentionTextarea
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Goals/Comments/MentionTextarea',
  component: MentionTextarea,
  args: { value: '', label: 'Write a comment', members: mentionableMembers, onChange: fn(), onSubmit: fn() },
  parameters: { session: sessionFixtures.editor },
  render: (args) => <InComposer {...args} />,
} satisfies Meta<typeof MentionTextarea>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Write a comment' });

/** Plain text offers nobody; Ctrl+Enter sends. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = fieldOf(canvasElement);
    await userEvent.type(field, 'Numbers look good');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** `@` opens the list of people who can read the item, the first one active. */
export const PickerOpen: Story = {
  play: async ({ canvasElement }) => {
    const field = fieldOf(canvasElement);
    await userEvent.type(field, 'Thanks @');
    const list = within(await within(canvasElement).findByRole('listbox', { name: 'People to mention' }));
    const options = list.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(mentionableMembers.map((m) => `${m.fullName} ${m.email}`));
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
  },
};

/** Typing narrows by name or by the start of the email. */
export const Narrowed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(fieldOf(canvasElement), '@view');
    const options = within(await within(canvasElement).findByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent(commentPeople.viewer.fullName);
  },
};

/** Nobody who can read the item matches: said so, and nothing to pick. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const field = fieldOf(canvasElement);
    await userEvent.type(field, '@zebra');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Nobody who can see this matches');
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Arrows move through the list and Enter inserts the mention, the caret after it; Escape closes the next list. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const field = fieldOf(canvasElement);
    await userEvent.type(field, 'Ask @');
    const list = within(await within(canvasElement).findByRole('listbox', { name: 'People to mention' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(list.getByRole('option', { name: /Eddie Editor/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue(`Ask ${mentionOf(commentPeople.editor)} `);
    await expect(args.onChange).toHaveBeenLastCalledWith(`Ask ${mentionOf(commentPeople.editor)} `);
    // Enter chose: it did not send.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('and @a');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue(`Ask ${mentionOf(commentPeople.editor)} and @a`);
  },
};

/** A click on a person inserts them as well. */
export const PickWithThePointer: Story = {
  play: async ({ canvasElement }) => {
    const field = fieldOf(canvasElement);
    await userEvent.type(field, '@ad');
    await userEvent.click(await within(canvasElement).findByRole('option', { name: /Ada Admin/ }));
    await expect(field).toHaveValue(`${mentionOf(commentPeople.admin)} `);
  },
};

/** While the comment saves: the field waits and offers nobody. */
export const Disabled: Story = {
  args: { value: 'Thanks @', disabled: true },
  play: async ({ canvasElement }) => {
    const field = fieldOf(canvasElement);
    await expect(field).toBeDisabled();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Too long: marked invalid, described by the composer's limit line. */
export const Invalid: Story = {
  args: { invalid: true, describedBy: 'mention-limit' },
  render: (args) => (
    <>
      <InComposer {...args} />
      <p id="mention-limit">At most 5000 characters</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const field = fieldOf(canvasElement);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('At most 5000 characters');
  },
};
