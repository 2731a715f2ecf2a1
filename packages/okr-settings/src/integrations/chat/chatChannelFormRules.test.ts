import { describe, expect, it } from 'vitest';
import { ApiError } from '@okr/core';
import { chatChannelFormIssues, serverFieldError } from './chatChannelFormRules';

describe('chatChannelFormIssues', () => {
  it('asks for a name, a URL and one event', () => {
    expect(chatChannelFormIssues('  ', '', [])).toEqual({ name: 'required', url: 'required', events: 'required' });
  });

  it('refuses what is no http(s) URL and a name past 100 characters', () => {
    expect(chatChannelFormIssues('x'.repeat(101), 'hooks.slack.com/services/T1', ['weekly_digest'])).toEqual({ name: 'tooLong', url: 'invalid' });
  });

  it('accepts a Slack incoming-webhook URL with one event', () => {
    expect(chatChannelFormIssues('#okrs', 'https://hooks.slack.com/services/T1/B1/x', ['check_in.created'])).toEqual({});
  });
});

describe('serverFieldError', () => {
  it("puts the server's 422 under the URL and nowhere else", () => {
    const refusal = new ApiError({ status: 422, code: 'RULE_VIOLATION', message: 'Webhook URLs must use https' });
    expect(serverFieldError(refusal, 'url')).toBe('Webhook URLs must use https');
    expect(serverFieldError(refusal, 'name')).toBeNull();
  });

  it('puts a 400 detail under the field it names', () => {
    const refusal = new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid body', details: [{ field: 'name', message: 'Name is required' }] });
    expect(serverFieldError(refusal, 'name')).toBe('Name is required');
    expect(serverFieldError(refusal, 'events')).toBeNull();
    expect(serverFieldError(new Error('offline'), 'name')).toBeNull();
  });
});
