import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@radix-ui/themes';
import { expect, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { Can } from './Can';

/**
 * `<Can>` shows its children when the caller's effective flags (from /auth/me) allow the action,
 * else its fallback. The session's flags arrive with /auth/me; a story seeds them.
 */
const meta = {
  title: 'Core/Can',
  component: Can,
  args: {
    domain: 'objectives',
    action: 'create',
    children: <Button>New objective</Button>,
    fallback: <Text color="gray">Creating objectives needs objectives.create</Text>,
  },
} satisfies Meta<typeof Can>;

export default meta;
type Story = StoryObj<typeof meta>;

const allowed = { canCreate: true, canRead: true, canUpdate: true, canDelete: true };
const readOnly = { canCreate: false, canRead: true, canUpdate: false, canDelete: false };
const flags = (objectives: typeof allowed) => ({
  initiatives: readOnly,
  objectives,
  key_results: readOnly,
  organizations: readOnly,
  users: readOnly,
  settings: { ...readOnly, canRead: false },
});

/** An Editor: the button shows. */
export const Allowed: Story = {
  parameters: { session: { ...sessionFixtures.editor, permissions: flags(allowed) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'New objective' })).toBeVisible();
  },
};

/** A Viewer: the reason shows instead. */
export const Denied: Story = {
  parameters: { session: { ...sessionFixtures.viewer, permissions: flags(readOnly) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'New objective' })).toBeNull();
    await expect(canvas.getByText('Creating objectives needs objectives.create')).toBeVisible();
  },
};

/** Before /auth/me answers, nothing is allowed: a button never shows before it would work. */
export const FlagsNotLoadedYet: Story = {
  parameters: { session: { ...sessionFixtures.editor, permissions: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'New objective' })).toBeNull();
  },
};
