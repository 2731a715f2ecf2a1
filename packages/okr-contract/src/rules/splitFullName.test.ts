import { describe, expect, it } from 'vitest';
import { splitFullName } from './splitFullName';

describe('splitFullName', () => {
  it('splits at the first space', () => {
    expect(splitFullName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
  });

  it('leaves the last name empty without a space', () => {
    expect(splitFullName('Ada')).toEqual({ firstName: 'Ada', lastName: '' });
  });

  it('ignores surrounding spaces', () => {
    expect(splitFullName('  Grace Hopper  ')).toEqual({ firstName: 'Grace', lastName: 'Hopper' });
  });
});
