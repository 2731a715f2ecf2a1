import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
