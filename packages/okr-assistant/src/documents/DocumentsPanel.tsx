import { Box, Button, Callout, Card, Flex, Heading, Link, Progress, Text } from '@radix-ui/themes';
import { useId, useRef, useState } from 'react';
import type { DragEvent, MouseEvent } from 'react';
import { planLimits } from '@okr/contract';
import { cx, EmptyState, ErrorState, getErrorMessage, LoadingState, useCan, useOkrNavigate, useToast, useTranslation } from '@okr/core';
import { assistantCatalogs } from '../lib/assistantCatalogs';
import { DocumentRow } from './DocumentRow';
import { useCredits } from '../lib/useCredits';
import { useDeleteDocument, useDocuments, useUploadDocument } from './api';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

export interface DocumentsPanelProps {
  className?: string;
  /** Where the plans are, linked when the plan's document limit is reached; default the settings' Billing tab. */
  plansHref?: string;
}

const DEFAULT_PLANS_HREF = '/app/settings?tab=billing';

/**
 * The organization's documents: upload by drag-and-drop or by picking files (a progress bar per
 * upload), status chips that follow extraction, failure reasons, delete with confirmation, and
 * the plan's document limit shown before it is hit.
 */
export function DocumentsPanel({ className, plansHref = DEFAULT_PLANS_HREF }: DocumentsPanelProps) {
  const t = useTranslation(assistantCatalogs);
  const navigate = useOkrNavigate();
  const can = useCan();
  const toast = useToast();
  const documents = useDocuments();
  const credits = useCredits();
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const canEdit = can('organizations', 'update');

  const plan = credits.data?.plan;
  const limit = plan ? planLimits[plan].documents : null;
  const count = documents.data?.length ?? 0;
  const limitReached = limit !== null && count >= limit;

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = (files: FileList | File[]) => {
    for (const file of Array.from(files)) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      setUploads((all) => [...all, { key, name: file.name, progress: 0, error: null }]);
      upload.mutate(
        { file, onProgress: (progress) => update(key, { progress }) },
        {
          onSuccess: () => setUploads((all) => all.filter((item) => item.key !== key)),
          onError: (error) => update(key, { error: getErrorMessage(error, t('assistant.ask.error')) }),
        },
      );
    }
  };

  // A real link (a new tab works); a plain click moves through the host's router.
  const onPlansClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(plansHref);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canEdit && !limitReached && event.dataTransfer.files.length) send(event.dataTransfer.files);
  };

  return (
    <Card className={cx('okr-assistant-documents', className)} size="2" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="baseline" gap="2" wrap="wrap">
            <Heading as="h2" size="4" id={headingId}>
              {t('assistant.documents.title')}
            </Heading>
            <Text size="1" color="gray">
              {limit !== null && plan
                ? t('assistant.documents.limit', { count, limit, plan })
                : t('assistant.documents.count', { count })}
            </Text>
          </Flex>

          {canEdit ? (
            limitReached ? (
              <Callout.Root color="amber" size="1" data-testid="assistant-limit-reached">
                <Flex direction="column" gap="2" align="start">
                  <Callout.Text>{t('assistant.documents.limitReached', { limit: limit ?? 0 })}</Callout.Text>
                  <Link href={plansHref} onClick={onPlansClick} size="2" weight="medium">
                    {t('assistant.documents.seePlans')}
                  </Link>
                </Flex>
              </Callout.Root>
            ) : (
              <Box
                data-dragging={dragging || undefined}
                onDragOver={(event) => {
                  event.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
                p="4"
                style={{
                  border: `2px dashed ${dragging ? 'var(--accent-9)' : 'var(--gray-6)'}`,
                  borderRadius: 'var(--radius-3)',
                  background: dragging ? 'var(--accent-2)' : 'var(--gray-2)',
                  textAlign: 'center',
                }}
              >
                <Flex direction="column" align="center" gap="2">
                  <Text size="2">{t('assistant.documents.drop')}</Text>
                  <Button variant="soft" onClick={() => input.current?.click()}>
                    {t('assistant.documents.pick')}
                  </Button>
                  <input
                    ref={input}
                    type="file"
                    multiple
                    style={{ display: 'none' }}
                    accept=".pdf,.docx,.md,.markdown,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/markdown,text/plain"
                    aria-label={t('assistant.documents.pick')}
                    onChange={(event) => {
                      if (event.target.files?.length) send(event.target.files);
                      event.target.value = '';
                    }}
                  />
                  <Text size="1" color="gray">
                    {t('assistant.documents.hint')}
                  </Text>
                </Flex>
              </Box>
            )
          ) : (
            <Text size="1" color="gray">
              {t('assistant.documents.readOnly')}
            </Text>
          )}

          {uploads.length > 0 ? (
            <ul style={{ margin: 0, padding: 0 }} aria-label={t('assistant.documents.title')}>
              {uploads.map((item) => (
                <li key={item.key} style={{ listStyle: 'none' }}>
                  <Flex direction="column" gap="1" py="1">
                    {item.error ? (
                      <Text size="1" color="red" role="alert">
                        {t('assistant.documents.uploadFailed', { name: item.name, message: item.error })}
                      </Text>
                    ) : (
                      <>
                        <Text size="1">{t('assistant.documents.uploading', { name: item.name })}</Text>
                        <Progress
                          value={Math.round(item.progress * 100)}
                          aria-label={t('assistant.documents.uploading', { name: item.name })}
                        />
                      </>
                    )}
                  </Flex>
                </li>
              ))}
            </ul>
          ) : null}

          {documents.isPending ? (
            <LoadingState />
          ) : documents.isError ? (
            <ErrorState message={t('assistant.documents.loadError')} onRetry={() => void documents.refetch()} />
          ) : count === 0 ? (
            <EmptyState title={t('assistant.documents.empty.title')} description={t('assistant.documents.empty.description')} />
          ) : (
            <ul style={{ margin: 0, padding: 0 }} aria-labelledby={headingId}>
              {documents.data.map((document) => (
                <DocumentRow
                  key={document.id}
                  document={document}
                  canDelete={canEdit}
                  deleting={remove.isPending && remove.variables === document.id}
                  onDelete={(doc) =>
                    remove.mutate(doc.id, {
                      onError: (error) => toast.error(getErrorMessage(error, t('assistant.documents.deleteError'))),
                    })
                  }
                />
              ))}
            </ul>
          )}
        </Flex>
      </section>
    </Card>
  );
}
