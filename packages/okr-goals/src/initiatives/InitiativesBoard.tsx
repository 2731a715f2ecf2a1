import type { Initiative } from '@okr/contract';
import type { InitiativesBoardSlots } from './InitiativesEmpty';
import { InitiativesBoardView } from './InitiativesBoardView';
import { useInitiatives } from './useInitiatives';
import { listPagingOf } from '../lib/listPaging';

export type { InitiativesBoardSlots, InitiativesEmptyProps } from './InitiativesEmpty';

export interface InitiativesBoardProps {
  onOpenInitiative?: (initiative: Initiative) => void;
  onCreateInitiative?: () => void;
  hrefOf?: (initiative: Initiative) => string;
  showHeader?: boolean;
  /** Replace one part and keep the rest: `empty`. */
  slots?: InitiativesBoardSlots;
  className?: string;
}

/**
 * The organization's initiatives as cards; those needing attention (At Risk, or an At Risk task)
 * come first. Draws exactly `useInitiatives`.
 */
export function InitiativesBoard({ onOpenInitiative, onCreateInitiative, hrefOf, showHeader, slots, className }: InitiativesBoardProps) {
  const model = useInitiatives();
  return (
    <InitiativesBoardView
      state={model.state}
      initiatives={model.initiatives}
      show={model.show}
      onShowChange={model.setShow}
      error={model.error}
      ownerNames={model.ownerNames}
      can={model.can}
      {...listPagingOf(model)}
      onOpenInitiative={onOpenInitiative}
      onCreateInitiative={onCreateInitiative}
      hrefOf={hrefOf}
      showHeader={showHeader}
      slots={slots}
      className={className}
    />
  );
}
