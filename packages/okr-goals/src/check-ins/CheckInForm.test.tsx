import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@okr/mocks/testing';
import { keyResult, lastCheckIn, objective, referenceHandlers } from '../testing/okrFixtures';
import { renderGoals, sessions } from '../testing/renderGoals';
import { CheckInForm } from './CheckInForm';

const server = setupMswServer();
beforeEach(() => server.use(...referenceHandlers));

describe('CheckInForm', { timeout: 30_000 }, () => {
  it('shows the last check-in beside the form: value, confidence, note and author', () => {
    renderGoals(<CheckInForm keyResult={keyResult()} lastCheckIn={lastCheckIn} authorName="Ada Admin" />);
    const last = screen.getByRole('region', { name: 'Last check-in' });
    expect(last).toHaveTextContent('16 customers');
    expect(last).toHaveTextContent('Confidence 6/10');
    expect(last).toHaveTextContent('“Austria is slower than planned”');
    expect(last).toHaveTextContent('Ada Admin');
  });

  it('posts the new value, confidence and note and calls back with the moved key result', async () => {
    let body: unknown;
    server.use(
      http.post('/api/key-results/:id/check-ins', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { ...lastCheckIn, id: 'ci-2', value: 22, confidence: 8, note: 'Two deals signed', keyResult: keyResult({ currentValue: 22, progress: 55 }), objective: objective({ progress: 55 }) },
          { status: 201 },
        );
      }),
      http.get('/api/objectives', () => HttpResponse.json([])),
    );
    const onCheckIn = vi.fn();
    const user = userEvent.setup();
    renderGoals(<CheckInForm keyResult={keyResult()} lastCheckIn={lastCheckIn} onCheckIn={onCheckIn} />);
    const value = screen.getByLabelText('New value (customers)');
    await user.clear(value);
    await user.type(value, '22');
    fireEvent.change(screen.getByRole('slider', { name: 'Confidence' }), { target: { value: '8' } });
    await user.type(screen.getByLabelText('Note'), 'Two deals signed');
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    await vi.waitFor(() => expect(onCheckIn).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ value: 22, confidence: 8, note: 'Two deals signed' });
    expect(onCheckIn.mock.calls[0]?.[0]).toMatchObject({ keyResult: { currentValue: 22 } });
  });

  it('refuses a value that is not a number and sends nothing', async () => {
    const posted = vi.fn();
    server.use(http.post('/api/key-results/:id/check-ins', () => posted()));
    const user = userEvent.setup();
    renderGoals(<CheckInForm keyResult={keyResult()} lastCheckIn={null} />);
    expect(screen.getByRole('region', { name: 'Last check-in' })).toHaveTextContent('No check-ins yet.');
    const value = screen.getByLabelText('New value (customers)');
    await user.clear(value);
    await user.type(value, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(value).toHaveAccessibleDescription('Enter a number');
    expect(posted).not.toHaveBeenCalled();
  });

  it('shows the server message when the check-in fails', async () => {
    server.use(
      http.post('/api/key-results/:id/check-ins', () =>
        HttpResponse.json({ message: 'Missing permission: key_results create', code: 'FORBIDDEN' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderGoals(<CheckInForm keyResult={keyResult()} lastCheckIn={lastCheckIn} />);
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing permission: key_results create');
  });

  it('is read-only for a Viewer', () => {
    renderGoals(<CheckInForm keyResult={keyResult()} lastCheckIn={lastCheckIn} />, { session: sessions.viewer });
    expect(screen.queryByRole('button', { name: 'Save check-in' })).not.toBeInTheDocument();
    expect(screen.getByText('Your role can view check-ins but not add them.')).toBeInTheDocument();
  });
});
