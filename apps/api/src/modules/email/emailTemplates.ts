import type { EmailKind, EmailLanguage } from '@okr/contract';
import { escapeHtml } from './escapeHtml';

/** What an email says: a greeting, paragraphs, one button with its link, a closing note. Plain values only. */
export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}

type Copy = (values: Record<string, string>) => EmailContent;

/**
 * Every email in English and Spanish. Values (names, organization names) are inserted as text and
 * escaped for the HTML part by `renderEmail`; no remote assets, no tracking.
 */
// The account's own emails (verification, change of address, notices) are in auth/accountEmailCopy.ts.
export const emailCopy: Record<Exclude<EmailKind, 'weekly_digest' | 'email_verification' | 'email_change' | 'account_notice' | 'mention_digest'>, Record<EmailLanguage, Copy>> = {
  invitation: {
    en: ({ inviter, organization, role, link, days }) => ({
      subject: `${inviter} invited you to ${organization} on OKR`,
      greeting: 'Hello,',
      paragraphs: [
        `${inviter} invited you to join ${organization} on OKR as ${role}.`,
        `Accept with the button below. The link works once and expires in ${days} days. If you do not have an account yet, you can create one with this email address.`,
        'If you did not expect this invitation, ignore this email.',
      ],
      action: { label: 'Accept the invitation', url: link! },
      footer: `You receive this email because ${inviter} invited this address to ${organization}.`,
    }),
    es: ({ inviter, organization, role, link, days }) => ({
      subject: `${inviter} te invitó a ${organization} en OKR`,
      greeting: 'Hola:',
      paragraphs: [
        `${inviter} te invitó a unirte a ${organization} en OKR como ${role}.`,
        `Acepta con el botón de abajo. El enlace funciona una vez y caduca en ${days} días. Si aún no tienes cuenta, puedes crearla con esta dirección de correo.`,
        'Si no esperabas esta invitación, ignora este correo.',
      ],
      action: { label: 'Aceptar la invitación', url: link! },
      footer: `Recibes este correo porque ${inviter} invitó a esta dirección a ${organization}.`,
    }),
  },
  password_reset: {
    en: ({ name, link }) => ({
      subject: 'Reset your OKR password',
      greeting: `Hello ${name},`,
      paragraphs: [
        'Someone asked to reset the password of your OKR account. If it was you, choose a new password with the button below. The link works once, for one hour.',
        'If it was not you, ignore this email: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: link! },
      footer: 'You receive this email because a password reset was requested for this address.',
    }),
    es: ({ name, link }) => ({
      subject: 'Restablece tu contraseña de OKR',
      greeting: `Hola, ${name}:`,
      paragraphs: [
        'Alguien pidió restablecer la contraseña de tu cuenta de OKR. Si fuiste tú, elige una contraseña nueva con el botón de abajo. El enlace funciona una vez, durante una hora.',
        'Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
      ],
      action: { label: 'Elegir una contraseña nueva', url: link! },
      footer: 'Recibes este correo porque se pidió restablecer la contraseña de esta dirección.',
    }),
  },
  webhook_disabled: {
    en: ({ organization, url, failures, link }) => ({
      subject: `A webhook of ${organization} was disabled`,
      greeting: 'Hello,',
      paragraphs: [
        `The webhook endpoint ${url} of ${organization} failed ${failures} times in a row, so OKR stopped sending events to it.`,
        'Check that the endpoint is up and answers with a 2xx status, then enable it again in Settings, Integrations. Its deliveries log shows the last errors.',
      ],
      action: { label: 'Open the integrations', url: link! },
      footer: `You receive this email because you are an administrator of ${organization}.`,
    }),
    es: ({ organization, url, failures, link }) => ({
      subject: `Se desactivó un webhook de ${organization}`,
      greeting: 'Hola:',
      paragraphs: [
        `El endpoint de webhook ${url} de ${organization} falló ${failures} veces seguidas, así que OKR dejó de enviarle eventos.`,
        'Comprueba que el endpoint funciona y responde con un estado 2xx y vuelve a activarlo en Configuración, Integraciones. Su registro de entregas muestra los últimos errores.',
      ],
      action: { label: 'Abrir las integraciones', url: link! },
      footer: `Recibes este correo porque administras ${organization}.`,
    }),
  },
};

/** The plain-text and HTML parts of an email (inline styles only: mail clients drop style sheets). */
export function renderEmail(content: EmailContent, language: EmailLanguage): { subject: string; text: string; html: string } {
  const text = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, '']), `${content.action.label}: ${content.action.url}`, '', '—', content.footer, ''].join('\n');
  const url = escapeHtml(content.action.url);
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1c2024">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:16px;margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#3e63dd;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#60646c;word-break:break-all;margin:0 0 24px">${url}</p>
<p style="font-size:12px;color:#60646c;margin:0">${escapeHtml(content.footer)}</p>
</div>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}
