import { AlertDialog, Badge, Button, Flex, IconButton, Text } from '@radix-ui/themes';
import type { AiDocument } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { assistantCatalogs } from '../lib/assistantCatalogs';
import { formatSize } from './formatSize';

const statusColor = { uploaded: 'gray', extracting: 'amber', ready: 'green', failed: 'red' } as const;

export interface DocumentRowProps {
  document: AiDocument;
  canDelete: boolean;
  deleting: boolean;
  onDelete: (document: AiDocument) => void;
}

/** One document: title, kind and size, a status chip, the failure reason, delete with confirmation. */
export function DocumentRow({ document, canDelete, deleting, onDelete }: DocumentRowProps) {
  const t = useTranslation(assistantCatalogs);
  const meta = [
    t('assistant.documents.meta', { kind: document.kind.toUpperCase(), size: formatSize(document.sizeBytes) }),
    document.pageCount ? t('assistant.documents.pages', { count: document.pageCount }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="okr-assistant-document" data-status={document.status} style={{ listStyle: 'none' }}>
      <Flex gap="3" align="start" justify="between" py="2">
        <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
          <Text weight="medium" style={{ overflowWrap: 'anywhere' }}>
            {document.title}
          </Text>
          <Text size="1" color="gray">
            {meta}
          </Text>
          {document.status === 'failed' && document.error ? (
            <Text size="1" color="red">
              {document.error}
            </Text>
          ) : null}
        </Flex>
        <Flex gap="2" align="center" flexShrink="0">
          <Badge color={statusColor[document.status]} variant="soft" aria-live="polite">
            {t(`assistant.documents.status.${document.status}`)}
          </Badge>
          {canDelete ? (
            <AlertDialog.Root>
              <AlertDialog.Trigger>
                <IconButton
                  size="1"
                  variant="ghost"
                  color="gray"
                  aria-label={t('assistant.documents.delete', { title: document.title })}
                  disabled={deleting}
                >
                  <span aria-hidden="true">✕</span>
                </IconButton>
              </AlertDialog.Trigger>
              <AlertDialog.Content maxWidth="420px">
                <AlertDialog.Title>{t('assistant.documents.deleteTitle')}</AlertDialog.Title>
                <AlertDialog.Description size="2">
                  {t('assistant.documents.deleteConfirm', { title: document.title })}
                </AlertDialog.Description>
                <Flex gap="3" mt="4" justify="end">
                  <AlertDialog.Cancel>
                    <Button variant="soft" color="gray">
                      {t('assistant.documents.cancel')}
                    </Button>
                  </AlertDialog.Cancel>
                  <AlertDialog.Action>
                    <Button color="red" onClick={() => onDelete(document)}>
                      {t('assistant.documents.deleteAction')}
                    </Button>
                  </AlertDialog.Action>
                </Flex>
              </AlertDialog.Content>
            </AlertDialog.Root>
          ) : null}
        </Flex>
      </Flex>
    </li>
  );
}
