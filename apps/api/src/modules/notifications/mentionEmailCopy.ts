import { MENTION_EMAIL_BATCH_MINUTES } from '@okr/contract';
import type { EmailLanguage } from '@okr/contract';
import type { EmailContent } from '../email/emailTemplates';

export interface MentionLine {
  author: string;
  title: string;
  organization: string;
}

/** The mentions email, in English and Spanish: who mentioned the reader where, one line each. */
export function mentionEmailCopy(language: EmailLanguage, firstName: string, mentions: readonly MentionLine[], url: string): EmailContent {
  const n = mentions.length;
  if (language === 'es') {
    return {
      subject: n === 1 ? `${mentions[0]!.author} te mencionó en OKR` : `Te mencionaron ${n} veces en OKR`,
      greeting: firstName ? `Hola ${firstName}:` : 'Hola:',
      paragraphs: [n === 1 ? 'Te mencionaron en un comentario:' : 'Te mencionaron en estos comentarios:', ...mentions.map((m) => `- ${m.author} en ${m.title} (${m.organization})`)],
      action: { label: 'Ver las notificaciones', url },
      footer: `Como mucho un correo de menciones cada ${MENTION_EMAIL_BATCH_MINUTES} minutos. Puedes desactivarlo en las preferencias de notificaciones.`,
    };
  }
  return {
    subject: n === 1 ? `${mentions[0]!.author} mentioned you on OKR` : `You were mentioned ${n} times on OKR`,
    greeting: firstName ? `Hello ${firstName},` : 'Hello,',
    paragraphs: [n === 1 ? 'You were mentioned in a comment:' : 'You were mentioned in these comments:', ...mentions.map((m) => `- ${m.author} on ${m.title} (${m.organization})`)],
    action: { label: 'See your notifications', url },
    footer: `At most one mentions email every ${MENTION_EMAIL_BATCH_MINUTES} minutes. You can turn it off in your notification preferences.`,
  };
}
