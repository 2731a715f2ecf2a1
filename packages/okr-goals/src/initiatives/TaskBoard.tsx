import { Badge, Button, Card, Flex, Grid, Heading, IconButton, Select, Text } from '@radix-ui/themes';
import { DATE_MAX, DATE_MIN, isoDay, taskStatuses } from '@okr/contract';
import type { Task, TaskStatus } from '@okr/contract';
import { ErrorState, FormField, getErrorMessage, OKR_ROOT_CLASS, SelectField, useCan, useLocale } from '@okr/core';
import { memo, useState } from 'react';
import { isConflict } from '../lib/errors';
import { formatDay } from '../lib/format';
import { memberName, useMembers } from '../lib/members';
import { ConflictNotice } from '../lib/Notices';
import { taskStatusColor } from '../lib/statusColors';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import { useCreateTask, useDeleteTask, useUpdateTask } from './api';

export interface TaskBoardProps {
  initiativeId: string;
  tasks: readonly Task[];
}

interface TaskItemProps {
  task: Task;
  assignee?: string;
  canUpdate: boolean;
  canDelete: boolean;
  onMove: (task: Task, status: TaskStatus) => void;
  onDelete: (task: Task) => void;
}

const TaskItem = /* @__PURE__ */ memo(function TaskItem({ task, assignee, canUpdate, canDelete, onMove, onDelete }: TaskItemProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const enumLabel = useEnumLabel();
  const overdue = task.dueDate !== null && task.status !== 'Completed' && task.dueDate < isoDay();
  return (
    <Card size="1" className="okr-task" data-status={task.status}>
      <Flex direction="column" gap="2">
        <Flex justify="between" gap="2" align="start">
          <Text size="2" weight="medium" className="okr-task-title">
            {task.title}
          </Text>
          {canDelete ? (
            <IconButton size="1" variant="ghost" color="gray" aria-label={t('goals.task.deleteNamed', { title: task.title })} onClick={() => onDelete(task)}>
              <svg width="12" height="12" viewBox="0 0 15 15" aria-hidden="true">
                <path d="M4 4l7 7M11 4l-7 7" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
              </svg>
            </IconButton>
          ) : null}
        </Flex>
        <Flex gap="1" wrap="wrap" align="center">
          <Text size="1" color="gray">
            {assignee ?? t('goals.task.unassigned')}
          </Text>
          {task.dueDate ? (
            <Text size="1" color={overdue ? 'red' : 'gray'}>
              · {overdue ? t('goals.task.overdue', { date: formatDay(task.dueDate, locale) }) : formatDay(task.dueDate, locale)}
            </Text>
          ) : null}
        </Flex>
        {canUpdate ? (
          <Select.Root size="1" value={task.status} onValueChange={(status) => onMove(task, status as TaskStatus)}>
            <Select.Trigger aria-label={t('goals.task.statusOf', { title: task.title })} variant="soft" color={taskStatusColor[task.status]} />
            <Select.Content position="popper" className={OKR_ROOT_CLASS}>
              {taskStatuses.map((status) => (
                <Select.Item key={status} value={status}>
                  {enumLabel(status)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        ) : (
          <Badge highContrast color={taskStatusColor[task.status]} variant="soft" style={{ alignSelf: 'start' }}>
            {enumLabel(task.status)}
          </Badge>
        )}
      </Flex>
    </Card>
  );
});

function AddTaskForm({ initiativeId }: { initiativeId: string }) {
  const t = useGoalsT();
  const { members } = useMembers();
  const [title, setTitle] = useState('');
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const [dueDate, setDueDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateTask(initiativeId, {
    onCreated: () => {
      setTitle('');
      setDueDate('');
    },
  });
  return (
    <form
      className="okr-add-task"
      aria-label={t('goals.task.addLabel')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim()) {
          setError(t('goals.validation.titleRequired'));
          return;
        }
        setError(undefined);
        create.mutate({ title: title.trim(), assigneeId, dueDate: dueDate || null });
      }}
    >
      <Grid columns={{ initial: '1', sm: '3fr 2fr 2fr auto' }} gap="2" align="end">
        <FormField label={t('goals.task.title')} value={title} onChange={(e) => setTitle(e.target.value)} error={error} placeholder={t('goals.task.titlePlaceholder')} />
        <SelectField
          label={t('goals.task.assignee')}
          value={assigneeId}
          onChange={setAssigneeId}
          options={members.map((m) => ({ value: m.id, label: memberName(m) }))}
          noneLabel={t('goals.task.unassigned')}
        />
        <FormField label={t('goals.task.dueDate')} type="date" min={DATE_MIN} max={DATE_MAX} value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        <Button type="submit" loading={create.isPending}>
          {t('goals.task.add')}
        </Button>
      </Grid>
      {create.isError ? <ErrorState message={getErrorMessage(create.error, t('goals.common.saveError'))} /> : null}
    </form>
  );
}

/** The initiative's tasks in four columns, one per status; a task moves with its status menu. */
export function TaskBoard({ initiativeId, tasks }: TaskBoardProps) {
  const t = useGoalsT();
  const enumLabel = useEnumLabel();
  const can = useCan();
  const { names } = useMembers();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const canUpdate = can('initiatives', 'update');
  const canDelete = can('initiatives', 'delete');
  const onMove = (task: Task, status: TaskStatus) => update.mutate({ id: task.id, status, version: task.version });
  const onDelete = (task: Task) => remove.mutate(task.id);
  return (
    <Flex direction="column" gap="3" className="okr-task-board">
      {can('initiatives', 'create') ? <AddTaskForm initiativeId={initiativeId} /> : null}
      {/* A stale version (409) gets the edit flows' notice; the board refetches and shows their version. */}
      {update.isError ? (
        isConflict(update.error) ? (
          <ConflictNotice message={t('goals.conflict.task')} />
        ) : (
          <ErrorState message={getErrorMessage(update.error, t('goals.common.saveError'))} />
        )
      ) : null}
      <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="3">
        {taskStatuses.map((status) => {
          const column = tasks.filter((task) => task.status === status);
          return (
            <section key={status} className="okr-task-column" data-status={status} aria-labelledby={`col-${initiativeId}-${status.replace(/\s/g, '')}`}>
              <Flex justify="between" align="center" mb="2">
                <Heading as="h3" size="2" id={`col-${initiativeId}-${status.replace(/\s/g, '')}`}>
                  <Badge highContrast color={taskStatusColor[status]} variant="soft" size="2">
                    {enumLabel(status)}
                  </Badge>
                </Heading>
                <Text size="1" color="gray">
                  {column.length}
                </Text>
              </Flex>
              <Flex direction="column" gap="2">
                {column.map((task) => (
                  <TaskItem
                    key={task.id}
                    task={task}
                    assignee={task.assigneeId ? names.get(task.assigneeId) : undefined}
                    canUpdate={canUpdate}
                    canDelete={canDelete}
                    onMove={onMove}
                    onDelete={onDelete}
                  />
                ))}
                {column.length === 0 ? (
                  <Text size="1" color="gray" className="okr-task-empty">
                    {t('goals.task.noneInColumn')}
                  </Text>
                ) : null}
              </Flex>
            </section>
          );
        })}
      </Grid>
    </Flex>
  );
}
