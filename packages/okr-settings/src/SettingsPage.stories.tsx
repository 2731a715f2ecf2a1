import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { memberHandlers, sessionFixtures } from '@okr/mocks';
import { SettingsPage } from './SettingsPage';

const meta = {
  title: 'Settings/SettingsPage',
  component: SettingsPage,
  args: { onBack: fn(), onUserAdded: fn(), onRoleChanged: fn() },
  parameters: { session: sessionFixtures.admin, route: '/app/settings', msw: { handlers: { settings: memberHandlers.default } } },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {};

export const Billing: Story = { args: { defaultTab: 'billing' } };

export const Organization: Story = { args: { defaultTab: 'organization' } };

/** Through the five tabs with the keyboard, then back. */
export const Tabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Configuration' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'General' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Billing' })).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('heading', { name: 'Organization Users' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Roles' })).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Role Permissions' })).toHaveAttribute('data-state', 'active');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The periods of the organization (cycles), for a role with settings flags. */
export const Periods: Story = { args: { defaultTab: 'periods' } };

const phone = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};

/**
 * At a phone's width (390 px) on a tab far to the right: the strip scrolls to show it, fades its
 * start to say there are more tabs, and the arrow keys still walk the tabs, each scrolled into view.
 */
export const PhoneOnALaterTab: Story = {
  ...phone,
  args: { defaultTab: 'integrations' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selected = canvas.getByRole('tab', { name: 'Integrations' });
    const list = canvas.getByRole('tablist', { name: 'Settings sections' });
    const inView = (tab: HTMLElement) => {
      const box = tab.getBoundingClientRect();
      const frame = list.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    };
    await waitFor(() => expect(inView(selected)).toBe(true));
    await expect(list.parentElement).toHaveAttribute('data-more-start');
    await userEvent.click(selected);
    await userEvent.keyboard('{Home}');
    const first = canvas.getByRole('tab', { name: 'General' });
    await expect(first).toHaveAttribute('data-state', 'active');
    await waitFor(() => expect(inView(first)).toBe(true));
    await waitFor(() => expect(list.parentElement).toHaveAttribute('data-more-end'));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Sign-in security' });
    await expect(last).toHaveAttribute('data-state', 'active');
    await waitFor(() => expect(inView(last)).toBe(true));
  },
};

/** At a phone's width on the periods: the table scrolls sideways with its first column in place. */
export const PhonePeriods: Story = { ...phone, args: { defaultTab: 'periods' } };
