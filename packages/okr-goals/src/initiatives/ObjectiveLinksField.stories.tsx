import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiUrl, demoOkrIds, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { setMocksClock } from '../testing/mocksClock';
import { ObjectiveLinksField } from './ObjectiveLinksField';
import type { ObjectiveLinks, ObjectiveLinksFieldProps } from './ObjectiveLinksField';

const onboarding = demoOkrIds.objective('onboarding');
const checklist = demoOkrIds.keyResult('onboarding-checklist');
const listUrl = apiUrl(apiPaths.objectives.list);

/** The field as the initiative form holds it: the links live in the form's state, each change reported. */
function LinksInForm({ onChange, ...props }: ObjectiveLinksFieldProps) {
  const [links, setLinks] = useState<ObjectiveLinks>({ objectiveIds: props.objectiveIds, keyResultIds: props.keyResultIds });
  return (
    <ObjectiveLinksField
      {...props}
      {...links}
      onChange={(next) => {
        setLinks(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Goals/ObjectiveLinksField',
  component: ObjectiveLinksField,
  args: { objectiveIds: [], keyResultIds: [], onChange: fn() },
  parameters: { route: '/app/initiatives/create', session: sessionFixtures.editor },
  beforeEach: () => setMocksClock(),
  render: (args) => <LinksInForm {...args} />,
} satisfies Meta<typeof ObjectiveLinksField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('group', { name: 'Objectives and key results it serves' }));
const matches = (canvasElement: HTMLElement) => within(field(canvasElement).getByRole('group', { name: 'Matching objectives' }));

/** Nothing linked yet: the organization's objectives to pick from; ticking one selects it with its key results. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await matches(canvasElement).findByRole('checkbox', { name: /Make onboarding effortless/ });
    await expect(matches(canvasElement).getByRole('checkbox', { name: /Expand into the DACH market/ })).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenLastCalledWith({ objectiveIds: [onboarding], keyResultIds: [] });
    const selected = within(await field(canvasElement).findByRole('list', { name: 'Selected objectives (1)' }));
    await expect(selected.getByRole('checkbox', { name: 'Make onboarding effortless' })).toBeChecked();
    // Its key results are offered under it, unticked; ticking one links it.
    const keyResults = within(await selected.findByRole('list', { name: 'Key results of Make onboarding effortless' }));
    const kr = keyResults.getByRole('checkbox', { name: 'Ship the guided setup checklist' });
    await expect(kr).not.toBeChecked();
    await userEvent.click(kr);
    await expect(kr).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ objectiveIds: [onboarding], keyResultIds: [checklist] });
    // The picked objective is no longer offered among the matches.
    await expect(matches(canvasElement).queryByRole('checkbox', { name: /Make onboarding effortless/ })).toBeNull();
  },
};

/** Typing narrows the matches on the server (title or description). */
export const SearchNarrows: Story = {
  play: async ({ canvasElement, args }) => {
    await matches(canvasElement).findByRole('checkbox', { name: /Expand into the DACH market/ });
    await userEvent.type(field(canvasElement).getByRole('searchbox', { name: 'Search objectives' }), 'onboard');
    await waitFor(() => expect(matches(canvasElement).queryByRole('checkbox', { name: /Expand into the DACH market/ })).toBeNull());
    const only = matches(canvasElement).getAllByRole('checkbox');
    await expect(only).toHaveLength(1);
    await expect(only[0]).toHaveAccessibleName(/Make onboarding effortless/);
    // Enter in the search box picks nothing (the initiative form would submit).
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A search nothing matches says so, with the words typed. */
export const NoneMatch: Story = {
  play: async ({ canvasElement }) => {
    await matches(canvasElement).findByRole('checkbox', { name: /Expand into the DACH market/ });
    await userEvent.type(field(canvasElement).getByRole('searchbox', { name: 'Search objectives' }), 'zebra crossing');
    await expect(await matches(canvasElement).findByText('No other objective matches “zebra crossing”.')).toBeVisible();
    await expect(matches(canvasElement).queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/** Every objective already picked: nothing more to add. */
export const AllPicked: Story = {
  parameters: { msw: { handlers: { okr: [http.get(listUrl, () => Response.json([])), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await expect(await matches(canvasElement).findByText('No other objectives to add.')).toBeVisible();
  },
};

/** The objectives are on their way: the matches show their skeleton, announced once. */
export const Loading: Story = {
  parameters: { msw: { handlers: { okr: [http.get(listUrl, () => new Promise<never>(() => undefined)), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const results = matches(canvasElement);
    await expect(results.getByRole('status')).toHaveTextContent('Loading…');
    await expect(field(canvasElement).getByRole('group', { name: 'Matching objectives' })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The search fails: the field says so and offers "Search again" (here the server answers the
 * second time).
 */
export const SearchFailed: Story = {
  parameters: { msw: { handlers: { okr: [http.get(listUrl, internalError, { once: true }), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await expect(await matches(canvasElement).findByText('Could not search the objectives. Please try again.')).toBeVisible();
    // "Search again" asks once more (the failure was once only), with nothing typed.
    await userEvent.click(matches(canvasElement).getByRole('button', { name: 'Search again' }));
    await expect(await matches(canvasElement).findByRole('checkbox', { name: /Make onboarding effortless/ })).toBeVisible();
    await expect(matches(canvasElement).queryByText('Could not search the objectives. Please try again.')).toBeNull();
  },
};

/** An initiative that already serves an objective and one of its key results; unticking the key result unlinks it. */
export const PreSelected: Story = {
  args: { objectiveIds: [onboarding], keyResultIds: [checklist] },
  play: async ({ canvasElement, args }) => {
    const selected = within(await field(canvasElement).findByRole('list', { name: 'Selected objectives (1)' }));
    await expect(selected.getByRole('checkbox', { name: 'Make onboarding effortless' })).toBeChecked();
    const kr = selected.getByRole('checkbox', { name: 'Ship the guided setup checklist' });
    await expect(kr).toBeChecked();
    await userEvent.click(kr);
    await expect(args.onChange).toHaveBeenLastCalledWith({ objectiveIds: [onboarding], keyResultIds: [] });
    await expect(kr).not.toBeChecked();
    // Unticking the objective drops it (and would drop its key results).
    await userEvent.click(selected.getByRole('checkbox', { name: 'Make onboarding effortless' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ objectiveIds: [], keyResultIds: [] });
    await waitFor(() => expect(field(canvasElement).queryByRole('list', { name: /Selected objectives/ })).toBeNull());
  },
};

/** Linked only through a key result: its objective shows, unticked, marked "Through key results". */
export const ThroughKeyResults: Story = {
  args: { keyResultIds: [checklist] },
  play: async ({ canvasElement }) => {
    const selected = within(await field(canvasElement).findByRole('list', { name: 'Selected objectives (1)' }));
    await expect(selected.getByRole('checkbox', { name: /Make onboarding effortless/ })).not.toBeChecked();
    await expect(selected.getByText('Through key results')).toBeVisible();
    await expect(selected.getByRole('checkbox', { name: 'Ship the guided setup checklist' })).toBeChecked();
  },
};

/** The server refused an id (another organization's, or deleted since): its message shows on the field. */
export const ServerFieldError: Story = {
  args: { objectiveIds: [onboarding], errors: { 'objectiveIds.0': 'No such objective' } },
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement).findByRole('alert')).toHaveTextContent('No such objective');
  },
};
