import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField';

describe('FormField', () => {
  it('names the input by its label and leaves a valid field undescribed', () => {
    render(<FormField label="Full name" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('announces the hint and the error with the input and marks it invalid', () => {
    render(<FormField id="pw" label="Password" type="password" hint="At least 8 characters." error="Too short" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('id', 'pw');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short At least 8 characters.');
  });

  it('gives each field its own id when none is passed', () => {
    render(
      <>
        <FormField label="First" />
        <FormField label="Second" />
      </>,
    );
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
  });
});
