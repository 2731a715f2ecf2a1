import { TextArea } from '@radix-ui/themes';
import { mentionMarkup } from '@okr/contract';
import type { MentionableMember } from '@okr/contract';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useGoalsT } from '../lib/useGoalsT';

export interface MentionTextareaProps {
  value: string;
  onChange: (value: string) => void;
  members: readonly MentionableMember[];
  label: string;
  disabled?: boolean;
  /** Ctrl/⌘+Enter while no picker is open. */
  onSubmit?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/** The `@word` being typed just before the caret, if any: where it starts and what is typed. */
function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@[\]()]{0,30})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]!.toLowerCase() };
}

/**
 * A text area that offers members after `@` (an ARIA combobox with a list box): arrows move,
 * Enter or Tab inserts `@[Full Name](id)`, Escape closes the list. Only members who can read
 * the item are offered (the API's `mentionable-members`).
 */
export function MentionTextarea({ value, onChange, members, label, disabled, onSubmit, invalid, describedBy }: MentionTextareaProps) {
  const t = useGoalsT();
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  // Where the caret goes once the inserted mention is rendered: before the next key, which a frame
  // later (requestAnimationFrame) was too late for a fast typist (the journey typed into the old spot).
  const caretAfterRender = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caretAfterRender.current === null) return;
    ref.current?.setSelectionRange(caretAfterRender.current, caretAfterRender.current);
    caretAfterRender.current = null;
  });
  const typed = mentionQuery(value, caret);
  const matches = typed
    ? members.filter((m) => m.fullName.toLowerCase().includes(typed.query) || m.email.toLowerCase().startsWith(typed.query)).slice(0, 8)
    : [];
  const open = typed !== null && dismissedAt !== typed.start && !disabled;
  const current = Math.min(active, Math.max(matches.length - 1, 0));

  const choose = (member: MentionableMember) => {
    if (!typed) return;
    const inserted = `${mentionMarkup(member.fullName, member.id)} `;
    const next = value.slice(0, typed.start) + inserted + value.slice(caret);
    const at = typed.start + inserted.length;
    onChange(next);
    setCaret(at);
    setActive(0);
    caretAfterRender.current = at;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && matches.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current + step + matches.length) % matches.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(matches[current]!);
        return;
      }
    }
    if (open && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(typed.start);
      return;
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && onSubmit) {
      event.preventDefault();
      onSubmit();
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="okr-mention-field">
      <TextArea
        ref={ref}
        value={value}
        disabled={disabled}
        aria-label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open && matches.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && matches.length > 0 ? optionId(current) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        rows={3}
        resize="vertical"
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('goals.comments.mentionList')} className="okr-mention-list" hidden={!open || matches.length === 0}>
        {open
          ? matches.map((member, index) => (
              <li
                key={member.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                className="okr-mention-option"
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(member);
                }}
              >
                <span className="okr-mention-name">{member.fullName}</span> <span className="okr-mention-email">{member.email}</span>
              </li>
            ))
          : null}
      </ul>
      {open && typed.query.length > 0 && matches.length === 0 ? (
        <p className="okr-mention-none" role="status">
          {t('goals.comments.noMatch')}
        </p>
      ) : null}
    </div>
  );
}
