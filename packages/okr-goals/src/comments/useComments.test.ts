import type { Comment } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { threadsOf } from './useComments';

const comment = (id: string, parentId: string | null = null, deleted = false): Comment => ({
  id,
  parentId,
  body: deleted ? '' : id,
  author: { id: 'u', fullName: 'U' },
  mentions: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
  deleted,
});

describe('threadsOf', () => {
  it('puts replies under their first comment and drops a deleted one nobody answered', () => {
    const threads = threadsOf([comment('a'), comment('b', 'a'), comment('c', null, true), comment('d', null, true), comment('e', 'd'), comment('f', 'a')]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
      ['a', ['b', 'f']],
      ['d', ['e']],
    ]);
  });

  it('lets a reply whose first comment is on another page stand alone', () => {
    expect(threadsOf([comment('b', 'gone')]).map((t) => t.comment.id)).toEqual(['b']);
  });
});
