// The partner's own members table, built only on `@okr/settings/headless` (no Radix, no CSS, no
// strings of ours): plain HTML with the same permission answers and the server's own errors.
import { fieldErrorsOf } from '@okr/core/headless';
import { useMembers } from '@okr/settings/headless';
import type { MembersModel } from '@okr/settings/headless';
import { useState } from 'react';
import type { FormEvent } from 'react';

type Member = MembersModel['members'][number];
type RoleType = 'Admin' | 'Editor' | 'Viewer';

function RoleSelect({ member, model, record }: { member: Member; model: MembersModel; record: (event: string) => void }) {
  const { roles, can, changeRoles } = model;
  // The Application role of each type stands for it (the member's strongest role is `roleType`).
  const applicationRoles = (roles ?? []).filter((role) => role.category === 'Application');
  const current = applicationRoles.find((role) => role.roleType === member.roleType)?.id ?? '';
  return (
    <select
      aria-label={`Role of ${member.email}`}
      value={current}
      disabled={!can.changeRole(member) || changeRoles.isPending || applicationRoles.length === 0}
      onChange={(event) =>
        changeRoles.run(
          { member, roleIds: [event.target.value] },
          { onSuccess: (held) => record(`h:roles:${member.email}:${held.map((role) => role.name).join(',')}`) },
        )
      }
    >
      {applicationRoles.map((role) => (
        <option key={role.id} value={role.id}>
          {role.name}
        </option>
      ))}
    </select>
  );
}

function InviteForm({ model, record }: { model: MembersModel; record: (event: string) => void }) {
  const [email, setEmail] = useState('');
  const [roleType, setRoleType] = useState<RoleType>('Editor');
  const { invite } = model;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.run({ email, roleType }, { onSuccess: (invitation) => record(`h:invited:${invitation.email}:${invitation.roleType}`) });
  };
  return (
    <form onSubmit={submit} className="flex gap-2" aria-label="Invite someone">
      <input type="email" aria-label="Invite email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <select aria-label="Invite role" value={roleType} onChange={(event) => setRoleType(event.target.value as RoleType)}>
        <option>Admin</option>
        <option>Editor</option>
        <option>Viewer</option>
      </select>
      <button type="submit" disabled={invite.isPending}>
        Invite
      </button>
      {/* The server's words on the field when it names one ("Validation failed" alone says nothing). */}
      {invite.error ? <p role="alert">{fieldErrorsOf(invite.error).email ?? invite.error.message}</p> : null}
    </form>
  );
}

export function HeadlessMembers({ record }: { record: (event: string) => void }) {
  const model = useMembers();
  const { state, members, can, remove, changeRoles } = model;
  return (
    <section className="partner-members p-4" data-state={state} data-testid="headless-members">
      <h2>Team (partner markup)</h2>
      {can.invite ? <InviteForm model={model} record={record} /> : null}
      {changeRoles.error ? <p role="alert">{changeRoles.error.message}</p> : null}
      {remove.error ? <p role="alert">{remove.error.message}</p> : null}
      {state === 'ready' ? (
        <table className="w-full">
          <tbody>
            {members.map((member) => (
              <tr key={member.id} data-member={member.email}>
                <th scope="row">{member.email}</th>
                <td>{member.membershipType}</td>
                <td>
                  <RoleSelect member={member} model={model} record={record} />
                </td>
                <td>
                  {can.remove(member) ? (
                    <button
                      type="button"
                      disabled={remove.isPending}
                      onClick={() => remove.run(member, { onSuccess: () => record(`h:removed:${member.email}`) })}
                    >
                      Remove {member.email}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{state}</p>
      )}
    </section>
  );
}
