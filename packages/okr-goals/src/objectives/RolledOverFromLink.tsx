import { Link, Text } from '@radix-ui/themes';
import type { ObjectiveDetail } from '@okr/contract';
import { useGoalsT } from '../lib/useGoalsT';

export interface RolledOverFromLinkProps {
  objective: Pick<ObjectiveDetail, 'rolledOverFrom'>;
  objectiveHref: (id: string) => string;
  /** Follows the link in the host's router instead of a page load. */
  onNavigate?: (href: string) => void;
}

/** "Rolled over from <original>": the objective a roll-over copied this one from, as a link; nothing when none. */
export function RolledOverFromLink({ objective, objectiveHref, onNavigate }: RolledOverFromLinkProps) {
  const t = useGoalsT();
  const origin = objective.rolledOverFrom;
  if (!origin) return null;
  const href = objectiveHref(origin.id);
  return (
    <Text as="p" size="2" className="okr-rolled-over-from">
      <Text color="gray">{t('goals.objective.rolledOverFrom')}</Text>{' '}
      <Link
        href={href}
        weight="medium"
        onClick={(event) => {
          if (!onNavigate) return;
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {origin.title}
      </Link>
    </Text>
  );
}
