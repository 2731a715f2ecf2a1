import { Badge, Button, Flex, IconButton, Table, Tooltip } from '@radix-ui/themes';
import type { Period } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { periodsCatalogs } from '../lib/catalogs/periodsCatalogs';
import { PencilIcon, TrashIcon } from '../lib/panels/icons';

const statusColor = { upcoming: 'blue', active: 'green', ended: 'amber', closed: 'gray' } as const;

export interface PeriodRowProps {
  period: Period;
  dates: string;
  may: { update: boolean; delete: boolean };
  busy: boolean;
  onEdit: () => void;
  onToggleClosed: () => void;
  onDelete: () => void;
}

/** One period: name, dates, status, and what the caller's settings flags allow. */
export function PeriodRow({ period, dates, may, busy, onEdit, onToggleClosed, onDelete }: PeriodRowProps) {
  const t = useTranslation(periodsCatalogs);
  const closed = period.status === 'closed';
  return (
    <Table.Row align="center" data-status={period.status}>
      {/* Kept on one line: at phone width the table scrolls in its box rather than stack each date. */}
      <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{period.name}</Table.RowHeaderCell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>{dates}</Table.Cell>
      <Table.Cell>
        <Badge color={statusColor[period.status]} variant="soft" highContrast radius="full">
          {t(`periods.status.${period.status}`)}
        </Badge>
      </Table.Cell>
      <Table.Cell justify="end">
        {/* 12 px apart: the ghost buttons reach 6 px past their box, and none may cover another (WCAG 2.2, 2.5.8). */}
        <Flex gap="3" justify="end" align="center">
          {may.update ? (
            <Button size="1" variant={period.status === 'ended' ? 'solid' : 'soft'} color={closed ? 'green' : 'gray'} highContrast={closed || period.status === 'ended'} loading={busy} onClick={onToggleClosed} aria-label={t(closed ? 'periods.reopen.label' : 'periods.close.label', { name: period.name })}>
              {t(closed ? 'periods.reopen.action' : 'periods.close.action')}
            </Button>
          ) : null}
          {may.update ? (
            <Tooltip content={t('periods.edit.action')}>
              <IconButton size="2" variant="ghost" color="gray" aria-label={t('periods.edit.label', { name: period.name })} onClick={onEdit}>
                <PencilIcon />
              </IconButton>
            </Tooltip>
          ) : null}
          {may.delete ? (
            <Tooltip content={t('periods.delete.action')}>
              <IconButton size="2" variant="ghost" color="red" aria-label={t('periods.delete.label', { name: period.name })} onClick={onDelete}>
                <TrashIcon />
              </IconButton>
            </Tooltip>
          ) : null}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}
