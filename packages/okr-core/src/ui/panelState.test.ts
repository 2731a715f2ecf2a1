import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError';
import { panelStateOf } from './panelState';

const failed = (status: number) => new ApiError({ status, code: 'FORBIDDEN', message: 'no' });

describe('panelStateOf', () => {
  it('says loading until there is data or an error', () => {
    expect(panelStateOf({ hasData: false, isEmpty: false, error: null })).toBe('loading');
  });

  it('tells a refusal (403) from a lost session (401) and from any other failure', () => {
    expect(panelStateOf({ hasData: false, isEmpty: false, error: failed(403) })).toBe('forbidden');
    expect(panelStateOf({ hasData: false, isEmpty: false, error: failed(401) })).toBe('signed-out');
    expect(panelStateOf({ hasData: false, isEmpty: false, error: failed(500) })).toBe('error');
    expect(panelStateOf({ hasData: false, isEmpty: false, error: new Error('offline') })).toBe('error');
  });

  it('keeps the data on screen when a background refetch fails', () => {
    expect(panelStateOf({ hasData: true, isEmpty: false, error: failed(500) })).toBe('ready');
    expect(panelStateOf({ hasData: true, isEmpty: true, error: null })).toBe('empty');
  });

  it('says signed-out when there is no session at all, whatever the query holds', () => {
    expect(panelStateOf({ hasData: false, isEmpty: false, error: null, signedOut: true })).toBe('signed-out');
    expect(panelStateOf({ hasData: true, isEmpty: false, error: null, signedOut: true })).toBe('signed-out');
  });
});
