import type { Period } from '@okr/contract';
import { ConfirmDeleteDialog, getErrorMessage, useToast, useTranslation } from '@okr/core';
import { periodsCatalogs } from '../lib/catalogs/periodsCatalogs';
import { useRowDialogs } from '../lib/panels/useRowDialogs';
import { PeriodDialog } from './PeriodDialog';
import { PeriodsView } from './PeriodsView';
import type { PeriodsViewSlots } from './PeriodsView';
import { usePeriods } from './usePeriods';

export interface PeriodsPanelProps {
  onPeriodCreated?: (period: Period) => void;
  onPeriodUpdated?: (period: Period) => void;
  onPeriodDeleted?: (period: Period) => void;
  /** Replace the empty state and keep the rest. */
  slots?: PeriodsViewSlots;
  className?: string;
}

/**
 * The organization's periods (cycles): add and edit them (no overlaps), close one (its check-ins
 * are refused) or reopen it, delete one that holds no objectives. Buttons follow the caller's
 * `settings` flags; the server decides the same way. Draws exactly `usePeriods`.
 */
export function PeriodsPanel({ onPeriodCreated, onPeriodUpdated, onPeriodDeleted, slots, className }: PeriodsPanelProps) {
  const t = useTranslation(periodsCatalogs);
  const toast = useToast();
  const model = usePeriods();
  const dialogs = useRowDialogs<Period>();
  const { deleting } = dialogs;

  const toggleClosed = (period: Period) => {
    const closing = period.status !== 'closed';
    model.setClosed.run(
      { period, closed: closing },
      {
        onSuccess: (saved) => {
          toast.success(t(closing ? 'periods.toast.closed' : 'periods.toast.reopened', { name: saved.name }));
          onPeriodUpdated?.(saved);
        },
        onError: (error) => toast.error(getErrorMessage(error, t('periods.error.save'))),
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting || model.remove.isPending) return;
    model.remove.run(deleting, {
      onSuccess: (gone) => {
        toast.success(t('periods.toast.deleted', { name: gone.name }));
        onPeriodDeleted?.(gone);
        dialogs.closeDelete();
      },
    });
  };

  return (
    <PeriodsView
      state={model.state}
      periods={model.periods}
      can={model.can}
      settingClosed={model.settingClosed}
      onAdd={() => {
        model.create.reset();
        dialogs.edit('new');
      }}
      onEdit={(period) => {
        model.update.reset();
        dialogs.edit(period);
      }}
      onToggleClosed={toggleClosed}
      onDelete={(period) => {
        model.remove.reset();
        dialogs.confirmDelete(period);
      }}
      onRetry={model.retry}
      slots={slots}
      addButtonRef={dialogs.addButton}
      className={className}
    >
      <PeriodDialog
        target={dialogs.editing}
        create={model.create}
        update={model.update}
        onOpenChange={(next) => !next && dialogs.closeEdit()}
        onSaved={(period, created) => {
          toast.success(t(created ? 'periods.toast.created' : 'periods.toast.updated', { name: period.name }));
          (created ? onPeriodCreated : onPeriodUpdated)?.(period);
        }}
        onCloseAutoFocus={dialogs.onCloseAutoFocus}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('periods.delete.title')}
        question={t('periods.delete.confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('periods.delete.action')}
        cancelLabel={t('common.cancel')}
        pending={model.remove.isPending}
        error={model.remove.error ? getErrorMessage(model.remove.error, t('periods.error.delete')) : undefined}
        onConfirm={confirmDelete}
        onOpenChange={(next) => !next && dialogs.closeDelete()}
        onCloseAutoFocus={dialogs.onCloseAutoFocus}
      />
    </PeriodsView>
  );
}
