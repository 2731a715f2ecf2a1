import { Button, Text } from '@radix-ui/themes';
import { Fragment } from 'react';
import type { AiCitation } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { assistantCatalogs } from '../lib/assistantCatalogs';

export interface AnswerTextProps {
  text: string;
  sources: AiCitation[];
  onOpen: (source: AiCitation) => void;
}

const citation = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

/** The answer as text (never HTML), its `[n]` citations turned into buttons that open the cited excerpt. */
export function AnswerText({ text, sources, onOpen }: AnswerTextProps) {
  const t = useTranslation(assistantCatalogs);
  const parts: (string | number[])[] = [];
  let last = 0;
  for (const match of text.matchAll(citation)) {
    parts.push(text.slice(last, match.index));
    parts.push((match[1] ?? '').split(',').map((n) => Number(n.trim())));
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <Text as="div" size="3" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.6 }}>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <Fragment key={index}>
            {part.map((number) => {
              const source = sources.find((s) => s.number === number);
              return source ? (
                <Button
                  key={number}
                  size="1"
                  variant="soft"
                  radius="full"
                  style={{ margin: '0 2px', minWidth: 0, height: 20, padding: '0 7px', verticalAlign: 'baseline' }}
                  aria-label={t('assistant.ask.citation', { number, title: source.title })}
                  onClick={() => onOpen(source)}
                >
                  {number}
                </Button>
              ) : null;
            })}
          </Fragment>
        ),
      )}
    </Text>
  );
}
