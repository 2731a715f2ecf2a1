import type { EmailLanguage } from '@okr/contract';
import { escapeHtml } from '../email/escapeHtml';

const copy = {
  en: {
    title: 'Weekly digest',
    confirm: 'Stop the weekly digest email for this account?',
    button: 'Stop the weekly digest',
    done: 'Done: you will no longer receive the weekly digest. You can turn it back on in your profile.',
  },
  es: {
    title: 'Resumen semanal',
    confirm: '¿Dejar de recibir el resumen semanal en esta cuenta?',
    button: 'Dejar de recibir el resumen',
    done: 'Listo: ya no recibirás el resumen semanal. Puedes volver a activarlo en tu perfil.',
  },
} as const;

/**
 * The page a person sees from the digest's link, without signing in. GET only asks (mail scanners
 * follow links: a GET never changes anything); its button POSTs to the same address.
 */
export function unsubscribePage(language: EmailLanguage, state: { done: boolean; action: string }): string {
  const words = copy[language];
  const body = state.done
    ? `<p>${escapeHtml(words.done)}</p>`
    : `<p>${escapeHtml(words.confirm)}</p>
<form method="post" action="${escapeHtml(state.action)}"><button type="submit" style="font:inherit;padding:10px 18px;border-radius:6px;border:0;background:#3e63dd;color:#fff;font-weight:600">${escapeHtml(words.button)}</button></form>`;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title></head>
<body style="margin:0;padding:24px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1c2024">
<main style="max-width:480px;margin:48px auto"><h1 style="font-size:20px">${escapeHtml(words.title)}</h1>
${body}
</main>
</body>
</html>
`;
}
