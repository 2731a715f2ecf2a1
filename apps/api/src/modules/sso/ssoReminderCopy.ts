import type { EmailLanguage } from '@okr/contract';
import type { EmailContent } from '../email/emailTemplates';

/**
 * The email `POST /auth/forgot-password` sends instead of a reset link when the person's domain
 * enforces single sign-on: there is no password to reset, only the way to sign in.
 */
export const ssoReminderCopy: Record<EmailLanguage, (values: { name: string; link: string }) => EmailContent> = {
  en: ({ name, link }) => ({
    subject: 'Sign in to OKR with single sign-on',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone asked to reset the password of your OKR account. Your organization signs you in with single sign-on, so there is no OKR password to reset.',
      'Open the sign-in page, enter your email and choose "Continue with single sign-on". If you did not ask for this, ignore this email.',
    ],
    action: { label: 'Go to the sign-in page', url: link },
    footer: 'You receive this email because a password reset was requested for this address.',
  }),
  es: ({ name, link }) => ({
    subject: 'Inicia sesión en OKR con inicio de sesión único',
    greeting: `Hola, ${name}:`,
    paragraphs: [
      'Alguien pidió restablecer la contraseña de tu cuenta de OKR. Tu organización te hace iniciar sesión con inicio de sesión único, así que no hay contraseña de OKR que restablecer.',
      'Abre la página de inicio de sesión, escribe tu correo y elige «Continuar con inicio de sesión único». Si no lo pediste tú, ignora este correo.',
    ],
    action: { label: 'Ir a la página de inicio de sesión', url: link },
    footer: 'Recibes este correo porque se pidió restablecer la contraseña de esta dirección.',
  }),
};
