import { Box, Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import type { UserSearchResult } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import { EnvelopeIcon } from '../lib/settingsIcons';

export interface UserSearchResultsProps {
  status: 'idle' | 'searching' | 'error' | 'done';
  email: string;
  users: UserSearchResult[];
  errorMessage?: string;
  onSelect: (user: UserSearchResult) => void;
  /** Offered when nobody has the email: invite it instead (omit to offer nothing). */
  onInvite?: (email: string) => void;
}

/** What the search found, announced as it changes (embedding.md §9). */
export function UserSearchResults({ status, email, users, errorMessage, onSelect, onInvite }: UserSearchResultsProps) {
  const t = useTranslation(membersCatalogs);
  return (
    <Box className="okr-user-search-results" aria-live="polite" data-state={status}>
      {status === 'searching' ? (
        <Flex align="center" gap="2" py="2">
          <Spinner aria-hidden="true" />
          <Text size="2" color="gray">
            {t('addUser.searching')}
          </Text>
        </Flex>
      ) : null}
      {status === 'error' ? (
        <Callout.Root color="red" size="1">
          <Callout.Text>{errorMessage ?? t('addUser.searchError')}</Callout.Text>
        </Callout.Root>
      ) : null}
      {status === 'done' && users.length === 0 ? (
        <Flex direction="column" align="start" gap="2">
          <Text as="p" size="2" color="gray">
            {t('addUser.noMatch', { email })}
          </Text>
          {onInvite ? (
            <Button type="button" variant="soft" onClick={() => onInvite(email)} className="okr-invite-offer">
              <EnvelopeIcon />
              {t('addUser.invite.offer', { email })}
            </Button>
          ) : null}
        </Flex>
      ) : null}
      {status === 'done' && users.length > 0 ? (
        <>
          <Text as="p" size="1" color="gray" className="okr-visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
            {t('addUser.results.count', { count: users.length })}
          </Text>
          <Flex asChild direction="column" gap="1">
            <ul aria-label={t('addUser.results.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {users.map((user) => (
                <li key={user.id}>
                  <Button
                    type="button"
                    variant="ghost"
                    color="gray"
                    onClick={() => onSelect(user)}
                    style={{ width: '100%', justifyContent: 'flex-start', height: 'auto', padding: 'var(--space-2)', margin: 0 }}
                  >
                    <Flex direction="column" align="start" gap="0">
                      <Text size="2" weight="medium" highContrast>
                        {user.fullName}
                      </Text>
                      <Text size="1" color="gray">
                        {user.email}
                      </Text>
                    </Flex>
                  </Button>
                </li>
              ))}
            </ul>
          </Flex>
        </>
      ) : null}
    </Box>
  );
}
