import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { memberHandlers, sessionFixtures } from '@okr/mocks';
import { SelectedUser } from './SelectedUser';

/** A phone in portrait. */
const phone = {
  viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
};

const meta = {
  title: 'Settings/SelectedUser',
  component: SelectedUser,
  args: {
    user: { id: '00000000-0000-4000-8000-000000000010', fullName: 'Hank Scorpio', email: 'globex@demo.okr' },
    onClear: fn(),
  },
  parameters: { session: sessionFixtures.admin, msw: { handlers: { settings: memberHandlers.default } } },
} satisfies Meta<typeof SelectedUser>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectInitials(canvasElement: HTMLElement, initials: string) {
  const badge = canvasElement.querySelector('.okr-initials');
  await expect(badge).toHaveTextContent(initials);
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('aria-hidden', 'true');
}

/** `inner` lies wholly inside `outer` (nothing sticks out sideways). */
async function expectInside(inner: Element, outer: Element) {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  await expect(a.left).toBeGreaterThanOrEqual(b.left - 0.5);
  await expect(a.right).toBeLessThanOrEqual(b.right + 0.5);
}

/** The chosen user: a named group with their initials, name and email. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'Selected user' });
    await expect(card).toBeVisible();
    await expectInitials(canvasElement, 'HS');
    await expect(within(card).getByText('Hank Scorpio')).toBeVisible();
    await expect(within(card).getByText('globex@demo.okr')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Remove selection' })).toBeEnabled();
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};

/** Removing the selection calls back (the dialog returns to the search), by mouse and by keyboard. */
export const Clear: Story = {
  play: async ({ canvasElement, args }) => {
    const clear = within(canvasElement).getByRole('button', { name: 'Remove selection' });
    await userEvent.click(clear);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClear).toHaveBeenCalledTimes(2);
  },
};

/** A long name and email on a phone: cut off with an ellipsis inside the card, the button stays on screen. */
export const LongNameOnPhone: Story = {
  args: {
    user: {
      id: '00000000-0000-4000-8000-000000000011',
      fullName: 'Maximiliana Alexandrina Featherstonehaugh-Montgomery-Worthington',
      email: 'maximiliana.alexandrina.featherstonehaugh-montgomery@subsidiary.international-holdings.example',
    },
  },
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'Selected user' });
    await expectInitials(canvasElement, 'MF');
    const name = canvas.getByText(args.user.fullName);
    const email = canvas.getByText(args.user.email);
    await expect(name).toBeVisible();
    await expect(email).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expectInside(name, card);
    await expectInside(email, card);
    await expectInside(canvas.getByRole('button', { name: 'Remove selection' }), card);
    // Cut off rather than wrapped: one line each, the rest behind an ellipsis.
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
  },
};
