import { Button, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Toaster } from './Toaster';
import { useToast } from './useToast';

function ToastButtons() {
  const toast = useToast();
  return (
    <Flex gap="2">
      <Button onClick={() => toast.success('Role created successfully')}>Show success</Button>
      <Button variant="soft" onClick={() => toast.error('Error al cambiar de organización')}>
        Show error
      </Button>
    </Flex>
  );
}

// The provider of the preview already mounts the Toaster; the story drives it through useToast.
const meta = {
  title: 'Core/Toaster',
  component: Toaster,
  render: () => <ToastButtons />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessAndError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error al cambiar de organización');
    await expect(canvas.getByRole('status')).toHaveTextContent('Role created successfully');
  },
};
