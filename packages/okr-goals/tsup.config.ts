import { packageConfig } from '../../tsup.shared';

// One entry per embeddable screen, the host's route elements, plus the root.
export default packageConfig({
  index: 'src/index.ts',
  'objectives-list': 'src/objectives-list.ts',
  'objective-detail': 'src/objective-detail.ts',
  'initiatives-board': 'src/initiatives-board.ts',
  dashboard: 'src/dashboard.ts',
  'my-week': 'src/my-week.ts',
  'progress-report': 'src/progress-report.ts',
  'reports-page': 'src/reports-page.ts',
  'period-switcher': 'src/period-switcher.ts',
  routes: 'src/routes.tsx',
});
