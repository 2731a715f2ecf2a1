import { Text } from '@radix-ui/themes';
import { commentSegments } from '@okr/contract';
import type { Comment } from '@okr/contract';

/** A comment's text with its mentions: a notified one stands out, any other stays plain text. */
export function CommentBody({ comment }: { comment: Comment }) {
  const mentioned = comment.mentions.map((person) => person.id);
  return (
    <Text as="p" size="2" className="okr-comment-body">
      {commentSegments(comment.body, mentioned).map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>{segment.text}</span>
        ) : segment.notified ? (
          <strong key={index} className="okr-comment-mention">
            @{segment.name}
          </strong>
        ) : (
          <span key={index}>@{segment.name}</span>
        ),
      )}
    </Text>
  );
}
