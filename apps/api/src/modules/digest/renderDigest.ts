import type { EmailLanguage, WeekItem } from '@okr/contract';
import { escapeHtml } from '../email/escapeHtml';
import { digestCopy } from './digestCopy';

/** The digest lists this many items at most; the rest are one link away (My week). */
export const DIGEST_ITEMS_SHOWN = 20;

export interface DigestInput {
  language: EmailLanguage;
  firstName: string;
  items: WeekItem[];
  /** The recipient's today (their time zone), for "due today" / "overdue". */
  today: string;
  appUrl: string;
  unsubscribeUrl: string;
}

/**
 * The weekly digest's subject, plain text and HTML: the same items as `GET /me/week` with their
 * organization and a link each into the app, a link to My week, and the unsubscribe link. Every
 * value is escaped in the HTML; inline styles only; no remote assets.
 */
export function renderDigest({ language, firstName, items, today, appUrl, unsubscribeUrl }: DigestInput): { subject: string; text: string; html: string; link: string } {
  const copy = digestCopy[language];
  const shown = items.slice(0, DIGEST_ITEMS_SHOWN);
  const rest = items.length - shown.length;
  const weekUrl = `${appUrl}/app/week`;
  const line = (item: WeekItem) => [copy.kind[item.kind], copy.due(item, today)].filter(Boolean).join(', ');
  const text = [
    copy.greeting(firstName),
    '',
    copy.intro(items.length),
    '',
    ...shown.flatMap((item) => [`- ${item.title} (${item.organization.name})`, `  ${line(item)}`, `  ${appUrl}${item.href}`, '']),
    ...(rest > 0 ? [copy.more(rest), ''] : []),
    `${copy.openWeek}: ${weekUrl}`,
    '',
    '—',
    copy.footer,
    `${copy.unsubscribe}: ${unsubscribeUrl}`,
    '',
  ].join('\n');
  const subject = copy.subject(items.length);
  const rows = shown
    .map(
      (item) => `<li style="margin:0 0 14px"><a href="${escapeHtml(`${appUrl}${item.href}`)}" style="color:#3e63dd;font-weight:600;text-decoration:none">${escapeHtml(item.title)}</a>
<div style="font-size:13px;color:#60646c">${escapeHtml(item.organization.name)} · ${escapeHtml(line(item))}</div></li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1c2024">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:16px;margin:0 0 16px">${escapeHtml(copy.greeting(firstName))}</p>
<p style="font-size:15px;line-height:1.5;margin:0 0 16px">${escapeHtml(copy.intro(items.length))}</p>
<ul style="padding-left:20px;margin:0 0 16px;font-size:15px;line-height:1.4">
${rows}
</ul>
${rest > 0 ? `<p style="font-size:14px;margin:0 0 16px">${escapeHtml(copy.more(rest))}</p>\n` : ''}<p style="margin:24px 0"><a href="${escapeHtml(weekUrl)}" style="display:inline-block;background:#3e63dd;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(copy.openWeek)}</a></p>
<p style="font-size:12px;color:#60646c;margin:0">${escapeHtml(copy.footer)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#60646c">${escapeHtml(copy.unsubscribe)}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html, link: weekUrl };
}
