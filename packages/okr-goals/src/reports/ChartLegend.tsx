import { useGoalsT } from '../lib/useGoalsT';

/** The chart's key in HTML (uPlot's own legend is off): the same names as the table's columns. */
export function ChartLegend({ keyResult }: { keyResult: boolean }) {
  const t = useGoalsT();
  const items = [
    { key: 'progress', label: t('goals.reports.series.progress') },
    { key: 'expected', label: t('goals.reports.series.expected') },
    ...(keyResult
      ? [
          { key: 'check-ins', label: t('goals.reports.series.checkIns') },
          { key: 'confidence', label: t('goals.reports.legend.confidence') },
        ]
      : []),
  ];
  return (
    <ul className="okr-report-legend" aria-hidden="true">
      {items.map((item) => (
        <li key={item.key}>
          <span className={`okr-report-swatch okr-report-swatch-${item.key}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
