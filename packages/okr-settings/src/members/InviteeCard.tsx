import { Card, Flex, IconButton, Text } from '@radix-ui/themes';
import { useTranslation } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import { CrossIcon, EnvelopeIcon } from '../lib/settingsIcons';

export interface InviteeCardProps {
  email: string;
  /** Back to the search, to change the address. */
  onClear: () => void;
}

/** The address about to be invited (nobody has an account with it), with what the invitation does. */
export function InviteeCard({ email, onClear }: InviteeCardProps) {
  const t = useTranslation(membersCatalogs);
  return (
    <Card className="okr-invitee" aria-label={t('addUser.invite.title')} role="group">
      <Flex align="start" gap="3">
        <Flex align="center" justify="center" className="okr-invitee-icon" style={{ width: 32, height: 32, borderRadius: '50%', background: 'var(--accent-a3)', color: 'var(--accent-11)', flexShrink: 0 }}>
          <EnvelopeIcon />
        </Flex>
        <Flex direction="column" flexGrow="1" minWidth="0" gap="1">
          <Text size="2" weight="medium" truncate>
            {email}
          </Text>
          <Text size="1" color="gray">
            {t('addUser.invite.explain', { email })}
          </Text>
        </Flex>
        <IconButton type="button" variant="ghost" color="gray" aria-label={t('addUser.invite.change')} onClick={onClear}>
          <CrossIcon />
        </IconButton>
      </Flex>
    </Card>
  );
}
