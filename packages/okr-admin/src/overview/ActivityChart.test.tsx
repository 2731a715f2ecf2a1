import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityChart } from './ActivityChart';

describe('ActivityChart', () => {
  it('is one image named by its title and described in words', () => {
    const points = [
      { date: '2026-01-01', count: 0 },
      { date: '2026-01-02', count: 4 },
    ];
    render(
      <ActivityChart
        locale="en"
        title="Last 90 days"
        description="Sign-ups: 4 over the last 90 days."
        series={[{ label: 'Sign-ups', color: 'blue', points }]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Last 90 days Sign-ups: 4 over the last 90 days.' });
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(2);
    expect(screen.getByText('4')).toBeInTheDocument();
  });
});
