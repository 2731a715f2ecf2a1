import { Badge, Box, Button, Callout, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { AI_QUESTION_MAX } from '@okr/contract';
import type { AiCitation, AskResponse } from '@okr/contract';
import { cx, getErrorMessage, isApiError, useSessionStore, useTranslation } from '@okr/core';
import { assistantCatalogs } from '../lib/assistantCatalogs';
import { useCredits } from '../lib/useCredits';
import type { AssistantMessageKey } from '../lib/assistantCatalogs';
import { AnswerText } from './AnswerText';
import { CitationDialog } from './CitationDialog';
import { Excerpt } from './Excerpt';
import { useAsk } from './api';
import { readRecentQuestions, rememberQuestion } from './recentQuestions';

type State =
  | { kind: 'idle' }
  | { kind: 'answering'; question: string; text: string; sources: AiCitation[] }
  | { kind: 'answered'; question: string; answer: AskResponse; sources: AiCitation[] }
  | { kind: 'failed'; question: string; message: string; noCredits: boolean };

const suggestions: AssistantMessageKey[] = [
  'assistant.ask.suggestion.flights',
  'assistant.ask.suggestion.priorities',
  'assistant.ask.suggestion.budget',
  'assistant.ask.suggestion.documents',
];

export interface AskPanelProps {
  className?: string;
}

/**
 * Asks the organization's documents: the answer streams into a live region, its numbered
 * citations open the cited excerpt, credits left are shown, and this user's last questions in
 * this organization survive a reload.
 */
export function AskPanel({ className }: AskPanelProps) {
  const t = useTranslation(assistantCatalogs);
  const ask = useAsk();
  const credits = useCredits();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const [question, setQuestion] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  // Re-read when the user or organization changes, or after a question was remembered.
  const [remembered, setRemembered] = useState(0);
  const recent = useMemo(() => (remembered >= 0 ? readRecentQuestions(userId, orgId) : []), [userId, orgId, remembered]);
  const [open, setOpen] = useState<AiCitation | null>(null);
  const abort = useRef<AbortController | null>(null);
  const headingId = useId();
  const inputId = useId();

  useEffect(() => () => abort.current?.abort(), []);

  const noCredits = credits.data ? credits.data.remaining === 0 : false;
  const answering = state.kind === 'answering';

  const submit = async (text: string) => {
    const asked = text.trim();
    if (!asked || answering) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setQuestion(asked);
    rememberQuestion(userId, orgId, asked);
    setRemembered((n) => n + 1);
    setState({ kind: 'answering', question: asked, text: '', sources: [] });
    try {
      const answer = await ask(
        asked,
        {
          onSources: (sources) => setState((s) => (s.kind === 'answering' ? { ...s, sources } : s)),
          onDelta: (delta, reset) =>
            setState((s) => (s.kind === 'answering' ? { ...s, text: reset ? delta : s.text + delta } : s)),
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setState({ kind: 'answered', question: asked, answer, sources: answer.citations });
    } catch (error) {
      if (controller.signal.aborted) return;
      const limit = isApiError(error) && error.code === 'PLAN_LIMIT_REACHED';
      setState({
        kind: 'failed',
        question: asked,
        noCredits: limit,
        message: limit ? t('assistant.ask.noCredits') : getErrorMessage(error, t('assistant.ask.error')),
      });
      if (limit) void credits.refetch();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(question);
  };

  const shownText = state.kind === 'answering' ? state.text : state.kind === 'answered' ? state.answer.answer : '';
  const sources = state.kind === 'answering' || state.kind === 'answered' ? state.sources : [];

  return (
    <Card className={cx('okr-assistant-ask', className)} size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="baseline" gap="2" wrap="wrap">
            <Heading as="h2" size="5" id={headingId}>
              {t('assistant.ask.title')}
            </Heading>
            {credits.data ? (
              <Text size="1" color={noCredits ? 'red' : 'gray'} data-testid="assistant-credits">
                {t('assistant.ask.credits', { remaining: credits.data.remaining, allowed: credits.data.allowed })}
              </Text>
            ) : null}
          </Flex>

          <form onSubmit={onSubmit}>
            <Flex direction="column" gap="2">
              <Text as="label" htmlFor={inputId} size="2" weight="medium">
                {t('assistant.ask.label')}
              </Text>
              <TextArea
                id={inputId}
                value={question}
                maxLength={AI_QUESTION_MAX}
                placeholder={t('assistant.ask.placeholder')}
                rows={2}
                onChange={(event) => setQuestion(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey) {
                    event.preventDefault();
                    void submit(question);
                  }
                }}
              />
              <Flex justify="end">
                <Button type="submit" disabled={answering || noCredits || question.trim() === ''} loading={answering}>
                  {answering ? t('assistant.ask.answering') : t('assistant.ask.submit')}
                </Button>
              </Flex>
            </Flex>
          </form>

          {noCredits && state.kind !== 'failed' ? (
            <Callout.Root color="amber" size="1">
              <Callout.Text>{t('assistant.ask.noCredits')}</Callout.Text>
            </Callout.Root>
          ) : null}

          <Box aria-live="polite" aria-busy={answering} data-state={state.kind}>
            {state.kind === 'failed' ? (
              <Callout.Root color={state.noCredits ? 'amber' : 'red'} role="alert">
                <Callout.Text>{state.message}</Callout.Text>
              </Callout.Root>
            ) : state.kind === 'idle' ? null : (
              <Flex direction="column" gap="3">
                <Text size="2" color="gray" weight="medium">
                  {state.question}
                </Text>
                {state.kind === 'answered' && !state.answer.covered && state.answer.citations.length === 0 ? (
                  <Badge color="gray" variant="soft" style={{ alignSelf: 'start' }}>
                    {t('assistant.ask.notCovered')}
                  </Badge>
                ) : null}
                {shownText ? (
                  <AnswerText text={shownText} sources={sources} onOpen={setOpen} />
                ) : (
                  <Text color="gray">{t('assistant.ask.answering')}</Text>
                )}
              </Flex>
            )}
          </Box>

          {state.kind === 'answered' && state.answer.citations.length > 0 ? (
            <Flex direction="column" gap="2" asChild>
              <section aria-label={t('assistant.ask.sources')}>
                <Heading as="h3" size="2" color="gray">
                  {t('assistant.ask.sources')}
                </Heading>
                <ol style={{ margin: 0, padding: 0 }}>
                  {state.answer.citations.map((source) => (
                    <li key={source.number} style={{ listStyle: 'none', marginBottom: 8 }}>
                      <Card variant="surface" asChild>
                        <button
                          type="button"
                          onClick={() => setOpen(source)}
                          style={{ width: '100%', textAlign: 'left', cursor: 'pointer' }}
                          aria-label={t('assistant.ask.citation', { number: source.number, title: source.title })}
                        >
                          <Flex direction="column" gap="1">
                            <Text size="2" weight="medium">
                              {source.number}. {source.title}
                              {source.page ? ` · ${t('assistant.ask.page', { page: source.page })}` : ''}
                            </Text>
                            <Text size="1" color="gray" style={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                              <Excerpt source={source} />
                            </Text>
                          </Flex>
                        </button>
                      </Card>
                    </li>
                  ))}
                </ol>
              </section>
            </Flex>
          ) : null}

          {state.kind === 'idle' ? (
            <Flex direction="column" gap="2" data-testid="assistant-empty">
              <Heading as="h3" size="3">
                {t('assistant.ask.empty.title')}
              </Heading>
              <Text size="2" color="gray">
                {t('assistant.ask.empty.description')}
              </Text>
              <Flex gap="2" wrap="wrap">
                {suggestions.map((key) => (
                  <Button key={key} variant="outline" size="1" onClick={() => void submit(t(key))} disabled={noCredits}>
                    {t(key)}
                  </Button>
                ))}
              </Flex>
            </Flex>
          ) : null}

          {recent.length > 0 ? (
            <Flex direction="column" gap="2" asChild>
              <section aria-label={t('assistant.ask.recent')}>
                <Heading as="h3" size="2" color="gray">
                  {t('assistant.ask.recent')}
                </Heading>
                <Flex gap="2" wrap="wrap">
                  {recent.map((item) => (
                    <Button key={item} variant="ghost" size="1" onClick={() => void submit(item)} disabled={answering || noCredits}>
                      {item}
                    </Button>
                  ))}
                </Flex>
              </section>
            </Flex>
          ) : null}
        </Flex>
        <CitationDialog source={open} onClose={() => setOpen(null)} />
      </section>
    </Card>
  );
}
