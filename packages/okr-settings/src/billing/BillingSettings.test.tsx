import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSettings } from '../testing/renderWithSettings';
import { BillingSettings } from './BillingSettings';

describe('BillingSettings', () => {
  it("shows the spec's static plan, usage, payment and card", () => {
    const { container } = renderWithSettings(<BillingSettings />);
    const text = container.textContent ?? '';
    expect(screen.getByRole('heading', { name: 'Professional Plan' })).toBeInTheDocument();
    expect(text).toContain('$49');
    expect(text).toContain('per month per user');
    expect(text).toContain('3 of 10');
    expect(text).toContain('8 of 50');
    expect(text).toContain('15 Feb 2025');
    expect(text).toContain('•••• •••• •••• 4242');
    expect(text).toContain('Expires 12/26');
    expect(screen.getByText('Primary')).toBeInTheDocument();
    for (const name of ['Update Plan', 'View Payment History', 'Update Payment Method']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
