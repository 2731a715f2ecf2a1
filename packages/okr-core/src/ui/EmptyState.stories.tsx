import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Core/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    title: 'No users in this organization',
    description: 'Add users to start collaborating',
    action: <Button>Add First User</Button>,
  },
};
