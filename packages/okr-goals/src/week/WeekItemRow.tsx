import { Badge, Button, Card, Flex, Link, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { WeekItem, WeekItemKind } from '@okr/contract';
import { useLocale } from '@okr/core';
import { formatDay } from '../lib/format';
import { useGoalsT } from '../lib/useGoalsT';
import { WeekCheckIn } from './WeekCheckIn';

export interface WeekItemRowProps {
  item: WeekItem;
  /** In the list by urgency each item says its organization; grouped by organization it goes without. */
  showOrganization: boolean;
  /** Switching to its organization before opening it. */
  opening: boolean;
  onOpen: () => void;
}

const kindColor: Record<WeekItemKind, 'blue' | 'red' | 'amber' | 'orange' | 'violet'> = {
  check_in_due: 'blue',
  key_result_behind: 'red',
  task_at_risk: 'orange',
  task_due: 'amber',
  initiative_attention: 'violet',
};

/** One thing that needs me: what it is, where, why and when; open it, or check in right here. */
export function WeekItemRow({ item, showOrganization, opening, onOpen }: WeekItemRowProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const [checkingIn, setCheckingIn] = useState(false);
  // The API words the reason in English; other languages say the kind and the day.
  const why = locale === 'en' ? item.reason : item.dueDate ? t('goals.week.due', { date: formatDay(item.dueDate, locale) }) : null;
  return (
    <li className="okr-week-item" data-kind={item.kind}>
      <Card size="1">
        <Flex direction="column" gap="2">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Flex direction="column" gap="1" style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Flex gap="2" align="center" wrap="wrap">
                <Badge color={kindColor[item.kind]} variant="soft" highContrast>
                  {t(`goals.week.kind.${item.kind}`)}
                </Badge>
                {showOrganization ? (
                  <Text size="1" color="gray">
                    {item.organization.name}
                  </Text>
                ) : null}
              </Flex>
              <Link
                href={item.href}
                weight="medium"
                style={{ overflowWrap: 'anywhere' }}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  onOpen();
                }}
              >
                {item.title}
              </Link>
              {why ? (
                <Text size="1" color="gray">
                  {why}
                </Text>
              ) : null}
            </Flex>
            <Flex gap="2" align="center">
              {item.kind === 'check_in_due' && !checkingIn ? (
                <Button size="1" variant="soft" aria-label={t('goals.week.checkIn.open', { title: item.title })} onClick={() => setCheckingIn(true)}>
                  {t('goals.week.checkIn.button')}
                </Button>
              ) : null}
              <Button size="1" variant="ghost" loading={opening} aria-label={t('goals.week.openLabel', { title: item.title, organization: item.organization.name })} onClick={onOpen}>
                {t('goals.week.open')}
              </Button>
            </Flex>
          </Flex>
          {checkingIn ? <WeekCheckIn item={item} onDone={() => setCheckingIn(false)} /> : null}
        </Flex>
      </Card>
    </li>
  );
}
