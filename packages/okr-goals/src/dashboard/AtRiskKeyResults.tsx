import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { AtRiskKeyResult } from '@okr/contract';
import { ProgressBar, progressTone } from '../lib/ProgressBar';
import { useGoalsT } from '../lib/useGoalsT';
import type { DashboardLink } from './DashboardLink';

export interface AtRiskKeyResultsProps {
  atRisk: AtRiskKeyResult[];
  link: DashboardLink;
  objectiveHref: (id: string) => string;
}

/** The key results at risk: each with its objective, its progress against the expected line and why. */
export function AtRiskKeyResults({ atRisk, link, objectiveHref }: AtRiskKeyResultsProps) {
  const t = useGoalsT();
  return (
    <Card size="2" className="okr-at-risk">
      <Heading as="h2" size="3" mb="3">
        {t('goals.dashboard.atRiskTitle')}
      </Heading>
      {atRisk.length === 0 ? (
        <Text size="2" color="gray">
          {t('goals.dashboard.noneAtRisk')}
        </Text>
      ) : (
        <ul className="okr-plain-list">
          {atRisk.map((kr) => (
            <li key={kr.id}>
              <Flex direction="column" gap="1">
                <Text size="2" weight="medium">
                  {link(objectiveHref(kr.objectiveId), kr.title)}
                </Text>
                <Text size="1" color="gray">
                  {kr.objectiveTitle}
                </Text>
                <ProgressBar value={kr.progress} expected={kr.expected} label={t('goals.objective.progressOf', { title: kr.title })} tone={progressTone(kr.progress, kr.expected)} />
                <Flex gap="2" wrap="wrap">
                  {kr.lowConfidence ? (
                    <Badge highContrast color="red" variant="soft">
                      {t('goals.dashboard.lowConfidence', { value: kr.confidence ?? 0 })}
                    </Badge>
                  ) : null}
                  {kr.behind ? (
                    <Badge highContrast color="amber" variant="soft">
                      {t('goals.dashboard.behind', { value: Math.round(kr.expected ?? 0) })}
                    </Badge>
                  ) : null}
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
