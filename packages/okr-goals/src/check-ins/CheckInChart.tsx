import type { CheckIn } from '@okr/contract';
import { useId } from 'react';

export interface CheckInChartProps {
  /** Oldest first. */
  points: readonly Pick<CheckIn, 'value' | 'createdAt' | 'confidence'>[];
  startValue: number;
  targetValue: number;
  /** Text alternative: the chart is described by the table beside it. */
  label: string;
  width?: number;
  height?: number;
}

/** The value over time as a small line chart, with the target as a dashed line (plain SVG). */
export function CheckInChart({ points, startValue, targetValue, label, width = 320, height = 120 }: CheckInChartProps) {
  const titleId = useId();
  const pad = 8;
  const values = [startValue, targetValue, ...points.map((p) => p.value)];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const times = points.map((p) => Date.parse(p.createdAt));
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const x = (time: number, index: number) =>
    pad + (t1 > t0 ? ((time - t0) / (t1 - t0)) * (width - 2 * pad) : (index / Math.max(1, points.length - 1)) * (width - 2 * pad));
  const y = (value: number) => height - pad - ((value - min) / span) * (height - 2 * pad);
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(times[i] ?? 0, i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  return (
    <svg
      className="okr-checkin-chart"
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      role="img"
      aria-labelledby={titleId}
      preserveAspectRatio="none"
    >
      <title id={titleId}>{label}</title>
      <line x1={pad} x2={width - pad} y1={y(targetValue)} y2={y(targetValue)} className="okr-chart-target" />
      <line x1={pad} x2={width - pad} y1={y(startValue)} y2={y(startValue)} className="okr-chart-base" />
      {points.length > 1 ? <path d={line} className="okr-chart-line" fill="none" /> : null}
      {points.map((p, i) => (
        <circle key={i} cx={x(times[i] ?? 0, i)} cy={y(p.value)} r={3.5} className={p.confidence <= 3 ? 'okr-chart-dot okr-chart-dot-low' : 'okr-chart-dot'} />
      ))}
    </svg>
  );
}
