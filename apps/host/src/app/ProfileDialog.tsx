import { Button, Dialog, Flex, Select, Switch, Text } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { apiPaths, TIME_ZONE_DEFAULT } from '@okr/contract';
import type { UpdateMeRequest, UpdateMeResponse } from '@okr/contract';
import { getErrorMessage, OKR_ROOT_CLASS, useApiClient, useSessionStore, useSessionStoreApi, useToast, useTranslation } from '@okr/core';
import { hostCatalogs } from '../lib/hostCatalogs';

export interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The browser's zone and every zone the runtime knows (IANA names, the API's rule). */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([TIME_ZONE_DEFAULT, current, ...known])].sort((a, b) => (a === TIME_ZONE_DEFAULT ? -1 : b === TIME_ZONE_DEFAULT ? 1 : a.localeCompare(b)));
}

/** User menu → Profile: the weekly digest on or off, and the time zone its Monday 08:00 is read in. */
export function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  const t = useTranslation(hostCatalogs);
  const user = useSessionStore((s) => s.user);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="480px" className={OKR_ROOT_CLASS}>
        <Dialog.Title>{t('host.profile.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {user ? t('host.profile.description', { email: user.email }) : null}
        </Dialog.Description>
        {user && open ? <ProfileForm weeklyDigest={user.weeklyDigest} timeZone={user.timeZone} onDone={() => onOpenChange(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ProfileForm({ weeklyDigest, timeZone, onDone }: { weeklyDigest: boolean; timeZone: string; onDone: () => void }) {
  const t = useTranslation(hostCatalogs);
  const api = useApiClient();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const digestId = useId();
  const zoneId = useId();
  const [digest, setDigest] = useState(weeklyDigest);
  const [zone, setZone] = useState(timeZone);
  const zones = useMemo(() => timeZones(timeZone), [timeZone]);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const save = useMutation({
    mutationFn: (body: UpdateMeRequest) => api.patch<UpdateMeResponse>(apiPaths.auth.me, body),
    onSuccess: ({ user }) => {
      store.getState().setUser(user);
      void queryClient.invalidateQueries({ queryKey: ['session', 'me'] });
      toast.success(t('host.profile.saved'));
      onDone();
    },
    onError: (error) => toast.error(getErrorMessage(error, t('host.profile.error'))),
  });
  const submit = () => {
    const body: UpdateMeRequest = {};
    if (digest !== weeklyDigest) body.weeklyDigest = digest;
    if (zone !== timeZone) body.timeZone = zone;
    if (Object.keys(body).length === 0) return onDone();
    save.mutate(body);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Flex direction="column" gap="4">
        <Flex gap="3" align="start">
          <Switch id={digestId} checked={digest} onCheckedChange={setDigest} mt="1" />
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={digestId} size="2" weight="medium">
              {t('host.profile.digest')}
            </Text>
            <Text size="1" color="gray">
              {t('host.profile.digestHint')}
            </Text>
          </Flex>
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" id={zoneId} size="2" weight="medium">
            {t('host.profile.timeZone')}
          </Text>
          <Flex gap="2" align="center" wrap="wrap">
            <Select.Root value={zone} onValueChange={setZone}>
              <Select.Trigger aria-labelledby={zoneId} style={{ minWidth: '16rem' }} />
              <Select.Content position="popper" className={OKR_ROOT_CLASS} style={{ maxHeight: '18rem' }}>
                {zones.map((name) => (
                  <Select.Item key={name} value={name}>
                    {name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
            {browserZone && browserZone !== zone ? (
              <Button type="button" variant="ghost" size="1" onClick={() => setZone(browserZone)}>
                {t('host.profile.useBrowserZone', { zone: browserZone })}
              </Button>
            ) : null}
          </Flex>
        </Flex>
        <Flex gap="3" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onDone}>
            {t('host.profile.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('host.profile.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
