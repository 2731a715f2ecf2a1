import type { EmailLanguage, WeekItem, WeekItemKind } from '@okr/contract';

/** The words of the weekly digest in each language; values are plain text (escaped by the renderer). */
export interface DigestCopy {
  subject: (count: number) => string;
  greeting: (name: string) => string;
  intro: (count: number) => string;
  kind: Record<WeekItemKind, string>;
  due: (item: WeekItem, today: string) => string;
  more: (count: number) => string;
  openWeek: string;
  footer: string;
  unsubscribe: string;
}

export const digestCopy: Record<EmailLanguage, DigestCopy> = {
  en: {
    subject: (count) => (count === 1 ? 'Your week on OKR: 1 thing needs you' : `Your week on OKR: ${count} things need you`),
    greeting: (name) => `Hello ${name},`,
    intro: (count) => (count === 1 ? 'This needs you this week, most urgent first:' : `These ${count} things need you this week, most urgent first:`),
    kind: {
      check_in_due: 'Check-in due',
      key_result_behind: 'Key result behind',
      task_at_risk: 'Task at risk',
      task_due: 'Task due',
      initiative_attention: 'Initiative needs attention',
    },
    due: (item, today) => (item.dueDate === null ? '' : item.dueDate < today ? `overdue since ${item.dueDate}` : item.dueDate === today ? 'due today' : `due ${item.dueDate}`),
    more: (count) => `…and ${count} more.`,
    openWeek: 'Open My week',
    footer: 'You receive this email every Monday because the weekly digest is on in your profile.',
    unsubscribe: 'Stop these emails',
  },
  es: {
    subject: (count) => (count === 1 ? 'Tu semana en OKR: 1 cosa te necesita' : `Tu semana en OKR: ${count} cosas te necesitan`),
    greeting: (name) => `Hola, ${name}:`,
    intro: (count) => (count === 1 ? 'Esto te necesita esta semana, lo más urgente primero:' : `Estas ${count} cosas te necesitan esta semana, lo más urgente primero:`),
    kind: {
      check_in_due: 'Check-in pendiente',
      key_result_behind: 'Resultado clave atrasado',
      task_at_risk: 'Tarea en riesgo',
      task_due: 'Tarea por vencer',
      initiative_attention: 'Iniciativa que requiere atención',
    },
    due: (item, today) => (item.dueDate === null ? '' : item.dueDate < today ? `vencida desde el ${item.dueDate}` : item.dueDate === today ? 'vence hoy' : `vence el ${item.dueDate}`),
    more: (count) => `…y ${count} más.`,
    openWeek: 'Abrir Mi semana',
    footer: 'Recibes este correo cada lunes porque el resumen semanal está activado en tu perfil.',
    unsubscribe: 'No recibir más estos correos',
  },
};
