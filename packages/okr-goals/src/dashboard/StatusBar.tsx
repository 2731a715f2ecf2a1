import { Flex, Text } from '@radix-ui/themes';

export interface StatusBarSegment {
  key: string;
  label: string;
  value: number;
  color: string;
}

/**
 * A stacked bar of counts by status with its legend. The legend carries the numbers as text, so the
 * bar itself is decorative for assistive technology.
 */
export function StatusBar({ segments, label }: { segments: StatusBarSegment[]; label: string }) {
  const total = segments.reduce((sum, s) => sum + s.value, 0);
  let x = 0;
  return (
    <Flex direction="column" gap="2" className="okr-status-bar" role="group" aria-label={label}>
      <svg viewBox="0 0 100 8" width="100%" height="12" preserveAspectRatio="none" aria-hidden="true" className="okr-status-bar-svg">
        <rect x="0" y="0" width="100" height="8" rx="2" fill="var(--gray-a3)" />
        {total > 0
          ? segments.map((s) => {
              const width = (s.value / total) * 100;
              const rect = <rect key={s.key} x={x} y="0" width={width} height="8" fill={s.color} />;
              x += width;
              return rect;
            })
          : null}
      </svg>
      <ul className="okr-legend">
        {segments.map((s) => (
          <li key={s.key}>
            <span className="okr-legend-swatch" style={{ background: s.color }} aria-hidden="true" />
            <Text size="2">{s.label}</Text>
            <Text size="2" weight="bold">
              {s.value}
            </Text>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
