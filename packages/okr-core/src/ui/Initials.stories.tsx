import { Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Initials } from './Initials';

const meta = {
  title: 'Core/Initials',
  component: Initials,
  args: { name: 'Ada Lovelace' },
} satisfies Meta<typeof Initials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the name, as in a member row: drawn at first paint, never read out. */
export const BesideAName: Story = {
  render: (args) => (
    <Flex align="center" gap="2">
      <Initials {...args} />
      <Text size="2">{args.name}</Text>
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('.okr-initials');
    await expect(badge).toHaveTextContent('AL');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('Ada Lovelace')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <Flex align="center" gap="3">
      <Initials name="Grace Brewster Hopper" size={1} />
      <Initials name="Grace Brewster Hopper" size={2} />
      <Initials name="Grace Brewster Hopper" size={3} />
    </Flex>
  ),
};

/** One word, or none at all. */
export const ShortNames: Story = {
  render: () => (
    <Flex align="center" gap="3">
      <Initials name="Cher" />
      <Initials name="   " />
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('.okr-initials')].map((badge) => badge.textContent);
    await expect(badges).toEqual(['C', '?']);
  },
};
