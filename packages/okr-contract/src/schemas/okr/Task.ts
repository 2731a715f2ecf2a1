import { z } from 'zod';
import { Id, Text } from '../common';
import { TaskStatus } from '../enums';
import { DateOnly, Versioned, description, title, version } from './okrFields';

export const Task = z.object({
  ...Versioned,
  initiativeId: Id,
  title: Text,
  description: Text.nullable(),
  status: TaskStatus,
  assigneeId: Id.nullable(),
  dueDate: Text.nullable(),
});
export type Task = z.infer<typeof Task>;

const taskFields = {
  title,
  description: description.optional(),
  status: TaskStatus.optional(),
  assigneeId: Id.nullable().optional(),
  dueDate: DateOnly.nullable().optional(),
};

/** POST /initiatives/{id}/tasks: status To Do by default. */
export const CreateTaskRequest = z.strictObject(taskFields);
export type CreateTaskRequest = z.infer<typeof CreateTaskRequest>;

/** PATCH /tasks/{id}. */
export const UpdateTaskRequest = z.strictObject({ ...taskFields, title: title.optional(), version: version.optional() });
export type UpdateTaskRequest = z.infer<typeof UpdateTaskRequest>;
