import { Button, Callout, Flex, Switch, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { OrganizationRoleType, SsoConnection, SsoConnectionInput } from '@okr/contract';
import { FormField, getErrorMessage, useToast, useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';
import { DefaultRoleField } from './DefaultRoleField';
import { DomainsField } from './DomainsField';
import { ssoDraftIssues, ssoServerIssues } from './ssoFormIssues';
import type { SsoDraft, SsoField } from './ssoFormIssues';

export interface SsoConnectionFormProps {
  /** The stored connection, or null for a first setup. */
  connection: SsoConnection | null;
  pending: boolean;
  /** Sends the body; the caller's mutation reports back through `onError`/`onSuccess`. */
  onSave: (body: SsoConnectionInput, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  disabled?: boolean;
}

const DEFAULT_ROLE: OrganizationRoleType = 'Viewer';

/**
 * The connection: issuer, client id, a write-only client secret, domains, the role of people who
 * arrive through the provider, and enforcement. Nothing typed is lost when the server refuses.
 */
export function SsoConnectionForm({ connection, pending, onSave, disabled = false }: SsoConnectionFormProps) {
  const t = useTranslation(ssoCatalogs);
  const toast = useToast();
  const enforcedId = useId();
  const [draft, setDraft] = useState<SsoDraft>({
    issuer: connection?.issuer ?? '',
    clientId: connection?.clientId ?? '',
    clientSecret: '',
    domains: connection?.domains.map((d) => d.domain) ?? [],
  });
  const [roleType, setRoleType] = useState<OrganizationRoleType>(connection?.defaultRoleType ?? DEFAULT_ROLE);
  const [enforced, setEnforced] = useState(connection?.enforced ?? false);
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<SsoField, string>>>({});
  const issues = ssoDraftIssues(draft, connection !== null);
  const errorOf = (field: SsoField) => (submitted && issues[field] ? t(issues[field]) : refused[field]);

  const change = <F extends keyof SsoDraft>(field: F, value: SsoDraft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setRefused((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(issues).length > 0 || pending) return;
    const body: SsoConnectionInput = {
      issuer: draft.issuer.trim(),
      clientId: draft.clientId.trim(),
      ...(draft.clientSecret && { clientSecret: draft.clientSecret }),
      domains: draft.domains,
      defaultRoleType: roleType,
      enforced,
    };
    onSave(body, {
      onSuccess: () => {
        setSubmitted(false);
        change('clientSecret', '');
        toast.success(t('sso.saved'));
      },
      onError: (error) => {
        const onFields = ssoServerIssues(error);
        if (onFields) setRefused(onFields);
        else toast.error(getErrorMessage(error, t('sso.error.save')));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('sso.form.title')} className="okr-sso-form">
      <Flex direction="column" gap="4" style={{ maxWidth: '60ch' }}>
        <FormField
          label={t('sso.field.issuer')}
          type="url"
          inputMode="url"
          placeholder="https://login.example.com"
          autoComplete="off"
          spellCheck={false}
          hint={t('sso.field.issuerHint')}
          value={draft.issuer}
          error={errorOf('issuer')}
          disabled={disabled}
          onChange={(event) => change('issuer', event.target.value)}
        />
        <FormField label={t('sso.field.clientId')} autoComplete="off" spellCheck={false} value={draft.clientId} error={errorOf('clientId')} disabled={disabled} onChange={(event) => change('clientId', event.target.value)} />
        <FormField
          label={t('sso.field.clientSecret')}
          type="password"
          autoComplete="new-password"
          hint={connection ? t('sso.field.clientSecretKeep') : t('sso.field.clientSecretNew')}
          placeholder={connection ? '••••••••' : undefined}
          value={draft.clientSecret}
          error={errorOf('clientSecret')}
          disabled={disabled}
          onChange={(event) => change('clientSecret', event.target.value)}
        />
        <DomainsField domains={draft.domains} onChange={(domains) => change('domains', domains)} error={errorOf('domains')} disabled={disabled} />
        <DefaultRoleField value={roleType} onChange={setRoleType} disabled={disabled} />
        <Flex direction="column" gap="2">
          <Text as="label" size="2" weight="medium" htmlFor={enforcedId}>
            <Flex gap="2" align="center">
              <Switch id={enforcedId} checked={enforced} disabled={disabled} onCheckedChange={setEnforced} aria-describedby={`${enforcedId}-hint`} />
              {t('sso.field.enforced')}
            </Flex>
          </Text>
          <Text id={`${enforcedId}-hint`} size="1" color="gray">
            {t('sso.field.enforcedHint')}
          </Text>
          {enforced ? (
            <Callout.Root color="amber" highContrast className="okr-sso-enforced-warning">
              <Callout.Text>{connection?.enforced ? t('sso.field.enforcedOn') : t('sso.field.enforcedWarning')}</Callout.Text>
            </Callout.Root>
          ) : null}
        </Flex>
        <Flex>
          <Button type="submit" disabled={disabled || pending} loading={pending}>
            {pending ? t('sso.saving') : t('sso.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
