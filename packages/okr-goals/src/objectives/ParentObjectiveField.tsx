import { Button, Flex, IconButton, Popover, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import type { Objective } from '@okr/contract';
import { OKR_ROOT_CLASS, useApiClient } from '@okr/core';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { objectiveDetailQuery, objectiveSearchQuery } from '../lib/objectiveQueries';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';

/**
 * The objectives `objectiveId` may be aligned under: not itself, nor one aligned (directly or
 * further down) under it. The server refuses a cycle too, and its message shows on the field.
 */
export function alignmentCandidates<T extends Pick<Objective, 'id' | 'parentObjectiveId'>>(objectives: readonly T[], objectiveId: string | undefined): T[] {
  if (!objectiveId) return [...objectives];
  const parentOf = new Map(objectives.map((o) => [o.id, o.parentObjectiveId]));
  const under = (id: string) => {
    const seen = new Set<string>();
    for (let at: string | null | undefined = id; at && !seen.has(at); at = parentOf.get(at)) {
      if (at === objectiveId) return true;
      seen.add(at);
    }
    return false;
  };
  return objectives.filter((o) => !under(o.id));
}

type Choice = Pick<Objective, 'id' | 'title'>;
/** An entry of the list: an objective, or "not aligned" (id null). */
type Entry = { id: string | null; title: string };

export interface ParentObjectiveFieldProps {
  value: string | null;
  onChange: (parentObjectiveId: string | null) => void;
  error?: string;
  /** The objective being edited (left out of the choices with those aligned under it). */
  objectiveId?: string;
}

/**
 * "Aligned to": the parent objective, searched on the server by title as one types (`?q=`), like
 * `ObjectiveLinksField`, in a combobox (ARIA 1.2: the list opens under the text box, arrows move,
 * Enter picks, Escape closes the list only). The chosen parent shows even when no search returns it.
 */
export function ParentObjectiveField({ value, onChange, error, objectiveId }: ParentObjectiveFieldProps) {
  const t = useGoalsT();
  const api = useApiClient();
  const orgId = useOrgId();
  const id = useId();
  const listId = `${id}-list`;
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  /** What the person typed; null while not searching (the box then shows the chosen title). */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<Choice | null>(null);
  const q = useDeferredValue(query ?? '').trim();

  const search = useQuery({ ...objectiveSearchQuery(api, orgId, q), enabled: Boolean(orgId) && open });
  const known = value ? (picked?.id === value ? picked : search.data?.items.find((o) => o.id === value)) : undefined;
  // The chosen parent is read on its own only when neither a pick nor the results have it.
  const current = useQuery({ ...objectiveDetailQuery(api, orgId, value ?? ''), enabled: Boolean(orgId && value && !known) });
  const chosen: Choice | null = value ? (known ?? current.data ?? null) : null;

  const results = alignmentCandidates(search.data?.items ?? [], objectiveId);
  const entries: Entry[] = [];
  if (!q) {
    entries.push({ id: null, title: t('goals.alignment.none') });
    if (chosen && !results.some((o) => o.id === chosen.id)) entries.push(chosen);
  }
  entries.push(...results);
  const activeIndex = Math.min(active, entries.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (open && activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const openList = () => {
    if (open) return;
    setOpen(true);
    setActive(Math.max(0, value ? entries.findIndex((entry) => entry.id === value) : 0));
  };
  const choose = (entry: Entry) => {
    onChange(entry.id);
    setPicked(entry.id ? { id: entry.id, title: entry.title } : null);
    close();
  };

  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  const label = t('goals.alignment.parent');
  const status = search.isError
    ? t('goals.links.searchError')
    : search.data && results.length === 0 && q
      ? t('goals.links.noMatch', { q })
      : search.data?.total != null && search.data.total > search.data.items.length
        ? t('goals.links.narrow', { total: search.data.total })
        : null;

  return (
    <Flex direction="column" gap="1" className="okr-field okr-parent-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <Popover.Root open={open} onOpenChange={(next) => (next ? openList() : close())}>
        {/* Themes' Popover.Anchor renders no children: an empty anchor laid over the text box instead. */}
        <div ref={anchorRef} className="okr-parent-anchor">
          <Popover.Anchor className="okr-parent-anchor-box" />
          <TextField.Root
            ref={inputRef}
            id={id}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            value={query ?? chosen?.title ?? ''}
            placeholder={value ? t('goals.common.loading') : t('goals.alignment.placeholder')}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={(event) => event.currentTarget.select()}
            onClick={openList}
            onKeyDown={(event) => {
              // The list lives in a portal: Tab reaches its "Search again" button from here.
              if (event.key === 'Tab' && !event.shiftKey && open && retryRef.current) {
                event.preventDefault();
                retryRef.current.focus();
                return;
              }
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                if (!open) return openList();
                const step = event.key === 'ArrowDown' ? 1 : -1;
                setActive(Math.max(0, Math.min(entries.length - 1, activeIndex + step)));
              } else if (event.key === 'Enter' && open) {
                // Enter picks the active entry and never submits the form behind it.
                event.preventDefault();
                const entry = entries[activeIndex];
                if (entry) choose(entry);
              }
            }}
          >
            {value ? (
              <TextField.Slot side="right">
                <IconButton
                  type="button"
                  size="1"
                  variant="ghost"
                  color="gray"
                  aria-label={t('goals.alignment.clear')}
                  onClick={() => {
                    choose({ id: null, title: '' });
                    inputRef.current?.focus();
                  }}
                >
                  <svg width="12" height="12" viewBox="0 0 15 15" aria-hidden="true">
                    <path d="M4 4l7 7M11 4l-7 7" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                  </svg>
                </IconButton>
              </TextField.Slot>
            ) : null}
          </TextField.Root>
        </div>
        <Popover.Content
          role="presentation"
          size="1"
          align="start"
          sideOffset={4}
          className={`${OKR_ROOT_CLASS} okr-parent-popover`}
          // Focus stays in the text box; the list is followed with aria-activedescendant.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          <div role="listbox" id={listId} aria-label={label} aria-busy={search.isFetching || undefined} className="okr-parent-options">
            {entries.map((entry, index) => (
              <div
                key={entry.id ?? ''}
                id={optionId(index)}
                role="option"
                aria-selected={entry.id === value}
                data-active={index === activeIndex || undefined}
                className="okr-parent-option"
                // Keep focus in the text box.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onClick={() => choose(entry)}
              >
                <span className="okr-truncate">{entry.title}</span>
              </div>
            ))}
          </div>
          {search.isPending ? (
            <Text as="p" size="1" color="gray" className="okr-parent-status">
              {t('goals.common.loading')}
            </Text>
          ) : search.isError ? (
            <Flex align="center" gap="2" wrap="wrap" className="okr-parent-status">
              <Text as="p" size="1" color="red">
                {status}
              </Text>
              <Button
                ref={retryRef}
                type="button"
                size="1"
                variant="soft"
                loading={search.isFetching}
                onClick={() => {
                  void search.refetch();
                  // Back to the text box, where the arrows move through the results that come.
                  inputRef.current?.focus();
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') {
                    close();
                    inputRef.current?.focus();
                  } else if (event.key === 'Tab' && event.shiftKey) {
                    event.preventDefault();
                    inputRef.current?.focus();
                  }
                }}
              >
                {t('goals.links.retry')}
              </Button>
            </Flex>
          ) : status ? (
            <Text as="p" size="1" color="gray" className="okr-parent-status">
              {status}
            </Text>
          ) : null}
        </Popover.Content>
      </Popover.Root>
      <Text id={`${id}-hint`} size="1" color="gray">
        {t('goals.alignment.hint')}
      </Text>
      {error ? (
        <Text id={`${id}-error`} size="1" color="red">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
