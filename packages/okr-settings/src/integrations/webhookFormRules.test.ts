import { describe, expect, it } from 'vitest';
import { ApiError } from '@okr/core';
import { serverUrlError, webhookFormIssues } from './webhookFormRules';

describe('webhookFormIssues', () => {
  it('asks for a URL and an event', () => {
    expect(webhookFormIssues('  ', [])).toEqual({ url: 'required', events: 'required' });
  });
  it('refuses what is not a full http(s) URL, and leaves https-only and private addresses to the server', () => {
    expect(webhookFormIssues('hooks.example.com', ['task.created']).url).toBe('invalid');
    expect(webhookFormIssues('ftp://hooks.example.com', ['task.created']).url).toBe('invalid');
    expect(webhookFormIssues('http://10.0.0.1/hook', ['task.created'])).toEqual({});
    expect(webhookFormIssues(' https://hooks.example.com/okr ', ['task.created'])).toEqual({});
  });
});

describe('serverUrlError', () => {
  it("puts the server's 422 and a 400 naming url under the field", () => {
    expect(serverUrlError(new ApiError({ status: 422, code: 'RULE_VIOLATION', message: 'Webhook URLs must use https://' }))).toBe('Webhook URLs must use https://');
    const invalid = new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Validation failed', details: [{ field: 'url', message: 'Enter a full https:// URL' }] });
    expect(serverUrlError(invalid)).toBe('Enter a full https:// URL');
  });
  it('leaves the rest to a toast', () => {
    expect(serverUrlError(new ApiError({ status: 402, code: 'PLAN_LIMIT_REACHED', message: 'Upgrade' }))).toBeNull();
    expect(serverUrlError(new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'x', details: [{ field: 'events', message: 'y' }] }))).toBeNull();
    expect(serverUrlError(new Error('network'))).toBeNull();
  });
});
