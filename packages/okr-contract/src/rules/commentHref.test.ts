import { describe, expect, it } from 'vitest';
import { commentElementId, commentHref, commentIdOfHash } from './commentHref';

describe('commentHref', () => {
  it("opens a key result's comment on its objective's page, in its organization, at the comment", () => {
    expect(commentHref('org 1', { objectiveId: 'o1', keyResultId: 'k1' }, 'c1')).toBe('/app/objectives/o1?org=org%201&keyResult=k1#comment-c1');
  });

  it('points its fragment at the element the thread gives the comment', () => {
    const href = commentHref('org1', { objectiveId: 'o1' }, 'c/1');
    const hash = href.slice(href.indexOf('#'));
    expect(commentIdOfHash(hash)).toBe('c/1');
    expect(commentElementId(commentIdOfHash(hash)!)).toBe('comment-c/1');
  });

  it('reads no comment from another fragment or a broken one', () => {
    expect(commentIdOfHash('')).toBeNull();
    expect(commentIdOfHash('#top')).toBeNull();
    expect(commentIdOfHash('#comment-')).toBeNull();
    expect(commentIdOfHash('#comment-%E0%A4%A')).toBeNull();
  });
});
