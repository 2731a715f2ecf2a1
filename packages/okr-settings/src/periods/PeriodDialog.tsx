import { Button, Callout, Dialog, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { PERIOD_NAME_MAX } from '@okr/contract';
import type { CreatePeriodRequest, Period } from '@okr/contract';
import { fieldErrorsOf, FormField, getErrorMessage, isApiError, OKR_ROOT_CLASS, useTranslation } from '@okr/core';
import { periodsCatalogs } from '../lib/catalogs/periodsCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';
import type { UpdatePeriodInput } from './usePeriods';

export interface PeriodDialogProps {
  /** `null`: closed; `'new'`: add a period; a period: edit it. */
  target: Period | 'new' | null;
  /** `usePeriods`' actions: the dialog saves through them (the panel resets them as it opens). */
  create: PanelAction<CreatePeriodRequest, Period>;
  update: PanelAction<UpdatePeriodInput, Period>;
  onOpenChange: (open: boolean) => void;
  onSaved?: (period: Period, created: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Add period' or 'Edit period': name, first and last day. A refusal keeps what was typed. */
export function PeriodDialog({ target, create, update, onOpenChange, onSaved, onCloseAutoFocus }: PeriodDialogProps) {
  const t = useTranslation(periodsCatalogs);
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <Dialog.Root open={target !== null} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="480px" className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{editing ? t('periods.edit.title') : t('periods.add.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('periods.form.description')}
        </Dialog.Description>
        {target !== null ? <PeriodForm key={editing?.id ?? 'new'} period={editing} create={create} update={update} onCancel={() => onOpenChange(false)} onSaved={onSaved} onDone={() => onOpenChange(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface PeriodFormProps {
  period: Period | null;
  create: PeriodDialogProps['create'];
  update: PeriodDialogProps['update'];
  onCancel: () => void;
  onSaved?: (period: Period, created: boolean) => void;
  onDone: () => void;
}

function PeriodForm({ period, create, update, onCancel, onSaved, onDone }: PeriodFormProps) {
  const t = useTranslation(periodsCatalogs);
  const saving = period ? update : create;
  const [name, setName] = useState(period?.name ?? '');
  const [startDate, setStartDate] = useState(period?.startDate ?? '');
  const [endDate, setEndDate] = useState(period?.endDate ?? '');
  const [tried, setTried] = useState(false);
  const missing = { name: !name.trim(), startDate: !startDate, endDate: !endDate };
  const endsBefore = Boolean(startDate && endDate && endDate < startDate);
  const server = fieldErrorsOf(saving.error);
  // An overlap (409) is about the dates: it is shown under them, and what was typed stays.
  const overlap = isApiError(saving.error) && saving.error.status === 409 ? saving.error.message : undefined;
  const banner = saving.error && !overlap && Object.keys(server).length === 0 ? getErrorMessage(saving.error, t('periods.error.save')) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing.name || missing.startDate || missing.endDate || endsBefore) return;
    const body = { name: name.trim(), startDate, endDate };
    const done = (saved: Period) => {
      onSaved?.(saved, period === null);
      onDone();
    };
    if (period) update.run({ period, changes: body }, { onSuccess: done });
    else create.run(body, { onSuccess: done });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        {banner ? (
          <Callout.Root color="red" highContrast role="alert" size="1">
            <Callout.Text>{banner}</Callout.Text>
          </Callout.Root>
        ) : null}
        <FormField
          label={t('periods.field.name')}
          value={name}
          maxLength={PERIOD_NAME_MAX}
          placeholder={t('periods.field.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
          error={(tried && missing.name ? t('periods.field.required') : undefined) ?? server.name}
        />
        <Flex gap="3" wrap="wrap" className="okr-period-dates">
          <FormField
            label={t('periods.field.startDate')}
            type="date"
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
            error={(tried && missing.startDate ? t('periods.field.required') : undefined) ?? server.startDate}
          />
          <FormField
            label={t('periods.field.endDate')}
            type="date"
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
            error={(tried && missing.endDate ? t('periods.field.required') : undefined) ?? (tried && endsBefore ? t('periods.field.endBeforeStart') : undefined) ?? server.endDate}
          />
        </Flex>
        {overlap ? (
          <Callout.Root color="red" highContrast role="alert" size="1" className="okr-period-overlap">
            <Callout.Text>{overlap}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" justify="end" mt="2">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {period ? t('periods.edit.save') : t('periods.add.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
