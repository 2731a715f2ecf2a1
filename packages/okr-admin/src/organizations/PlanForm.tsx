import { Button, Card, Flex, Heading, Select, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { planLimits, plans } from '@okr/contract';
import type { AdminOrganizationDetail, Plan } from '@okr/contract';
import { getErrorMessage, useToast, useTranslation } from '@okr/core';
import { adminCatalogs } from '../lib/adminCatalogs';
import { useUpdateAdminOrganization } from './api';

export interface PlanFormProps {
  organization: AdminOrganizationDetail;
}

/** Changes an organization's plan and monthly AI credits (empty: the plan's default). */
export function PlanForm({ organization }: PlanFormProps) {
  const t = useTranslation(adminCatalogs);
  const toast = useToast();
  const id = useId();
  const update = useUpdateAdminOrganization(organization.id);
  const [plan, setPlan] = useState<Plan>(organization.plan);
  const [credits, setCredits] = useState(organization.aiCredits === null ? '' : String(organization.aiCredits));
  const invalid = credits.trim() !== '' && !/^\d{1,8}$/.test(credits.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const aiCredits = credits.trim() === '' ? null : Number(credits.trim());
    update.mutate(
      { plan, aiCredits },
      {
        onSuccess: () => toast.success(t('admin.common.saved')),
        onError: (error) => toast.error(getErrorMessage(error, t('admin.common.error'))),
      },
    );
  };

  return (
    <Card size="3">
      <form onSubmit={submit} aria-labelledby={`${id}-title`}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={`${id}-title`}>
            {t('admin.organizations.planForm')}
          </Heading>
          <Flex gap="4" wrap="wrap" align="end">
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" id={`${id}-plan`}>
                {t('admin.organizations.plan')}
              </Text>
              <Select.Root value={plan} onValueChange={(value) => setPlan(value as Plan)}>
                <Select.Trigger aria-labelledby={`${id}-plan`} style={{ minWidth: 160 }} />
                <Select.Content>
                  {plans.map((value) => (
                    <Select.Item key={value} value={value}>
                      {value}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" htmlFor={`${id}-credits`}>
                {t('admin.organizations.aiCredits')}
              </Text>
              <TextField.Root
                id={`${id}-credits`}
                inputMode="numeric"
                value={credits}
                placeholder={String(planLimits[plan].monthlyCredits)}
                onChange={(event) => setCredits(event.target.value)}
                aria-invalid={invalid}
                aria-describedby={`${id}-credits-help`}
                style={{ width: 160 }}
              />
            </Flex>
            <Button type="submit" loading={update.isPending} disabled={invalid || update.isPending}>
              {t('admin.common.save')}
            </Button>
          </Flex>
          <Text size="1" color={invalid ? 'red' : 'gray'} id={`${id}-credits-help`}>
            {invalid
              ? t('admin.organizations.aiCreditsInvalid')
              : t('admin.organizations.aiCreditsHelp', { credits: planLimits[plan].monthlyCredits })}
          </Text>
        </Flex>
      </form>
    </Card>
  );
}
