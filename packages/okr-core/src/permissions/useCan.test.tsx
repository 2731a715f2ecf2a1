import { render, screen } from '@testing-library/react';
import { effectivePermissions } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { OkrProvider } from '../provider/OkrProvider';
import { Can } from './Can';
import { useCan } from './useCan';

const editorLike = effectivePermissions([
  {
    roleType: 'Editor',
    category: 'Custom',
    rows: [{ domainName: 'objectives', canCreate: true, canRead: true, canUpdate: false, canDelete: false }],
  },
]);

function Probe() {
  const can = useCan();
  return (
    <ul>
      <li>create objectives: {String(can('objectives', 'create'))}</li>
      <li>update objectives: {String(can('objectives', 'update'))}</li>
      <li>read settings: {String(can('settings', 'read'))}</li>
    </ul>
  );
}

describe('useCan and Can', () => {
  it('answer from the effective flags of the current organization', () => {
    render(
      <OkrProvider apiBaseUrl="/api" initialSession={{ permissions: editorLike }}>
        <Probe />
        <Can domain="objectives" action="create">
          <button type="button">New objective</button>
        </Can>
        <Can domain="objectives" action="delete" fallback={<span>Deleting needs objectives.delete</span>}>
          <button type="button">Delete</button>
        </Can>
      </OkrProvider>,
    );
    expect(screen.getByText('create objectives: true')).toBeInTheDocument();
    expect(screen.getByText('update objectives: false')).toBeInTheDocument();
    expect(screen.getByText('read settings: false')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New objective' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText('Deleting needs objectives.delete')).toBeInTheDocument();
  });

  it('allows nothing before the flags are known', () => {
    render(
      <OkrProvider apiBaseUrl="/api" initialSession={{}}>
        <Probe />
      </OkrProvider>,
    );
    expect(screen.getByText('create objectives: false')).toBeInTheDocument();
  });
});
