import type { Initiative } from '@okr/contract';
import { GoalsDialog } from '../lib/GoalsDialog';
import { useGoalsT } from '../lib/useGoalsT';
import { InitiativeForm } from './InitiativeForm';

export interface InitiativeFormDialogProps {
  /** The initiative to edit; without it the dialog creates one. */
  initiative?: Initiative;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInitiativeCreated?: (initiative: Initiative) => void;
  onInitiativeUpdated?: (initiative: Initiative) => void;
  /** Where "See plans" goes when the Free plan's limit is reached. */
  onViewPlans?: () => void;
  plansHref?: string;
  /** Objectives a new initiative serves from the start (the objective page's "Add initiative"). */
  objectiveIds?: string[];
}

/** Creates or edits an initiative in a modal; explains the Free plan's limit (402) and a stale edit (409). */
export function InitiativeFormDialog({ initiative, open, onOpenChange, ...formProps }: InitiativeFormDialogProps) {
  const t = useGoalsT();
  return (
    <GoalsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={initiative ? t('goals.initiative.editTitle') : t('goals.initiative.createTitle')}
      className="okr-initiative-form"
    >
      <InitiativeForm initiative={initiative} onClose={() => onOpenChange(false)} {...formProps} />
    </GoalsDialog>
  );
}
