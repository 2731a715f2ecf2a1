import { Badge, Button, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { SSO_DOMAINS_MAX } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';
import { normalizeDomain } from './ssoFormIssues';

export interface DomainsFieldProps {
  domains: string[];
  onChange: (domains: string[]) => void;
  /** The list's error (none added, or the server's 409 of a domain another organization uses). */
  error?: string;
  disabled?: boolean;
}

/** The connection's domains as removable chips, and an input that adds one (Enter or Add). */
export function DomainsField({ domains, onChange, error, disabled = false }: DomainsFieldProps) {
  const t = useTranslation(ssoCatalogs);
  const id = useId();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  const add = () => {
    if (!typed.trim()) return;
    const domain = normalizeDomain(typed);
    if (!domain) return setTypedError(t('sso.validation.domain'));
    if (domains.includes(domain)) return setTypedError(t('sso.validation.domainTwice', { domain }));
    onChange([...domains, domain]);
    setTyped('');
    setTypedError(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the domain instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const shownError = typedError ?? error;
  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <Flex direction="column" gap="2" role="group" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} size="2" weight="medium">
        {t('sso.field.domains')}
      </Text>
      <Text id={`${id}-hint`} size="1" color="gray">
        {t('sso.field.domainsHint')}
      </Text>
      {domains.length > 0 ? (
        <Flex gap="2" wrap="wrap" asChild>
          <ul aria-label={t('sso.field.domains')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {domains.map((domain) => (
              <li key={domain}>
                <Badge size="2" variant="surface" color="gray" style={{ gap: 4 }}>
                  {domain}
                  <IconButton type="button" size="1" variant="ghost" color="gray" aria-label={t('sso.field.removeDomain', { domain })} disabled={disabled} onClick={() => onChange(domains.filter((d) => d !== domain))}>
                    ×
                  </IconButton>
                </Badge>
              </li>
            ))}
          </ul>
        </Flex>
      ) : (
        <Text size="2" color="gray">
          {t('sso.field.noDomains')}
        </Text>
      )}
      <Flex gap="2" align="start">
        <TextField.Root
          aria-label={t('sso.field.newDomain')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          placeholder="example.com"
          value={typed}
          disabled={disabled || domains.length >= SSO_DOMAINS_MAX}
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1, minWidth: 0 }}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setTyped(event.target.value);
            setTypedError(null);
          }}
        />
        <Button type="button" variant="soft" disabled={disabled || domains.length >= SSO_DOMAINS_MAX} onClick={add}>
          {t('sso.field.addDomain')}
        </Button>
      </Flex>
      {shownError ? (
        <Text id={`${id}-error`} size="1" color="red">
          {shownError}
        </Text>
      ) : null}
    </Flex>
  );
}
