import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import type { MouseEvent } from 'react';
import { useGoalsT } from '../lib/useGoalsT';

export interface ReportsPlanTeaserProps {
  /** Where the plans are (the settings' Billing tab). */
  plansHref?: string;
  onNavigate?: (href: string) => void;
}

/** The shape of a progress chart, drawn without data: what the reports look like, no numbers. */
function Sketch() {
  return (
    <svg className="okr-report-sketch" viewBox="0 0 320 120" aria-hidden="true" focusable="false">
      <path d="M10 110 L310 10" className="okr-report-sketch-expected" />
      <path d="M10 110 H70 V92 H130 V80 H190 V58 H250 V52 H310" className="okr-report-sketch-progress" />
      {[
        [70, 92],
        [130, 80],
        [190, 58],
        [250, 52],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="4" className="okr-report-sketch-point" />
      ))}
    </svg>
  );
}

/**
 * What a Free organization meets: what the reports hold, an illustration without figures (never
 * made-up numbers dressed as its own), and the way to Billing.
 */
export function ReportsPlanTeaser({ plansHref = '/app/settings?tab=billing', onNavigate }: ReportsPlanTeaserProps) {
  const t = useGoalsT();
  const open = (event: MouseEvent) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(plansHref);
  };
  return (
    <Flex direction="column" gap="4" className="okr-reports-teaser" data-state="plan">
      <Callout.Root color="iris" variant="surface">
        <Flex direction="column" gap="2" align="start">
          <Callout.Text weight="bold">{t('goals.reports.plan.title')}</Callout.Text>
          <Callout.Text>{t('goals.reports.plan.body')}</Callout.Text>
          <Button asChild size="2">
            <a href={plansHref} onClick={open}>
              {t('goals.reports.plan.cta')}
            </a>
          </Button>
        </Flex>
      </Callout.Root>
      <div className="okr-reports-teaser-grid">
        <figure className="okr-reports-teaser-card">
          <Sketch />
          <figcaption>
            <Text size="1" color="gray">
              {t('goals.reports.plan.illustration')}
            </Text>
          </figcaption>
        </figure>
        <div>
          <Heading as="h2" size="3" mb="2">
            {t('goals.reports.plan.includes')}
          </Heading>
          <ul className="okr-reports-teaser-list">
            <li>{t('goals.reports.plan.progress')}</li>
            <li>{t('goals.reports.plan.coverage')}</li>
            <li>{t('goals.reports.plan.lists')}</li>
            <li>{t('goals.reports.plan.export')}</li>
          </ul>
        </div>
      </div>
    </Flex>
  );
}
