import { describe, expect, it } from 'vitest';
import { scimEventActor, scimEventSubject } from './scimEventSubject';

const event = { before: null, after: null, targetId: 'user-1' };

describe('scimEventSubject', () => {
  it("names a person by the userName the identity provider sent, before or after the change", () => {
    expect(scimEventSubject({ ...event, after: { userName: 'ana@acme.test', active: false } })).toBe('ana@acme.test');
    expect(scimEventSubject({ ...event, before: { userName: 'gone@acme.test' } })).toBe('gone@acme.test');
  });

  it("names a group by its displayName and a token by its prefix", () => {
    expect(scimEventSubject({ ...event, after: { displayName: 'Engineering', roleId: null } })).toBe('Engineering');
    expect(scimEventSubject({ ...event, before: { prefix: 'scim_7hQz' } })).toBe('scim_7hQz');
  });

  it('falls back to the target id when nothing readable was recorded', () => {
    expect(scimEventSubject({ ...event, after: { userName: '  ' } })).toBe('user-1');
    expect(scimEventSubject({ ...event, targetId: null })).toBe('');
  });
});

describe('scimEventActor', () => {
  it('names the token of a SCIM request, the person of a settings change', () => {
    expect(scimEventActor({ actorType: 'scim', actorName: 'scim_7hQz', actorEmail: null })).toEqual({ kind: 'token', name: 'scim_7hQz' });
    expect(scimEventActor({ actorType: 'user', actorName: null, actorEmail: 'admin@acme.test' })).toEqual({ kind: 'person', name: 'admin@acme.test' });
    expect(scimEventActor({ actorType: 'user', actorName: null, actorEmail: null })).toBeNull();
  });
});
