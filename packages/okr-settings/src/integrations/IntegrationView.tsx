import { Button, Table } from '@radix-ui/themes';
import type { ComponentType, ReactNode, Ref } from 'react';
import { ScrollTable } from '@okr/core';
import { PlusIcon } from '../lib/panels/icons';
import { IntegrationPanel } from './IntegrationPanel';
import type { IntegrationPanelTexts } from './IntegrationPanel';
import type { IntegrationState } from './useIntegrationList';

/** What an integration panel's `createButton` slot receives: the button that opens its create dialog. */
export interface IntegrationCreateButtonProps {
  onClick: () => void;
}

/** Parts of an integration panel a partner replaces while keeping the rest. */
export interface IntegrationViewSlots {
  /** The list's empty state. */
  empty?: ComponentType;
  /** The header's create (add) button, shown when the caller may create. */
  createButton?: ComponentType<IntegrationCreateButtonProps>;
}

/** The props every integration panel's view shares. */
export interface IntegrationViewBaseProps {
  /** The `data-state`: `loading|empty|error|ready|forbidden|signed-out`, or `locked` (Free plan: the plan notice). */
  state: IntegrationState;
  onCreate: () => void;
  onRetry: () => void;
  /** `locked`: the notice's button (the settings page switches to Billing); else a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  slots?: IntegrationViewSlots;
  /** Our create button, where focus returns when the row it left is gone. */
  createButtonRef?: Ref<HTMLButtonElement>;
  className?: string;
  /** Rendered inside the panel (its dialogs). */
  children?: ReactNode;
}

export interface IntegrationViewProps<T> extends IntegrationViewBaseProps {
  rootClass: string;
  tableClass: string;
  texts: IntegrationPanelTexts;
  items: readonly T[];
  canCreate: boolean;
  createLabel: string;
  /** The column headers; the last one (actions) is aligned right. */
  columns: readonly string[];
  row: (item: T) => ReactNode;
}

/** An integration panel over plain data: the frame, the create button or its slot, and the table. */
export function IntegrationView<T>(props: IntegrationViewProps<T>) {
  const { state, items, canCreate, createLabel, columns, row, onCreate, slots = {}, createButtonRef } = props;
  const CreateButton = slots.createButton;
  return (
    <IntegrationPanel
      rootClass={props.rootClass}
      className={props.className}
      state={state}
      texts={props.texts}
      items={items}
      onRetry={props.onRetry}
      onSeeBilling={props.onSeeBilling}
      billingHref={props.billingHref}
      empty={slots.empty}
      action={
        !canCreate ? null : CreateButton ? (
          <CreateButton onClick={onCreate} />
        ) : (
          <Button ref={createButtonRef} onClick={onCreate}>
            <PlusIcon />
            {createLabel}
          </Button>
        )
      }
      list={(shown) => (
        <ScrollTable variant="surface" size="2" className={props.tableClass}>
          <Table.Header>
            <Table.Row>
              {columns.map((column, index) => (
                <Table.ColumnHeaderCell key={column} align={index === columns.length - 1 ? 'right' : undefined}>
                  {column}
                </Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>{shown.map(row)}</Table.Body>
        </ScrollTable>
      )}
    >
      {props.children}
    </IntegrationPanel>
  );
}
