import type { AiCitation } from '@okr/contract';

/** An excerpt with the question's words marked (offsets from the server; text only, never HTML). */
export function Excerpt({ source }: { source: AiCitation }) {
  const pieces: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of source.highlights) {
    if (start < at || end > source.excerpt.length) continue;
    pieces.push(source.excerpt.slice(at, start));
    pieces.push(<mark key={start}>{source.excerpt.slice(start, end)}</mark>);
    at = end;
  }
  pieces.push(source.excerpt.slice(at));
  return <>{pieces}</>;
}
