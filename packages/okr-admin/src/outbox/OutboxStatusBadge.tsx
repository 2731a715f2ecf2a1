import { Badge } from '@radix-ui/themes';
import type { OutboxStatus } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { adminCatalogs } from '../lib/adminCatalogs';
import type { AdminMessageKey } from '../lib/adminCatalogs';

const color = { queued: 'amber', sent: 'green', failed: 'red' } as const;
export const outboxStatusLabel: Record<OutboxStatus, AdminMessageKey> = {
  queued: 'admin.outbox.status.queued',
  sent: 'admin.outbox.status.sent',
  failed: 'admin.outbox.status.failed',
};

/** An email's delivery status, in words and colour (high contrast: the words carry it either way). */
export function OutboxStatusBadge({ status, size }: { status: OutboxStatus; size?: '1' | '2' }) {
  const t = useTranslation(adminCatalogs);
  return (
    <Badge highContrast size={size} color={color[status]}>
      {t(outboxStatusLabel[status])}
    </Badge>
  );
}
