import { describe, expect, it } from 'vitest';
import { missingPermissionMessage } from './missingPermissionMessage';

describe('missingPermissionMessage', () => {
  it('names the action, the domain in words and the missing flag', () => {
    expect(missingPermissionMessage('key_results', 'delete')).toBe(
      "You don't have permission to delete key results (missing: key_results.delete)",
    );
  });
});
