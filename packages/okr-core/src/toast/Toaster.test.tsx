import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OkrProvider } from '../provider/OkrProvider';
import { useToast } from './useToast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.error('Error al iniciar sesión')}>fail</button>
      <button onClick={() => toast.success('Role created successfully')}>ok</button>
    </>
  );
}

describe('Toaster', () => {
  it('announces errors as alerts and successes as status, and can be dismissed', async () => {
    const user = userEvent.setup();
    render(
      <OkrProvider apiBaseUrl="/api">
        <Trigger />
      </OkrProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error al iniciar sesión');
    expect(screen.getByRole('status')).toHaveTextContent('Role created successfully');
    await user.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
