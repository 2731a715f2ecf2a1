import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { AdminShell } from './AdminShell';

const meta = {
  title: 'Admin/AdminShell',
  component: AdminShell,
  args: { section: 'users', children: <p>Section content</p> },
  parameters: { route: '/admin/users', session: sessionFixtures.superAdmin, layout: 'fullscreen' },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame of the area: the current section is marked in the navigation. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Section content')).toBeVisible();
  },
};

/** Someone who is not a super administrator never sees the content, even if a host forgot its guard. */
export const Forbidden: Story = {
  parameters: { session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only super administrators can open the administration area.');
    await expect(canvas.queryByText('Section content')).toBeNull();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
