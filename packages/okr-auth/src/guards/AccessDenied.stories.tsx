import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessDenied } from './AccessDenied';

const meta = {
  title: 'Auth/Guards/AccessDenied',
  component: AccessDenied,
  args: { roles: ['Admin', 'SuperAdmin'] },
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message a user without the settings roles meets. */
export const Forbidden: Story = {};
