import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { ObjectivesList } from './objectives/ObjectivesList';
import { PeriodSwitcher } from './periods/PeriodSwitcher';

/** The switcher and a period-scoped screen together, as the app shell composes them. */
function SwitcherAndList() {
  return (
    <>
      <PeriodSwitcher />
      <ObjectivesList />
    </>
  );
}

const meta = {
  title: 'Goals/PeriodSelection',
  component: SwitcherAndList,
  parameters: { route: '/app/objectives', session: sessionFixtures.editor },
} satisfies Meta<typeof SwitcherAndList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the switcher, picks a period and waits until the menu has closed (the page is no longer aria-hidden). */
async function choose(canvasElement: HTMLElement, option: string | RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('combobox', { name: 'Period' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  await waitFor(() => expect(canvasElement.querySelector('.okr-period-switcher')).not.toHaveAttribute('aria-hidden'));
}

/** Choosing Q1 2025 shows its objectives only; Q2 2025 has none. */
export const SwitchingPeriods: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Q1 2025/);
    await expect(await canvas.findByRole('link', { name: 'Expand into the DACH market' })).toBeVisible();
    await choose(canvasElement, /Q2 2025/);
    await expect(await canvas.findByText('No objectives in Q2 2025')).toBeVisible();
  },
};


/**
 * A period past its last day and not closed (`ended`): the administrator is invited to roll its
 * objectives over and close it; closing it here turns the notice into the closed one.
 */
export const EndedPeriodAdmin: Story = {
  parameters: { session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Q1 2025/);
    await expect(await canvas.findByText(/Q1 2025 ended on .*roll its objectives over/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Roll over objectives' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close Q1 2025' }));
    await expect(await canvas.findByText(/Q1 2025 is closed/)).toBeVisible();
    await expect(canvas.queryByText(/ended on/)).toBeNull();
  },
};

/** A member who may not close periods reads why check-ins are still taken, with no close button. */
export const EndedPeriodMember: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Q1 2025/);
    await expect(await canvas.findByText(/until an administrator closes it/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Close/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Roll over objectives' })).toBeNull();
  },
};
