import { describe, expect, it } from 'vitest';
import { chatChannelsCanOf } from './chatChannelPermissions';

const settings = (flags: { canRead?: boolean; canCreate?: boolean; canUpdate?: boolean; canDelete?: boolean }) =>
  ({ settings: { canRead: false, canCreate: false, canUpdate: false, canDelete: false, ...flags } }) as unknown as Parameters<typeof chatChannelsCanOf>[0];

describe('chatChannelsCanOf', () => {
  it('allows nothing until the flags are known', () => {
    expect(chatChannelsCanOf(null)).toEqual({ create: false, update: false, delete: false });
  });

  it('follows the settings flags one by one', () => {
    expect(chatChannelsCanOf(settings({ canRead: true, canUpdate: true }))).toEqual({ create: false, update: true, delete: false });
    expect(chatChannelsCanOf(settings({ canRead: true, canCreate: true, canUpdate: true, canDelete: true }))).toEqual({ create: true, update: true, delete: true });
  });
});
