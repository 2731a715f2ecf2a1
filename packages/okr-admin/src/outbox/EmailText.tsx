import { Link, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

// Only web links become anchors: anything else in a body (a `javascript:` text, markup) stays text.
const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** The body's text with its web links clickable, so an operator without SMTP can follow a reset or invitation link. */
function withLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <Link key={start} href={match[0]} target="_blank" rel="noopener noreferrer" underline="always">
        {match[0]}
      </Link>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** A plain-text email body as its recipient reads it: line breaks kept, long words wrapped. */
export function EmailText({ text }: { text: string }) {
  return (
    <Text
      as="div"
      size="2"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'var(--code-font-family)', maxWidth: '80ch' }}
    >
      {withLinks(text)}
    </Text>
  );
}
