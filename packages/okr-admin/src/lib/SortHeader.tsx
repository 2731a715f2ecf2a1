import { Table } from '@radix-ui/themes';
import { useTranslation } from '@okr/core';
import { adminCatalogs } from './adminCatalogs';

export interface SortHeaderProps {
  /** The `?sort=` field of this column. */
  field: string;
  label: string;
  /** The list's current sort (`name`, `-name`, ...). */
  sort: string;
  onSort: (sort: string) => void;
}

/** A column header that sorts the list on the server: ascending first, again for descending. */
export function SortHeader({ field, label, sort, onSort }: SortHeaderProps) {
  const t = useTranslation(adminCatalogs);
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  return (
    <Table.ColumnHeaderCell aria-sort={direction}>
      <button
        type="button"
        className="okr-admin-sort"
        aria-label={t('admin.common.sortBy', { column: label })}
        onClick={() => onSort(sort === field ? `-${field}` : field)}
        style={{ all: 'unset', cursor: 'pointer', fontWeight: 'inherit', display: 'inline-flex', gap: 4 }}
      >
        {label}
        <span aria-hidden="true">{direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}</span>
      </button>
    </Table.ColumnHeaderCell>
  );
}
