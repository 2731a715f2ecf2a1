import { useRef, useState } from 'react';
import { useReturnFocus } from './useReturnFocus';

/**
 * The add/edit and delete dialogs of a list panel: which item each is open on (`'new'`: adding),
 * and focus back to the row's button when one closes, or to the add button when that row is gone.
 */
export function useRowDialogs<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(() => addButton.current);
  const remembering =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      focus.remember();
      set(value);
    };
  return {
    editing,
    deleting,
    /** Open the add (`'new'`) or edit dialog, remembering the focus. */
    edit: remembering(setEditing),
    /** Open the delete dialog, remembering the focus. */
    confirmDelete: remembering(setDeleting),
    closeEdit: () => setEditing(null),
    closeDelete: () => setDeleting(null),
    addButton,
    onCloseAutoFocus: focus.onCloseAutoFocus,
  };
}
