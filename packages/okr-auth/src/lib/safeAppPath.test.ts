import { describe, expect, it } from 'vitest';
import { safeAppPath } from './safeAppPath';

describe('safeAppPath', () => {
  it('keeps a same-origin /app path with its search and hash', () => {
    expect(safeAppPath('/app')).toBe('/app');
    expect(safeAppPath('/app/objectives/42?org=org-1')).toBe('/app/objectives/42?org=org-1');
    expect(safeAppPath('/app/settings?tab=members')).toBe('/app/settings?tab=members');
    expect(safeAppPath('/app?period=q1#top')).toBe('/app?period=q1#top');
    expect(safeAppPath('/app/objectives/42#comments')).toBe('/app/objectives/42#comments');
  });

  it('falls back to /app without a next', () => {
    expect(safeAppPath(undefined)).toBe('/app');
    expect(safeAppPath(null)).toBe('/app');
    expect(safeAppPath('')).toBe('/app');
  });

  it('refuses absolute and protocol-relative addresses', () => {
    expect(safeAppPath('https://evil.example/app')).toBe('/app');
    expect(safeAppPath('//evil.example/app')).toBe('/app');
    expect(safeAppPath('/\\evil.example')).toBe('/app');
    expect(safeAppPath('\\\\evil.example/app')).toBe('/app');
    expect(safeAppPath('javascript:alert(1)')).toBe('/app');
    expect(safeAppPath('app/objectives')).toBe('/app');
  });

  it('refuses paths outside /app, however they are spelled', () => {
    expect(safeAppPath('/admin')).toBe('/app');
    expect(safeAppPath('/')).toBe('/app');
    expect(safeAppPath('/apples')).toBe('/app');
    expect(safeAppPath('/app.evil.example')).toBe('/app');
    expect(safeAppPath('/app/../admin')).toBe('/app');
    expect(safeAppPath('/app/%2e%2e/admin')).toBe('/app');
    expect(safeAppPath('/app/..//evil.example')).toBe('/app');
  });

  it('refuses backslashes, whitespace and control characters browsers reinterpret', () => {
    expect(safeAppPath('/app\\..\\admin')).toBe('/app');
    expect(safeAppPath('/app/\t/evil.example')).toBe('/app');
    expect(safeAppPath('/app\n//evil.example')).toBe('/app');
    expect(safeAppPath('/app /x')).toBe('/app');
  });

  it('follows another app prefix when given one', () => {
    expect(safeAppPath('/portal/okr/objectives/1', '/portal/okr')).toBe('/portal/okr/objectives/1');
    expect(safeAppPath('/app/objectives/1', '/portal/okr')).toBe('/portal/okr');
  });
});
