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

const WIDTH = 900;
const HEIGHT = 200;

/**
 * Lines of daily counts over the same days, in plain SVG (no chart library): an image with a text
 * description. The drawing stretches to any width; its labels are text beside it, so they stay
 * readable on a phone.
 */
export function ActivityChart({ series, description, title, locale }: ActivityChartProps) {
  const id = useId();
  const days = series[0]?.points ?? [];
  const max = Math.max(1, ...series.flatMap((line) => line.points.map((point) => point.count)));
  const x = (index: number) => (index * WIDTH) / Math.max(1, days.length - 1);
  const y = (count: number) => 4 + (1 - count / max) * (HEIGHT - 8);
  const label = (date: string | undefined) =>
    date ? new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(date)) : '';
  return (
    <Box>
      <Flex gap="2">
        <Flex direction="column" justify="between" align="end" aria-hidden="true" style={{ height: 180 }}>
          <Text size="1" color="gray">
            {max}
          </Text>
          <Text size="1" color="gray">
            0
          </Text>
        </Flex>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height="180"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          style={{ display: 'block', flex: 1, minWidth: 0 }}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {[0, 0.5, 1].map((share) => (
            <line
              key={share}
              x1={0}
              x2={WIDTH}
              y1={y(max * share)}
              y2={y(max * share)}
              stroke="var(--gray-5)"
              strokeDasharray={share ? '4 4' : undefined}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {series.map((line) => (
            <polyline
              key={line.label}
              fill="none"
              stroke={line.color}
              strokeWidth="2"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              points={line.points.map((point, index) => `${x(index)},${y(point.count)}`).join(' ')}
            />
          ))}
        </svg>
      </Flex>
      <Flex justify="between" mt="1" aria-hidden="true" style={{ paddingLeft: 24 }}>
        <Text size="1" color="gray">
          {label(days[0]?.date)}
        </Text>
        <Text size="1" color="gray">
          {label(days.at(-1)?.date)}
        </Text>
      </Flex>
      <Flex gap="4" mt="3" wrap="wrap" aria-hidden="true">
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
