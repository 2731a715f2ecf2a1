import { Button, Flex, Switch, Text, TextArea } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { OrganizationRoleType, SamlConnectionInput, SsoConnection } from '@okr/contract';
import { FormField, getErrorMessage, isApiError, useToast, useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';
import { DefaultRoleField } from './DefaultRoleField';
import { DomainsField } from './DomainsField';

export interface SamlConnectionFormProps {
  /** The stored SAML connection, or null for a first setup (or a switch from OpenID Connect). */
  connection: SsoConnection | null;
  pending: boolean;
  onSave: (body: SamlConnectionInput, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

type Field = 'metadata' | 'domains';

/**
 * A SAML connection: the IdP's metadata pasted or its URL (both empty keep the stored one), the
 * domains, the role of people who arrive through it, enforcement, and whether sign-in may start
 * at the IdP. The server reads the metadata; its refusal shows under the metadata field.
 */
export function SamlConnectionForm({ connection, pending, onSave }: SamlConnectionFormProps) {
  const t = useTranslation(ssoCatalogs);
  const toast = useToast();
  const ids = { xml: useId(), enforced: useId(), idpInitiated: useId() };
  const stored = connection?.protocol === 'saml';
  const [xml, setXml] = useState('');
  const [url, setUrl] = useState('');
  const [domains, setDomains] = useState<string[]>(connection?.domains.map((d) => d.domain) ?? []);
  const [roleType, setRoleType] = useState<OrganizationRoleType>(connection?.defaultRoleType ?? 'Viewer');
  const [enforced, setEnforced] = useState(connection?.enforced ?? false);
  const [allowIdpInitiated, setAllowIdpInitiated] = useState(connection?.allowIdpInitiated ?? false);
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});
  const issues: Partial<Record<Field, string>> = {
    ...(!stored && !xml.trim() && !url.trim() && { metadata: t('sso.saml.validation.metadata') }),
    ...(xml.trim() && url.trim() && { metadata: t('sso.saml.validation.metadataBoth') }),
    ...(domains.length === 0 && { domains: t('sso.validation.domains') }),
  };
  const errorOf = (field: Field) => (submitted ? issues[field] : undefined) ?? refused[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(issues).length > 0 || pending) return;
    const body: SamlConnectionInput = {
      protocol: 'saml',
      ...(xml.trim() && { idpMetadataXml: xml.trim() }),
      ...(url.trim() && { idpMetadataUrl: url.trim() }),
      domains,
      defaultRoleType: roleType,
      enforced,
      allowIdpInitiated,
    };
    onSave(body, {
      onSuccess: () => {
        setSubmitted(false);
        setXml('');
        setUrl('');
        toast.success(t('sso.saved'));
      },
      onError: (error) => {
        if (isApiError(error) && (error.code === 'RULE_VIOLATION' || error.code === 'VALIDATION_ERROR')) setRefused({ metadata: error.message });
        else if (isApiError(error) && error.code === 'CONFLICT') setRefused({ domains: error.message });
        else toast.error(getErrorMessage(error, t('sso.error.save')));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('sso.form.title')} className="okr-saml-form">
      <Flex direction="column" gap="4" style={{ maxWidth: '60ch' }}>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids.xml} size="2" weight="medium">
            {t('sso.saml.field.metadataXml')}
          </Text>
          <TextArea
            id={ids.xml}
            rows={5}
            spellCheck={false}
            value={xml}
            aria-invalid={errorOf('metadata') ? true : undefined}
            aria-describedby={`${ids.xml}-hint`}
            onChange={(event) => {
              setXml(event.target.value);
              setRefused({});
            }}
          />
          <Text id={`${ids.xml}-hint`} size="1" color="gray">
            {stored ? t('sso.saml.field.metadataKeep') : t('sso.saml.field.metadataXmlHint')}
          </Text>
        </Flex>
        <FormField
          label={t('sso.saml.field.metadataUrl')}
          type="url"
          inputMode="url"
          placeholder={connection?.idpMetadataUrl ?? 'https://idp.example.com/metadata'}
          autoComplete="off"
          spellCheck={false}
          value={url}
          error={errorOf('metadata')}
          onChange={(event) => {
            setUrl(event.target.value);
            setRefused({});
          }}
        />
        <DomainsField domains={domains} onChange={setDomains} error={errorOf('domains')} />
        <DefaultRoleField value={roleType} onChange={setRoleType} />
        <Text as="label" size="2" weight="medium" htmlFor={ids.enforced}>
          <Flex gap="2" align="center">
            <Switch id={ids.enforced} checked={enforced} onCheckedChange={setEnforced} />
            {t('sso.field.enforced')}
          </Flex>
        </Text>
        <Text as="label" size="2" weight="medium" htmlFor={ids.idpInitiated}>
          <Flex gap="2" align="center">
            <Switch id={ids.idpInitiated} checked={allowIdpInitiated} onCheckedChange={setAllowIdpInitiated} />
            {t('sso.saml.field.allowIdpInitiated')}
          </Flex>
        </Text>
        <Flex>
          <Button type="submit" disabled={pending} loading={pending}>
            {pending ? t('sso.saving') : t('sso.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
