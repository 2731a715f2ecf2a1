import { Card, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from '@okr/core';
import { directoryCatalogs } from '../lib/catalogs/directoryCatalogs';
import type { DirectorySyncCounts as Counts } from './useDirectorySync';

/** Four figures at a glance: active tokens, groups, people in groups, events. */
export function DirectorySyncCounts({ counts }: { counts: Counts }) {
  const t = useTranslation(directoryCatalogs);
  const figures = [
    ['tokens', t('directory.counts.tokens'), counts.activeTokens],
    ['groups', t('directory.counts.groups'), counts.groups],
    ['members', t('directory.counts.members'), counts.groupMembers],
    ['events', t('directory.counts.events'), counts.events],
  ] as const;
  return (
    <Flex asChild gap="3" wrap="wrap">
      <dl className="okr-directory-counts" aria-label={t('directory.counts.label')} style={{ margin: 0 }}>
        {figures.map(([key, label, value]) => (
          // Each figure a div of one dt and one dd (a valid group of a dl); the number reads first.
          <Card key={key} asChild size="1" style={{ flex: '1 1 120px', display: 'flex', flexDirection: 'column-reverse', gap: 'var(--space-1)' }} data-count={key}>
            <div>
              <Text as="span" size="1" color="gray" asChild>
                <dt>{label}</dt>
              </Text>
              <Text as="span" size="5" weight="bold" asChild>
                <dd style={{ margin: 0 }}>{value}</dd>
              </Text>
            </div>
          </Card>
        ))}
      </dl>
    </Flex>
  );
}
