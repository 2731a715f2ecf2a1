// The partner's own role matrix: checkboxes on `@okr/settings/headless`'s useRolePermissions, with the
// panel's rules (the default Admin role is locked, a caller without `settings:update` reads only) and
// the server's own words when it refuses a change.
import { useRolePermissions } from '@okr/settings/headless';
import type { PermissionFlag, RolePermissionsModel } from '@okr/settings/headless';

const flags: { flag: PermissionFlag; verb: string }[] = [
  { flag: 'canCreate', verb: 'Create' },
  { flag: 'canRead', verb: 'Read' },
  { flag: 'canUpdate', verb: 'Update' },
  { flag: 'canDelete', verb: 'Delete' },
];

type Row = RolePermissionsModel['rows'][number];

export function HeadlessMatrix({ record }: { record: (event: string) => void }) {
  const { state, rows, roles, can, toggle, error } = useRolePermissions();
  const roleOf = (row: Row) => roles.find((role) => role.id === row.roleId);
  return (
    <section className="mt-6 rounded-lg border border-slate-300 p-4" data-state={state} data-testid="headless-matrix">
      <h2 className="text-lg font-semibold">Role matrix (partner markup)</h2>
      {toggle.error ? <p role="alert">{toggle.error.message}</p> : null}
      {state === 'ready' ? (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Domain</th>
              {flags.map(({ verb }) => (
                <th key={verb} scope="col">
                  {verb}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const role = roleOf(row);
              const name = role?.name ?? row.roleId;
              return (
                <tr key={row.id} data-row={`${name}:${row.domainName}`}>
                  <th scope="row">{name}</th>
                  <td>{row.domainName}</td>
                  {flags.map(({ flag, verb }) => (
                    <td key={flag}>
                      <input
                        type="checkbox"
                        className="size-4 accent-sky-700"
                        aria-label={`${verb} ${row.domainName} for ${name}`}
                        checked={row[flag]}
                        disabled={!role || !can.edit(role)}
                        onChange={(event) =>
                          toggle.run(
                            { row, changes: { [flag]: event.target.checked } },
                            { onSuccess: (saved) => record(`h:permission:${name}:${row.domainName}:${flag}:${saved[flag]}`) },
                          )
                        }
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>{error?.message ?? state}</p>
      )}
    </section>
  );
}
