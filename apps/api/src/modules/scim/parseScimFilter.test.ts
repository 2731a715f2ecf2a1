import { describe, expect, it } from 'vitest';
import { parseScimFilter } from './parseScimFilter';

const users = { username: 'userName', externalid: 'externalId', 'emails.value': 'email' } as const;

describe('parseScimFilter', () => {
  it('reads the equalities Entra ID and Okta send, joined by and', () => {
    expect(parseScimFilter('userName eq "Test_User_dfeef4c5"', users)).toEqual([{ attribute: 'userName', value: 'Test_User_dfeef4c5' }]);
    expect(parseScimFilter('externalId eq "0a21f0f2" and emails.value eq "a@b.test"', users)).toEqual([
      { attribute: 'externalId', value: '0a21f0f2' },
      { attribute: 'email', value: 'a@b.test' },
    ]);
    expect(parseScimFilter('emails[value eq "a@b.test"]', users)).toEqual([{ attribute: 'email', value: 'a@b.test' }]);
    expect(parseScimFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "x"', users)).toEqual([{ attribute: 'userName', value: 'x' }]);
  });

  it('answers no condition for no filter', () => {
    expect(parseScimFilter(undefined, users)).toEqual([]);
    expect(parseScimFilter('  ', users)).toEqual([]);
  });

  it.each(['userName eq', 'userName eq "a" and', '((', 'userName xx "a"', 'title eq "x"', 'userName eq "a" or userName eq "b"', 'userName sw "a"', 'userName eq 5'])(
    'refuses %s with invalidFilter',
    (filter) => {
      expect(() => parseScimFilter(filter, users)).toThrow(expect.objectContaining({ status: 400, scimType: 'invalidFilter' }));
    },
  );
});
