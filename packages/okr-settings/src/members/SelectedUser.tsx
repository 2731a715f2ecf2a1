import { Card, Flex, IconButton, Text } from '@radix-ui/themes';
import type { UserSearchResult } from '@okr/contract';
import { Initials, useTranslation } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import { CrossIcon } from '../lib/settingsIcons';

export interface SelectedUserProps {
  user: UserSearchResult;
  /** Spec §4: removing the selection returns to the search. */
  onClear: () => void;
}

export function SelectedUser({ user, onClear }: SelectedUserProps) {
  const t = useTranslation(membersCatalogs);
  return (
    <Card className="okr-selected-user" aria-label={t('addUser.selected')} role="group">
      <Flex align="center" gap="3">
        <Initials name={user.fullName} />
        <Flex direction="column" flexGrow="1" minWidth="0">
          <Text size="2" weight="medium" truncate>
            {user.fullName}
          </Text>
          <Text size="1" color="gray" truncate>
            {user.email}
          </Text>
        </Flex>
        <IconButton type="button" variant="ghost" color="gray" aria-label={t('addUser.clearSelection')} onClick={onClear}>
          <CrossIcon />
        </IconButton>
      </Flex>
    </Card>
  );
}
