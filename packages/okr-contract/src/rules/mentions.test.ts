import { describe, expect, it } from 'vitest';
import { commentSegments, mentionedIds, mentionMarkup } from './mentions';

describe('mentions', () => {
  it('writes and reads the markup of a mention', () => {
    const body = `Hi ${mentionMarkup('Ada [Lovelace]', 'a1')} and ${mentionMarkup('Ben', 'b2')}, ${mentionMarkup('Ada', 'a1')}`;
    expect(body).toBe('Hi @[Ada Lovelace](a1) and @[Ben](b2), @[Ada](a1)');
    expect(mentionedIds(body)).toEqual(['a1', 'b2']);
  });

  it('ignores what only looks like a mention', () => {
    expect(mentionedIds('mail me @ home, @[](x), @[Ada](not an id), @Ada')).toEqual([]);
  });

  it('cuts the body into text and mentions, plain where nobody is notified', () => {
    expect(commentSegments('@[Ada](a1) meet @[Eve](e9)!', ['a1'])).toEqual([
      { kind: 'mention', name: 'Ada', userId: 'a1', notified: true },
      { kind: 'text', text: ' meet ' },
      { kind: 'mention', name: 'Eve', userId: 'e9', notified: false },
      { kind: 'text', text: '!' },
    ]);
  });
});
