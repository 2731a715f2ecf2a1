import { Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useLocale, useTranslation } from '@okr/core';
import { AdminListFrame } from '../lib/AdminListFrame';
import { adminCatalogs } from '../lib/adminCatalogs';
import { formatDateTime } from '../lib/formatDate';
import { useContactMessages } from './api';
import { MessageText } from './MessageText';

/** Messages are taller than table rows: fewer to a page. */
export const MESSAGES_PAGE_SIZE = 20;

/** `/admin/messages`: what visitors sent through the public contact form, newest first, a page at a time. */
export function MessagesList() {
  const t = useTranslation(adminCatalogs);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page, MESSAGES_PAGE_SIZE);

  return (
    <AdminListFrame
      title={t('admin.messages.title')}
      description={t('admin.messages.description')}
      query={messages}
      empty={{ title: t('admin.messages.empty'), description: t('admin.messages.emptyHelp') }}
      page={page}
      pageSize={MESSAGES_PAGE_SIZE}
      onPageChange={setPage}
      skeleton={{ rows: 4, height: '112px' }}
    >
      {(data) => (
        <Flex asChild direction="column" gap="3">
          <ul aria-label={t('admin.messages.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.items.map((message) => (
              <li key={message.id}>
                <Card size="2" asChild>
                  <article aria-labelledby={`message-${message.id}`}>
                    <Flex direction="column" gap="3">
                      <Flex justify="between" align="start" gap="2" wrap="wrap">
                        <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
                          <Heading as="h2" size="3" id={`message-${message.id}`}>
                            {message.name}
                          </Heading>
                          <Link href={`mailto:${message.email}`} size="2" style={{ overflowWrap: 'anywhere' }}>
                            {message.email}
                          </Link>
                        </Flex>
                        <Text size="1" color="gray">
                          <time dateTime={message.createdAt}>
                            {t('admin.messages.received', { time: formatDateTime(message.createdAt, locale) })}
                          </time>
                        </Text>
                      </Flex>
                      <MessageText text={message.message} />
                    </Flex>
                  </article>
                </Card>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </AdminListFrame>
  );
}
