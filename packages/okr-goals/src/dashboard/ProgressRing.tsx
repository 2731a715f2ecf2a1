export interface ProgressRingProps {
  value: number;
  label: string;
  size?: number;
}

/** A ring showing a percentage, named for assistive technology ("Average progress: 46%"). */
export function ProgressRing({ value, label, size = 96 }: ProgressRingProps) {
  const stroke = 10;
  const r = (size - stroke) / 2;
  const c = 2 * Math.PI * r;
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} className="okr-ring">
      <circle cx={size / 2} cy={size / 2} r={r} fill="none" stroke="var(--gray-a4)" strokeWidth={stroke} />
      <circle
        cx={size / 2}
        cy={size / 2}
        r={r}
        fill="none"
        stroke="var(--accent-9)"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeDasharray={`${(clamped / 100) * c} ${c}`}
        transform={`rotate(-90 ${size / 2} ${size / 2})`}
      />
      <text x="50%" y="50%" dominantBaseline="central" textAnchor="middle" className="okr-ring-text" aria-hidden="true">
        {Math.round(clamped)}%
      </text>
    </svg>
  );
}
