import { Button, Flex, Text } from '@radix-ui/themes';
import { COMMENT_BODY_MAX } from '@okr/contract';
import type { MentionableMember } from '@okr/contract';
import { getErrorMessage } from '@okr/core';
import { useId, useState } from 'react';
import { useGoalsT } from '../lib/useGoalsT';
import { MentionTextarea } from './MentionTextarea';

export interface CommentComposerProps {
  label: string;
  submitLabel: string;
  members: readonly MentionableMember[];
  initial?: string;
  pending?: boolean;
  error?: unknown;
  /** Resolves once saved (the text is cleared); rejects to keep it. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** Writing a comment, a reply or an edit: the mention field, its limit, and the save button. */
export function CommentComposer({ label, submitLabel, members, initial = '', pending, error, onSubmit, onCancel }: CommentComposerProps) {
  const t = useGoalsT();
  const hintId = useId();
  const [body, setBody] = useState(initial);
  const tooLong = body.length > COMMENT_BODY_MAX;
  const blank = body.trim().length === 0;
  const submit = () => {
    if (blank || tooLong || pending) return;
    onSubmit(body).then(
      () => setBody(''),
      () => undefined,
    );
  };
  return (
    <form
      className="okr-comment-composer"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Flex direction="column" gap="2">
        <MentionTextarea value={body} onChange={setBody} members={members} label={label} disabled={pending} onSubmit={submit} invalid={tooLong} describedBy={hintId} />
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text id={hintId} size="1" color={tooLong ? 'red' : 'gray'}>
            {tooLong ? t('goals.comments.tooLong', { max: COMMENT_BODY_MAX }) : t('goals.comments.hint')}
          </Text>
          <Flex gap="2">
            {onCancel ? (
              <Button type="button" size="1" variant="soft" color="gray" onClick={onCancel}>
                {t('goals.common.cancel')}
              </Button>
            ) : null}
            <Button type="submit" size="1" disabled={blank || tooLong || pending} loading={pending}>
              {submitLabel}
            </Button>
          </Flex>
        </Flex>
        {error ? (
          <Text size="1" color="red" role="alert">
            {getErrorMessage(error, t('goals.comments.saveError'))}
          </Text>
        ) : null}
      </Flex>
    </form>
  );
}
