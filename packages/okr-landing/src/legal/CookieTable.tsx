import { useLanding } from '../lib/LandingI18n';
import type { LandingKey } from '../lib/landingCatalogs';

/** Everything the product keeps in a browser, by its real name. */
const rows = [
  { id: 'session', name: 'auth-storage, okr:auth-storage:access-token, okr:auth-storage:refresh-token' },
  { id: 'refresh', name: 'okr_refresh' },
  { id: 'locale', name: 'okr:locale, okr-locale' },
] as const;

export function CookieTable() {
  const { t } = useLanding();
  const cell = (row: string, part: string) => t(`cookies.row.${row}.${part}` as LandingKey);
  return (
    <div className="okr-table-wrap">
      <table className="okr-table">
        <caption>{t('cookies.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cookies.table.name')}</th>
            <th scope="col">{t('cookies.table.type')}</th>
            <th scope="col">{t('cookies.table.purpose')}</th>
            <th scope="col">{t('cookies.table.duration')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              <td>{cell(row.id, 'type')}</td>
              <td>{cell(row.id, 'purpose')}</td>
              <td>{cell(row.id, 'duration')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
