import { Button, Callout, Card, Flex, Heading } from '@radix-ui/themes';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Organization } from '@okr/contract';
import { cx, EmptyState, FormField, getErrorMessage, isApiError, useSessionStore, useToast, useTranslation } from '@okr/core';
import { generalCatalogs } from '../lib/catalogs/generalCatalogs';
import { useUpdateOrganization } from './api';

export interface GeneralSettingsProps {
  /** Called after the organization was saved and stored. */
  onOrganizationUpdated?: (organization: Organization) => void;
  className?: string;
}

/** Spec §2 "Account Information": the current organization's name, website and industry. */
export function GeneralSettings({ onOrganizationUpdated, className }: GeneralSettingsProps) {
  const t = useTranslation(generalCatalogs);
  const organization = useSessionStore((s) => s.organization);
  const classes = cx('okr-general-settings', className);
  if (!organization) {
    return (
      <Card size="2" className={classes} data-state="empty">
        <EmptyState title={t('general.title')} description={t('general.noOrganization')} />
      </Card>
    );
  }
  // Keyed by organization: a switch starts the form over with the new organization's values.
  return <GeneralForm key={organization.id} organization={organization} onOrganizationUpdated={onOrganizationUpdated} className={classes} />;
}

function GeneralForm({ organization, onOrganizationUpdated, className }: GeneralSettingsProps & { organization: Organization }) {
  const t = useTranslation(generalCatalogs);
  const toast = useToast();
  const update = useUpdateOrganization();
  const [name, setName] = useState(organization.name);
  const [website, setWebsite] = useState(organization.website ?? '');
  const [industry, setIndustry] = useState(organization.industry ?? '');
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || update.isPending) return;
    setInlineError(null);
    update.mutate(
      { id: organization.id, input: { name, website, industry } },
      {
        onSuccess: (saved) => {
          toast.success(t('general.success'));
          onOrganizationUpdated?.(saved);
        },
        onError: (error) => {
          toast.error(getErrorMessage(error, t('general.error')));
          // Spec §8: a refusal the server explains shows its message; anything else 'An error occurred'.
          const explained = isApiError(error) && error.status >= 400 && error.status < 500 && error.message;
          setInlineError(explained ? error.message : t('general.inlineError'));
        },
      },
    );
  };

  return (
    <Card size="2" className={className} data-state="ready">
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="4" maxWidth="560px">
          <Heading as="h2" size="4">
            {t('general.title')}
          </Heading>
          {inlineError ? (
            <Callout.Root color="red" role="alert" size="1">
              <Callout.Text>{inlineError}</Callout.Text>
            </Callout.Root>
          ) : null}
          <FormField
            label={t('general.name.label')}
            value={name}
            required
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && blank ? t('general.name.required') : undefined}
            autoComplete="organization"
          />
          <FormField
            label={t('general.website.label')}
            type="url"
            value={website}
            placeholder={t('general.website.placeholder')}
            onChange={(event) => setWebsite(event.target.value)}
            autoComplete="url"
          />
          <FormField
            label={t('general.industry.label')}
            value={industry}
            placeholder={t('general.industry.placeholder')}
            onChange={(event) => setIndustry(event.target.value)}
          />
          <Flex>
            <Button type="submit" disabled={blank || update.isPending} loading={update.isPending}>
              {t('general.save')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
