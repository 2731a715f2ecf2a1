import { Button, Callout, Flex, Link } from '@radix-ui/themes';
import type { Objective, Period, RolloverResponse } from '@okr/contract';
import { useGoalsT } from '../../lib/useGoalsT';

export interface RolloverDoneProps {
  result: RolloverResponse;
  objectives: Objective[];
  target: Period;
  objectiveHref: (id: string) => string;
  onNavigate?: (href: string) => void;
  onClose: () => void;
}

/** The end: how many were copied, with a link to each copy. */
export function RolloverDone({ result, objectives, target, objectiveHref, onNavigate, onClose }: RolloverDoneProps) {
  const t = useGoalsT();
  const titleOf = new Map(objectives.map((o) => [o.id, o.title]));
  return (
    <Flex direction="column" gap="3" data-state="done">
      <Callout.Root color="green" highContrast role="status">
        <Callout.Text>{t('goals.rollover.done', { count: result.objectives.length, period: target.name })}</Callout.Text>
      </Callout.Root>
      <ul className="okr-rollover-copies">
        {result.objectives.map(({ from, to }) => {
          const href = objectiveHref(to);
          return (
            <li key={to}>
              <Link
                href={href}
                onClick={(event) => {
                  if (!onNavigate || event.metaKey || event.ctrlKey) return;
                  event.preventDefault();
                  onClose();
                  onNavigate(href);
                }}
              >
                {titleOf.get(from) ?? to}
              </Link>
            </li>
          );
        })}
      </ul>
      <Flex justify="end">
        <Button onClick={onClose}>{t('goals.common.close')}</Button>
      </Flex>
    </Flex>
  );
}
