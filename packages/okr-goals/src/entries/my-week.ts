// Entry point `@okr/goals/my-week`.
export { MyWeek } from '../week/MyWeek';
export type { MyWeekProps, WeekGrouping } from '../week/MyWeek';
export { MyWeekView } from '../week/MyWeekView';
export type { MyWeekViewProps, MyWeekViewSlots } from '../week/MyWeekView';
export { useMyWeek } from '../week/useMyWeek';
export type { MyWeekModel } from '../week/useMyWeek';
