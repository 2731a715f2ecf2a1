import type {
  DeliverableStatus,
  ImpactCategory,
  InitiativeStatus,
  MetricType,
  ObjectiveStatus,
  ObjectiveType,
  OperationalArea,
  StrategicAxis,
  TaskStatus,
} from '../okr';
import type { DemoOrganizationKey, DemoUserKey } from './demoDescription';

// The OKR content of the demo (Acme Corp, on the Pro plan): a quarter under way. Dates are days
// relative to the day the data is seeded (`demoDay`), so the quarter is always half-way through
// and the dashboard's time-elapsed line has something to say. A key result's current value is
// its last check-in's (else its start value); progress comes from the contract's maths.

export interface DemoCheckIn {
  daysAgo: number;
  value: number;
  confidence: number;
  note: string | null;
  author: DemoUserKey;
}

export interface DemoKeyResult {
  /** Unique within the description; initiatives point at it. */
  key: string;
  title: string;
  metricType: MetricType;
  startValue: number;
  targetValue: number;
  unit: string | null;
  weight: number;
  deliverableStatus: DeliverableStatus;
  owner: DemoUserKey;
  /** Days from the seed day, null without a due date. */
  dueOffset: number | null;
  /** Oldest first. */
  checkIns: DemoCheckIn[];
}

export interface DemoObjective {
  key: string;
  title: string;
  description: string;
  type: ObjectiveType;
  impactCategory: ImpactCategory;
  operationalArea: OperationalArea;
  strategicAxis: StrategicAxis;
  status: ObjectiveStatus;
  owner: DemoUserKey;
  /** Key of the objective it aligns under. */
  parent: string | null;
  startOffset: number;
  endOffset: number;
  keyResults: DemoKeyResult[];
}

export interface DemoTask {
  title: string;
  status: TaskStatus;
  assignee: DemoUserKey | null;
  dueOffset: number | null;
}

export interface DemoInitiative {
  name: string;
  description: string;
  status: InitiativeStatus;
  owner: DemoUserKey;
  objectives: string[];
  keyResults: string[];
  startOffset: number;
  endOffset: number;
  tasks: DemoTask[];
}

export interface DemoOkr {
  organization: DemoOrganizationKey;
  objectives: DemoObjective[];
  initiatives: DemoInitiative[];
}

