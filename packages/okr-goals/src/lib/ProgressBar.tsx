import { memo } from 'react';

export interface ProgressBarProps {
  value: number;
  /** What the bar measures, for assistive technology ("Progress of Grow revenue"). */
  label: string;
  /** The time-elapsed line (0..100), drawn as a tick. */
  expected?: number | null;
  tone?: 'accent' | 'green' | 'amber' | 'red' | 'gray';
}

/** A thin accessible progress bar with its value; colour follows the tone. */
export const ProgressBar = /* @__PURE__ */ memo(function ProgressBar({ value, label, expected, tone = 'accent' }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <span className="okr-progress">
      <span
        className="okr-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped)}
      >
        <span className={`okr-progress-fill okr-tone-${tone}`} style={{ width: `${clamped}%` }} />
        {expected != null ? <span className="okr-progress-expected" style={{ left: `${Math.min(100, expected)}%` }} /> : null}
      </span>
      <span className="okr-progress-value">{Math.round(clamped)}%</span>
    </span>
  );
});

/** Green when done or on track, amber when lagging, red when well behind. */
export function progressTone(progress: number, expected?: number | null): ProgressBarProps['tone'] {
  if (progress >= 100) return 'green';
  if (expected == null) return 'accent';
  if (progress + 10 < expected) return 'red';
  if (progress < expected) return 'amber';
  return 'green';
}
