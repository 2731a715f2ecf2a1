import { Card, Code, DataList, Flex, Heading } from '@radix-ui/themes';
import { EmptyState, isApiError, useLocale, useTranslation } from '@okr/core';
import { AdminLink } from '../lib/AdminLink';
import { adminCatalogs } from '../lib/adminCatalogs';
import { formatDateTime } from '../lib/formatDate';
import { QueryState } from '../lib/QueryState';
import { useAdminOutboxEmail } from './api';
import { EmailText } from './EmailText';
import { emailKindLabel } from './emailKindLabel';
import { OutboxStatusBadge } from './OutboxStatusBadge';

export interface OutboxDetailProps {
  emailId: string;
  /** Where the host mounts the area (`/admin`). */
  basePath?: string;
}

/** `/admin/outbox/{id}`: one email's headers, delivery status, last error and text body. */
export function OutboxDetail({ emailId, basePath = '/admin' }: OutboxDetailProps) {
  const t = useTranslation(adminCatalogs);
  const locale = useLocale();
  const email = useAdminOutboxEmail(emailId);
  const back = `${basePath}/outbox`;

  if (isApiError(email.error) && email.error.status === 404) {
    return <EmptyState title={t('admin.outbox.notFound')} action={<AdminLink to={back}>{t('admin.common.back')}</AdminLink>} />;
  }

  return (
    <Flex direction="column" gap="4">
      <AdminLink to={back}>← {t('admin.shell.outbox')}</AdminLink>
      <QueryState query={email}>
        {(data) => (
          <Flex direction="column" gap="4">
            <Flex align="center" gap="3" wrap="wrap">
              <Heading as="h1" size="7" style={{ overflowWrap: 'anywhere' }}>
                {data.subject}
              </Heading>
              <OutboxStatusBadge status={data.status} size="2" />
            </Flex>
            <Card size="3">
              <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
                <DataList.Item>
                  <DataList.Label>{t('admin.outbox.to')}</DataList.Label>
                  <DataList.Value style={{ overflowWrap: 'anywhere' }}>{data.to}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>{t('admin.outbox.subject')}</DataList.Label>
                  <DataList.Value style={{ overflowWrap: 'anywhere' }}>{data.subject}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>{t('admin.outbox.kind')}</DataList.Label>
                  <DataList.Value>{t(emailKindLabel[data.kind])}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>{t('admin.outbox.created')}</DataList.Label>
                  <DataList.Value>{formatDateTime(data.createdAt, locale)}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>{t('admin.outbox.sent')}</DataList.Label>
                  <DataList.Value>{data.sentAt ? formatDateTime(data.sentAt, locale) : t('admin.outbox.notSent')}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>{t('admin.outbox.attempts')}</DataList.Label>
                  <DataList.Value>{data.attempts}</DataList.Value>
                </DataList.Item>
                {data.lastError ? (
                  <DataList.Item>
                    <DataList.Label>{t('admin.outbox.lastError')}</DataList.Label>
                    <DataList.Value>
                      <Code color="red" variant="ghost" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {data.lastError}
                      </Code>
                    </DataList.Value>
                  </DataList.Item>
                ) : null}
              </DataList.Root>
            </Card>
            <Flex asChild direction="column" gap="2">
              <section aria-labelledby={`${data.id}-body`}>
                <Heading as="h2" size="4" id={`${data.id}-body`}>
                  {t('admin.outbox.body')}
                </Heading>
                <Card size="3">
                  <EmailText text={data.text} />
                </Card>
              </section>
            </Flex>
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