/** `YYYY-MM-DD` of `today` (a `YYYY-MM-DD`) moved by `offset` days. */
export function demoDay(today: string, offset: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The quarter: started 45 days before the seed day, ends 45 days after. */
const Q = { start: -45, end: 45 };

const ci = (daysAgo: number, value: number, confidence: number, author: DemoUserKey, note: string | null = null): DemoCheckIn => ({
  daysAgo,
  value,
  confidence,
  note,
  author,
});

type KeyResultInput = Omit<DemoKeyResult, 'unit' | 'weight' | 'deliverableStatus' | 'dueOffset' | 'checkIns'> &
  Partial<Pick<DemoKeyResult, 'unit' | 'weight' | 'deliverableStatus' | 'dueOffset' | 'checkIns'>>;
const kr = (input: KeyResultInput): DemoKeyResult => ({
  unit: null,
  weight: 1,
  deliverableStatus: 'Pending',
  dueOffset: null,
  checkIns: [],
  ...input,
});

export const demoOkr: DemoOkr = {
  organization: 'acme',
  objectives: [
    {
      key: 'dach',
      title: 'Expand into the DACH market',
      description: 'Win our first serious foothold in Germany, Austria and Switzerland this quarter.',
      type: 'Strategic',
      impactCategory: 'Growth',
      operationalArea: 'Sales',
      strategicAxis: 'Regional Expansion',
      status: 'Active',
      owner: 'admin',
      parent: null,
      startOffset: Q.start,
      endOffset: Q.end,
      keyResults: [
        kr({
          key: 'dach-customers',
          title: 'Sign 40 new customers in Germany, Austria and Switzerland',
          metricType: 'Numeric',
          startValue: 0,
          targetValue: 40,
          unit: 'customers',
          weight: 2,
          owner: 'admin',
          checkIns: [
            ci(35, 4, 8, 'admin', 'Two pilots converted after the Munich roadshow.'),
            ci(21, 11, 7, 'admin'),
            ci(7, 17, 6, 'editor', 'Austria is slower than planned; Germany on track.'),
          ],
        }),
        kr({
          key: 'dach-pipeline',
          title: 'Build €1.2M of qualified pipeline in DACH',
          metricType: 'Numeric',
          startValue: 0,
          targetValue: 1_200_000,
          unit: '€',
          owner: 'editor',
          checkIns: [ci(28, 310_000, 7, 'editor'), ci(14, 520_000, 7, 'editor'), ci(3, 705_000, 8, 'editor', 'Two enterprise deals entered proposal stage.')],
        }),
        kr({
          key: 'dach-office',
          title: 'Open the Munich sales office',
          metricType: 'Binary',
          startValue: 0,
          targetValue: 1,
          owner: 'admin',
          dueOffset: 30,
          checkIns: [ci(20, 0, 5, 'admin', 'Lease negotiation is stuck on the notice period.')],
        }),
      ],
    },
    {
      key: 'onboarding',
      title: 'Make onboarding effortless',
      description: 'New customers reach their first result in days, not weeks, without talking to us.',
      type: 'Tactical',
      impactCategory: 'UX',
      operationalArea: 'Product',
      strategicAxis: 'Customer Experience',
      status: 'Active',
      owner: 'editor',
      parent: 'retention',
      startOffset: Q.start,
      endOffset: Q.end,
      keyResults: [
        kr({
          key: 'onboarding-completion',
          title: 'Raise onboarding completion from 62% to 85%',
          metricType: 'Percentage',
          startValue: 62,
          targetValue: 85,
          unit: '%',
          owner: 'editor',
          checkIns: [ci(30, 66, 7, 'editor'), ci(16, 72, 8, 'editor', 'The checklist lifted step 3 completion by 9 points.'), ci(2, 77, 8, 'editor')],
        }),
        kr({
          key: 'onboarding-ttv',
          title: 'Cut time to first value from 14 to 5 days',
          metricType: 'Numeric',
          startValue: 14,
          targetValue: 5,
          unit: 'days',
          owner: 'editor',
          checkIns: [ci(25, 12, 6, 'editor'), ci(9, 9, 6, 'editor')],
        }),
        kr({
          key: 'onboarding-checklist',
          title: 'Ship the guided setup checklist',
          metricType: 'Binary',
          startValue: 0,
          targetValue: 1,
          deliverableStatus: 'Delivered',
          owner: 'editor',
          dueOffset: -10,
          checkIns: [ci(12, 1, 10, 'editor', 'Live for all new workspaces.')],
        }),
      ],
    },
    {
      key: 'retention',
      title: 'Reduce churn among small-business customers',
      description: 'Keep the customers we win: find accounts at risk early and act before renewal.',
      type: 'Strategic',
      impactCategory: 'Growth',
      operationalArea: 'Operations',
      strategicAxis: 'Retention',
      status: 'Active',
      owner: 'admin',
      parent: null,
      startOffset: Q.start,
      endOffset: Q.end,
      keyResults: [
        kr({
          key: 'retention-churn',
          title: 'Lower monthly churn from 4.5% to 2.5%',
          metricType: 'Percentage',
          startValue: 4.5,
          targetValue: 2.5,
          unit: '%',
          weight: 2,
          owner: 'admin',
          checkIns: [ci(31, 4.3, 6, 'admin'), ci(17, 3.9, 6, 'admin'), ci(4, 3.8, 5, 'admin', 'Two large accounts left for budget reasons.')],
        }),
        kr({
          key: 'retention-reviews',
          title: 'Run 60 customer health reviews',
          metricType: 'Numeric',
          startValue: 0,
          targetValue: 60,
          unit: 'reviews',
          owner: 'editor',
          checkIns: [ci(22, 6, 5, 'editor'), ci(6, 13, 3, 'editor', 'Only two CSMs trained so far; we will miss this without help.')],
        }),
      ],
    },
    {
      key: 'close',
      title: 'Automate the month-end close',
      description: 'Finance closes the books in four working days with no spreadsheet copy-paste.',
      type: 'Tactical',
      impactCategory: 'Efficiency',
      operationalArea: 'Finance',
      strategicAxis: 'Automation',
      status: 'Active',
      owner: 'admin',
      parent: null,
      startOffset: Q.start,
      endOffset: Q.end,
      keyResults: [
        kr({
          key: 'close-days',
          title: 'Cut the close from 9 to 4 working days',
          metricType: 'Numeric',
          startValue: 9,
          targetValue: 4,
          unit: 'days',
          owner: 'admin',
          checkIns: [ci(30, 9, 7, 'admin'), ci(2, 8, 6, 'admin', 'Bank feeds are still manual.')],
        }),
        kr({
          key: 'close-reconciled',
          title: 'Reconcile 90% of transactions automatically',
          metricType: 'Percentage',
          startValue: 35,
          targetValue: 90,
          unit: '%',
          owner: 'admin',
          checkIns: [ci(24, 48, 7, 'admin'), ci(10, 61, 7, 'admin')],
        }),
      ],
    },
    {
      key: 'platform',
      title: 'Modernize the data platform',
      description: 'One warehouse, one orchestration tool, and no more nightly jobs on the old ETL server.',
      type: 'Strategic',
      impactCategory: 'Innovation',
      operationalArea: 'Tech',
      strategicAxis: 'Digital Transformation',
      status: 'Active',
      owner: 'editor',
      parent: null,
      startOffset: Q.start,
      endOffset: Q.end + 90,
      keyResults: [
        kr({
          key: 'platform-pipelines',
          title: 'Migrate 100% of pipelines to the new warehouse',
          metricType: 'Percentage',
          startValue: 0,
          targetValue: 100,
          unit: '%',
          owner: 'editor',
          checkIns: [ci(20, 10, 8, 'editor'), ci(5, 25, 8, 'editor')],
        }),
        kr({
          key: 'platform-legacy',
          title: 'Decommission the legacy ETL server',
          metricType: 'Binary',
          startValue: 0,
          targetValue: 1,
          owner: 'editor',
        }),
      ],
    },
    {
      key: 'quality',
      title: 'Ship with fewer defects',
      description: 'Customers should find fewer bugs than our test suite does.',
      type: 'Tactical',
      impactCategory: 'Quality',
      operationalArea: 'Tech',
      strategicAxis: 'Customer Experience',
      status: 'Active',
      owner: 'editor',
      parent: 'platform',
      startOffset: Q.start,
      endOffset: Q.end,
      keyResults: [
        kr({
          key: 'quality-defects',
          title: 'Reduce escaped defects from 30 to 10 a month',
          metricType: 'Numeric',
          startValue: 30,
          targetValue: 10,
          unit: 'defects',
          owner: 'editor',
          checkIns: [ci(29, 27, 7, 'editor'), ci(15, 21, 8, 'editor'), ci(1, 18, 8, 'editor')],
        }),
        kr({
          key: 'quality-coverage',
          title: 'Raise automated test coverage from 55% to 80%',
          metricType: 'Percentage',
          startValue: 55,
          targetValue: 80,
          unit: '%',
          owner: 'editor',
          checkIns: [ci(26, 58, 8, 'editor'), ci(8, 66, 8, 'editor')],
        }),
      ],
    },
    {
      key: 'energy',
      title: 'Cut office energy use',
      description: 'Smart thermostats and lighting in both offices.',
      type: 'Tactical',
      impactCategory: 'Sustainability',
      operationalArea: 'Operations',
      strategicAxis: 'Automation',
      status: 'Completed',
      owner: 'admin',
      parent: null,
      startOffset: Q.start,
      endOffset: -5,
      keyResults: [
        kr({
          key: 'energy-kwh',
          title: 'Reduce monthly energy use from 42 to 34 MWh',
          metricType: 'Numeric',
          startValue: 42,
          targetValue: 34,
          unit: 'MWh',
          owner: 'admin',
          checkIns: [ci(30, 39, 8, 'admin'), ci(8, 33.5, 10, 'admin', 'Target beaten after the lighting retrofit.')],
        }),
      ],
    },
    {
      key: 'brand',
      title: 'Build an employer brand engineers notice',
      description: 'Paused until the hiring freeze lifts.',
      type: 'Tactical',
      impactCategory: 'Growth',
      operationalArea: 'HR',
      strategicAxis: 'Retention',
      status: 'On Hold',
      owner: 'editor',
      parent: null,
      startOffset: Q.start,
      endOffset: Q.end,
      keyResults: [
        kr({
          key: 'brand-posts',
          title: 'Publish 12 engineering blog posts',
          metricType: 'Numeric',
          startValue: 0,
          targetValue: 12,
          unit: 'posts',
          owner: 'editor',
          checkIns: [ci(27, 3, 4, 'editor', 'On hold with the hiring freeze.')],
        }),
      ],
    },
  ],
  initiatives: [
    {
      name: 'DACH launch campaign',
      description: 'Localized site, a Munich team and a launch event in Berlin.',
      status: 'In Progress',
      owner: 'admin',
      objectives: ['dach'],
      keyResults: ['dach-customers', 'dach-office'],
      startOffset: Q.start,
      endOffset: Q.end,
      tasks: [
        { title: 'Localize the website into German', status: 'Completed', assignee: 'editor', dueOffset: -20 },
        { title: 'Hire two account executives in Munich', status: 'In Progress', assignee: 'admin', dueOffset: 15 },
        { title: 'Sign the Munich office lease', status: 'At Risk', assignee: 'admin', dueOffset: 5 },
        { title: 'Plan the Berlin launch event', status: 'To Do', assignee: 'editor', dueOffset: 30 },
      ],
    },
    {
      name: 'Guided setup checklist',
      description: 'A checklist in the product that walks new workspaces through setup.',
      status: 'Finished',
      owner: 'editor',
      objectives: ['onboarding'],
      keyResults: ['onboarding-checklist', 'onboarding-completion'],
      startOffset: Q.start,
      endOffset: -10,
      tasks: [
        { title: 'Design the checklist steps', status: 'Completed', assignee: 'editor', dueOffset: -35 },
        { title: 'Build the checklist component', status: 'Completed', assignee: 'editor', dueOffset: -20 },
        { title: 'Roll out to all new workspaces', status: 'Completed', assignee: 'admin', dueOffset: -12 },
      ],
    },
    {
      name: 'Customer health program',
      description: 'A health score for every account and a review before each renewal.',
      status: 'In Progress',
      owner: 'admin',
      objectives: ['retention'],
      keyResults: ['retention-reviews'],
      startOffset: Q.start,
      endOffset: Q.end,
      tasks: [
        { title: 'Define the account health score', status: 'Completed', assignee: 'admin', dueOffset: -25 },
        { title: 'Train the success team on health reviews', status: 'In Progress', assignee: 'editor', dueOffset: 7 },
        { title: 'Automate churn-risk alerts', status: 'At Risk', assignee: 'viewer', dueOffset: 2 },
        { title: 'Publish the renewal playbook', status: 'To Do', assignee: null, dueOffset: 25 },
      ],
    },
    {
      name: 'Warehouse migration',
      description: 'Move every pipeline to the new warehouse and switch off the old ETL server.',
      status: 'To Start',
      owner: 'editor',
      objectives: ['platform'],
      keyResults: ['platform-pipelines', 'platform-legacy'],
      startOffset: 10,
      endOffset: Q.end + 90,
      tasks: [
        { title: 'Inventory the current pipelines', status: 'To Do', assignee: 'editor', dueOffset: 20 },
        { title: 'Choose the orchestration tool', status: 'To Do', assignee: null, dueOffset: 35 },
      ],
    },
  ],
};
