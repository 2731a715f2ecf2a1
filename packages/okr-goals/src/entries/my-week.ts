// Entry point `@okr/goals/my-week`.
export { MyWeek } from '../week/MyWeek';
export type { MyWeekProps, WeekGrouping } from '../week/MyWeek';
