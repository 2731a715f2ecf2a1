import type { EmailLanguage } from '@okr/contract';
import type { EmailContent } from '../email/emailTemplates';

type Copy = (values: { name: string; link: string; newEmail?: string }) => EmailContent;

/**
 * The emails about a person's own account, in English and Spanish: the link that verifies a new
 * account's address, the link to a new address, and the notices to the user (password changed,
 * a change of address asked for). Values are inserted as text; `renderEmail` escapes them.
 */
export const accountEmailCopy: Record<'verify' | 'change' | 'passwordChanged' | 'emailChangeRequested', Record<EmailLanguage, Copy>> = {
  verify: {
    en: ({ name, link }) => ({
      subject: 'Verify your OKR email address',
      greeting: `Hello ${name},`,
      paragraphs: ['Confirm that this address is yours with the button below. The link works once, for 24 hours.', 'If you did not create an OKR account, ignore this email.'],
      action: { label: 'Verify my email', url: link },
      footer: 'You receive this email because an OKR account was created with this address.',
    }),
    es: ({ name, link }) => ({
      subject: 'Verifica tu dirección de correo de OKR',
      greeting: `Hola, ${name}:`,
      paragraphs: ['Confirma que esta dirección es tuya con el botón de abajo. El enlace funciona una vez, durante 24 horas.', 'Si no creaste una cuenta de OKR, ignora este correo.'],
      action: { label: 'Verificar mi correo', url: link },
      footer: 'Recibes este correo porque se creó una cuenta de OKR con esta dirección.',
    }),
  },
  change: {
    en: ({ name, link }) => ({
      subject: 'Confirm your new OKR email address',
      greeting: `Hello ${name},`,
      paragraphs: ['You asked to sign in to OKR with this address from now on. Confirm it with the button below. The link works once, for one hour.', 'If it was not you, ignore this email: nothing changes.'],
      action: { label: 'Confirm my new email', url: link },
      footer: 'You receive this email because an OKR account asked to use this address.',
    }),
    es: ({ name, link }) => ({
      subject: 'Confirma tu nueva dirección de correo de OKR',
      greeting: `Hola, ${name}:`,
      paragraphs: ['Pediste entrar en OKR con esta dirección a partir de ahora. Confírmala con el botón de abajo. El enlace funciona una vez, durante una hora.', 'Si no fuiste tú, ignora este correo: nada cambia.'],
      action: { label: 'Confirmar mi nuevo correo', url: link },
      footer: 'Recibes este correo porque una cuenta de OKR pidió usar esta dirección.',
    }),
  },
  passwordChanged: {
    en: ({ name, link }) => ({
      subject: 'Your OKR password was changed',
      greeting: `Hello ${name},`,
      paragraphs: ['The password of your OKR account was just changed, and every other session was signed out.', 'If it was not you, choose a new password at once with the button below.'],
      action: { label: 'Reset my password', url: link },
      footer: 'You receive this email because the password of this OKR account changed.',
    }),
    es: ({ name, link }) => ({
      subject: 'Se cambió tu contraseña de OKR',
      greeting: `Hola, ${name}:`,
      paragraphs: ['Se acaba de cambiar la contraseña de tu cuenta de OKR y se cerraron todas las demás sesiones.', 'Si no fuiste tú, elige ya una contraseña nueva con el botón de abajo.'],
      action: { label: 'Restablecer mi contraseña', url: link },
      footer: 'Recibes este correo porque cambió la contraseña de esta cuenta de OKR.',
    }),
  },
  emailChangeRequested: {
    en: ({ name, link, newEmail }) => ({
      subject: 'A change of your OKR email address was asked for',
      greeting: `Hello ${name},`,
      paragraphs: [`Someone signed in to your OKR account asked to use ${newEmail ?? ''} instead of this address. It changes only once the link sent there is opened.`, 'If it was not you, change your password with the button below.'],
      action: { label: 'Reset my password', url: link },
      footer: 'You receive this email because it is the address of this OKR account.',
    }),
    es: ({ name, link, newEmail }) => ({
      subject: 'Se pidió cambiar tu dirección de correo de OKR',
      greeting: `Hola, ${name}:`,
      paragraphs: [`Alguien con sesión en tu cuenta de OKR pidió usar ${newEmail ?? ''} en lugar de esta dirección. Solo cambia cuando se abra el enlace enviado allí.`, 'Si no fuiste tú, cambia tu contraseña con el botón de abajo.'],
      action: { label: 'Restablecer mi contraseña', url: link },
      footer: 'Recibes este correo porque es la dirección de esta cuenta de OKR.',
    }),
  },
};
