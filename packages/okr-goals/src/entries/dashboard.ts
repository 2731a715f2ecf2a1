// Entry point `@okr/goals/dashboard`.
export { GoalsDashboard } from '../dashboard/GoalsDashboard';
export type { GoalsDashboardProps } from '../dashboard/GoalsDashboard';
