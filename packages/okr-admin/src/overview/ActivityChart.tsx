import { Box, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';

export interface ChartSeries {
  label: string;
  /** CSS color of the line. */
  color: string;
  points: { date: string; count: number }[];
}

export interface ActivityChartProps {
  series: ChartSeries[];
  /** A sentence per series for assistive technology (the chart is an image with this description). */
  description: string;
  title: string;
  locale: string;
}

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 24, left: 36 };

/** Lines of daily counts over the same days, in plain SVG (no chart library): an image with a text description. */
export function ActivityChart({ series, description, title, locale }: ActivityChartProps) {
  const id = useId();
  const days = series[0]?.points ?? [];
  const max = Math.max(1, ...series.flatMap((line) => line.points.map((point) => point.count)));
  const x = (index: number) => PAD.left + (index * (WIDTH - PAD.left - PAD.right)) / Math.max(1, days.length - 1);
  const y = (count: number) => PAD.top + (1 - count / max) * (HEIGHT - PAD.top - PAD.bottom);
  const label = (date: string | undefined) =>
    date ? new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(date)) : '';
  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        style={{ display: 'block', maxHeight: 240 }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max * share)} y2={y(max * share)} stroke="var(--gray-5)" strokeDasharray={share ? '4 4' : undefined} />
            <text x={PAD.left - 6} y={y(max * share) + 4} textAnchor="end" fontSize="11" fill="var(--gray-11)">
              {Math.round(max * share)}
            </text>
          </g>
        ))}
        {series.map((line) => (
          <polyline
            key={line.label}
            fill="none"
            stroke={line.color}
            strokeWidth="2"
            strokeLinejoin="round"
            points={line.points.map((point, index) => `${x(index)},${y(point.count)}`).join(' ')}
          />
        ))}
        <text x={PAD.left} y={HEIGHT - 6} fontSize="11" fill="var(--gray-11)">
          {label(days[0]?.date)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} fontSize="11" textAnchor="end" fill="var(--gray-11)">
          {label(days.at(-1)?.date)}
        </text>
      </svg>
      <Flex gap="4" mt="2" wrap="wrap" aria-hidden="true">
        {series.map((line) => (
          <Flex key={line.label} align="center" gap="2">
            <span style={{ width: 12, height: 3, background: line.color, display: 'inline-block', borderRadius: 2 }} />
            <Text size="1" color="gray">
              {line.label}
            </Text>
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}
