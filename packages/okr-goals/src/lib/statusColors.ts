import type { InitiativeStatus, ObjectiveStatus, TaskStatus } from '@okr/contract';

type Color = 'blue' | 'green' | 'gray' | 'amber' | 'red' | 'iris';

export const objectiveStatusColor: Record<ObjectiveStatus, Color> = {
  Active: 'blue',
  Completed: 'green',
  Cancelled: 'gray',
  'On Hold': 'amber',
};

export const initiativeStatusColor: Record<InitiativeStatus, Color> = {
  'To Start': 'gray',
  'In Progress': 'blue',
  Finished: 'green',
  'At Risk': 'red',
};

export const taskStatusColor: Record<TaskStatus, Color> = {
  'To Do': 'gray',
  'In Progress': 'blue',
  Completed: 'green',
  'At Risk': 'red',
};

/** The same colours as CSS variables, for charts. */
export const chartColor = (color: Color) => `var(--${color}-9)`;
