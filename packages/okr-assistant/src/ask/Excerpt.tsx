import type { ReactNode } from 'react';
import type { AiCitation } from '@okr/contract';

const markStyle = { background: 'var(--accent-a4)', color: 'inherit', borderRadius: 'var(--radius-1)', padding: '0 1px' };

/** An excerpt with the question's words marked (offsets from the server; text only, never HTML). */
export function Excerpt({ source }: { source: AiCitation }) {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of source.highlights) {
    if (start < at || end > source.excerpt.length) continue;
    pieces.push(source.excerpt.slice(at, start));
    pieces.push(
      <mark key={start} style={markStyle}>
        {source.excerpt.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  pieces.push(source.excerpt.slice(at));
  return <>{pieces}</>;
}
