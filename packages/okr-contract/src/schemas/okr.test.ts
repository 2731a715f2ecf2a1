import { describe, expect, it } from 'vitest';
import { CreateCheckInRequest, CreateObjectiveRequest, UpdateObjectiveRequest } from './okr';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('objective schemas', () => {
  it('require a title and spell enums as the spec does', () => {
    expect(CreateObjectiveRequest.safeParse({ title: 'Grow', type: 'Strategic', status: 'On Hold' }).success).toBe(true);
    expect(CreateObjectiveRequest.safeParse({ title: 'Grow', status: 'on hold' }).success).toBe(false);
    expect(issues(CreateObjectiveRequest.safeParse({ title: ' ' }))).toEqual([['title', 'Title is required']]);
  });
  it('name the date field that is out of range or ends before its start', () => {
    expect(issues(CreateObjectiveRequest.safeParse({ title: 'x', startDate: '1899-12-31' }))).toEqual([
      ['startDate', 'Use a date between 1900-01-01 and 2099-12-31'],
    ]);
    expect(issues(UpdateObjectiveRequest.safeParse({ startDate: '2026-03-01', endDate: '2026-02-01' }))).toEqual([
      ['endDate', 'End date cannot be before start date'],
    ]);
  });
  it('refuse unknown fields', () => {
    expect(CreateObjectiveRequest.safeParse({ title: 'x', progress: 50 }).success).toBe(false);
  });
});

describe('check-in schema', () => {
  it('takes a confidence from 0 to 10', () => {
    expect(CreateCheckInRequest.safeParse({ value: 3, confidence: 10 }).success).toBe(true);
    expect(CreateCheckInRequest.safeParse({ value: 3, confidence: 11 }).success).toBe(false);
    expect(CreateCheckInRequest.safeParse({ value: 3, confidence: 2.5 }).success).toBe(false);
  });
});
