import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the class names that are set and leaves out the rest', () => {
    expect(cx('okr-roles', undefined, false, null, '', 'partner')).toBe('okr-roles partner');
  });

  it('gives an empty string when nothing is set', () => {
    expect(cx(undefined, false)).toBe('');
  });
});
