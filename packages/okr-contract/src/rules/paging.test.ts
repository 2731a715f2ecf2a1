import { describe, expect, it } from 'vitest';
import { nextPageUrl } from './paging';

describe('nextPageUrl', () => {
  it('keeps the path and filters and replaces the cursor', () => {
    expect(nextPageUrl('/api/objectives', 'abc')).toBe('</api/objectives?cursor=abc>; rel="next"');
    expect(nextPageUrl('/api/objectives?status=Active&cursor=old&limit=5', 'n/1')).toBe(
      '</api/objectives?status=Active&limit=5&cursor=n%2F1>; rel="next"',
    );
  });
});
