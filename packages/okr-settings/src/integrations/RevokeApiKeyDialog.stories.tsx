import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { noPermissions } from '@okr/contract';
import type { ApiKey } from '@okr/contract';
import { ApiError } from '@okr/core';
import { confirmDialogStories } from '../testing/confirmDialogStories';
import { storyAction } from '../testing/storyAction';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';

const apiKey: ApiKey = {
  id: 'k1',
  name: 'Data warehouse sync',
  prefix: 'okr_k1',
  permissions: noPermissions(),
  createdBy: { id: 'u1', fullName: 'Ada Admin' },
  createdAt: '2026-11-01T09:30:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
};

const stories = confirmDialogStories({
  title: 'Revoke "Data warehouse sync"?',
  question: 'Every request made with this key will be refused from now on. This cannot be undone.',
  confirm: 'Revoke',
  done: 'API key "Data warehouse sync" revoked',
  refusal: new ApiError({ status: 404, code: 'NOT_FOUND', message: 'This API key no longer exists' }),
  args: (state) => ({ revoke: storyAction<ApiKey, ApiKey>({ result: { ...apiKey, revokedAt: '2026-11-29T10:00:00.000Z' }, ...state }) }),
});

const meta = {
  title: 'Settings/ApiKeysPanel/RevokeApiKeyDialog',
  component: RevokeApiKeyDialog,
  args: { apiKey, onOpenChange: fn(), onRevoked: fn(), ...stories.open.args },
} satisfies Meta<typeof RevokeApiKeyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = stories.open;
export const Revoked: Story = stories.confirmed;
export const Revoking: Story = stories.pending;
export const Refused: Story = stories.refused;
