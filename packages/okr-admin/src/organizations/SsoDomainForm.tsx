import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { getErrorMessage, isApiError, useToast, useTranslation } from '@okr/core';
import { adminCatalogs } from '../lib/adminCatalogs';
import { useUpdateAdminOrganization } from './api';

export interface SsoDomainFormProps {
  organizationId: string;
}

// The contract's domain rule, as people type it; the server has the last word (400/422/409).
const domainPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Marks a domain of the organization's single sign-on connection verified (`PATCH { verifySsoDomain }`). */
export function SsoDomainForm({ organizationId }: SsoDomainFormProps) {
  const t = useTranslation(adminCatalogs);
  const toast = useToast();
  const id = useId();
  const update = useUpdateAdminOrganization(organizationId);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const domain = typed.trim().toLowerCase();
    if (!domainPattern.test(domain)) return setProblem(t('admin.organizations.ssoInvalid'));
    update.mutate(
      { verifySsoDomain: domain },
      {
        onSuccess: () => {
          toast.success(t('admin.organizations.ssoVerified', { domain }));
          setTyped('');
        },
        // Refusals about the domain (not this organization's, taken, malformed) belong under the field.
        onError: (error) => {
          if (isApiError(error) && error.status < 500 && error.status !== 401 && error.status !== 403) setProblem(error.message);
          else toast.error(getErrorMessage(error, t('admin.common.error')));
        },
      },
    );
  };

  return (
    <Card size="3">
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="okr-admin-sso-domain">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={`${id}-title`}>
            {t('admin.organizations.ssoTitle')}
          </Heading>
          <Text size="2" color="gray" id={`${id}-help`}>
            {t('admin.organizations.ssoHelp')}
          </Text>
          <Flex gap="3" wrap="wrap" align="end">
            <Flex direction="column" gap="1" style={{ flex: '1 1 220px', maxWidth: 360 }}>
              <Text as="label" size="2" weight="medium" htmlFor={`${id}-domain`}>
                {t('admin.organizations.ssoDomain')}
              </Text>
              <TextField.Root
                id={`${id}-domain`}
                value={typed}
                placeholder="example.com"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem ${id}-help` : `${id}-help`}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setProblem(null);
                }}
              />
            </Flex>
            <Button type="submit" loading={update.isPending} disabled={!typed.trim() || update.isPending}>
              {t('admin.organizations.ssoVerify')}
            </Button>
          </Flex>
          {problem ? (
            <Text size="1" color="red" id={`${id}-problem`} role="alert">
              {problem}
            </Text>
          ) : null}
        </Flex>
      </form>
    </Card>
  );
}
