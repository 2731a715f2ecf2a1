import type { AiDocumentKind } from '@okr/contract';

/** A run of text under one heading on one page: the unit chunks never cross. */
export interface Section {
  page: number | null;
  heading: string | null;
  text: string;
}

export interface Extracted {
  pageCount: number | null;
  sections: Section[];
}

/** A failure the uploader can act on; its message is stored on the document as is. */
export class ExtractionFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionFailure';
  }
}

/** More extracted text than this is refused: split the document. */
export const MAX_TEXT_CHARS = 4_000_000;
export const MAX_PAGES = 2_000;

/** Private-use characters the highlighter uses as markers: never kept in indexed text. */
const markers = /[\uE000\uE001]/g;
// Control characters other than tab and newline (extraction leaves some from fonts).
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function cleanText(text: string): string {
  return text.replace(markers, '').replace(controls, ' ').replace(/\r\n?/g, '\n');
}

/**
 * A heading with the headings it sits under ("Travel policy (en español) › Vuelos"), so a chunk
 * keeps the words of its whole outline; `path` holds the current outline and is updated.
 */
function headingPath(path: string[], level: number, text: string): string {
  path.length = Math.min(path.length, level - 1);
  while (path.length < level - 1) path.push('');
  path.push(text);
  return path.filter(Boolean).join(' › ');
}

/** Markdown: one section per heading (`#` to `######`); the text keeps its paragraphs. */
export function markdownSections(source: string): Section[] {
  const sections: Section[] = [];
  let heading: string | null = null;
  const path: string[] = [];
  let lines: string[] = [];
  let inFence = false;
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text || heading) sections.push({ page: null, heading, text });
    lines = [];
  };
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (match?.[1] && match[2]) {
      flush();
      heading = headingPath(path, match[1].length, match[2].trim());
    } else {
      lines.push(line.replace(/^\s{0,3}[-*+]\s+/, '• ').replace(/[*_`]{1,3}([^*_`]+)[*_`]{1,3}/g, '$1'));
    }
  }
  flush();
  return sections.filter((section) => section.text.length > 0);
}

/** Plain text: one section; paragraphs are split by the chunker. */
export function textSections(source: string): Section[] {
  const text = source.trim();
  return text ? [{ page: null, heading: null, text }] : [];
}

/**
 * A PDF page's text as pdf.js gives it (lines separated by newlines): a short line without final
 * punctuation followed by more text starts a section, as a heading would.
 */
export function pdfPageSections(page: number, pageText: string): Section[] {
  const sections: Section[] = [];
  let heading: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text) sections.push({ page, heading, text });
    lines = [];
  };
  const all = pageText.split('\n').map((line) => line.trim());
  all.forEach((line, index) => {
    const next = all.slice(index + 1).find(Boolean);
    const looksLikeHeading =
      line.length > 0 &&
      line.length <= 70 &&
      !/[.,;:!?]$/.test(line) &&
      /^[\p{Lu}\d¿¡]/u.test(line) &&
      line.split(/\s+/).length <= 10 &&
      next !== undefined &&
      (lines.length === 0 || lines[lines.length - 1] === '' || /[.!?:]$/.test(lines[lines.length - 1] ?? ''));
    if (looksLikeHeading) {
      flush();
      heading = line;
    } else lines.push(line);
  });
  flush();
  return sections;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name] ?? whole;
    })
    .trim();

/** Mammoth's HTML of a DOCX: one section per heading; paragraphs, list items and table rows kept apart. */
export function htmlSections(html: string): Section[] {
  const sections: Section[] = [];
  let heading: string | null = null;
  const path: string[] = [];
  let blocks: string[] = [];
  const flush = () => {
    const text = blocks.join('\n\n').trim();
    if (text) sections.push({ page: null, heading, text });
    blocks = [];
  };
  const blockPattern = /<(h[1-6]|p|li|tr)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  for (const match of html.matchAll(blockPattern)) {
    const tag = (match[1] ?? '').toLowerCase();
    const inner = match[2] ?? '';
    if (tag.startsWith('h')) {
      flush();
      const text = decode(inner);
      if (text) heading = headingPath(path, Number(tag.slice(1)), text);
    } else if (tag === 'tr') {
      const cells = [...inner.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/gi)].map((cell) => decode(cell[1] ?? ''));
      const row = cells.filter(Boolean).join(' | ');
      if (row) blocks.push(row);
    } else {
      const text = decode(inner);
      if (text) blocks.push(tag === 'li' ? `• ${text}` : text);
    }
  }
  flush();
  return sections;
}

/** Turns a document's bytes into sections; throws `ExtractionFailure` with an actionable reason. */
export async function extractSections(kind: AiDocumentKind, bytes: Uint8Array): Promise<Extracted> {
  const extracted = await extractByKind(kind, bytes);
  const total = extracted.sections.reduce((sum, section) => sum + section.text.length, 0);
  if (total > MAX_TEXT_CHARS) {
    throw new ExtractionFailure(
      `Too large: the document holds more than ${MAX_TEXT_CHARS.toLocaleString('en')} characters of text. Split it into smaller files.`,
    );
  }
  const sections = extracted.sections
    .map((section) => ({ ...section, text: cleanText(section.text).trim(), heading: section.heading && cleanText(section.heading).trim() }))
    .filter((section) => /[\p{L}\p{N}]/u.test(section.text));
  if (sections.length === 0) {
    throw new ExtractionFailure(
      kind === 'pdf'
        ? 'No text found: this PDF looks scanned (pages are images). Upload a PDF with selectable text, or run it through OCR first.'
        : 'No text found: the document is empty.',
    );
  }
  return { pageCount: extracted.pageCount, sections };
}

async function extractByKind(kind: AiDocumentKind, bytes: Uint8Array): Promise<Extracted> {
  if (kind === 'md' || kind === 'txt') {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    return { pageCount: null, sections: kind === 'md' ? markdownSections(text) : textSections(text) };
  }
  if (kind === 'pdf') return extractPdf(bytes);
  return extractDocx(bytes);
}

async function extractPdf(bytes: Uint8Array): Promise<Extracted> {
  const { getDocumentProxy, extractText } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(bytes);
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new ExtractionFailure('Encrypted: this PDF is protected by a password. Save a copy without the password and upload that.');
    }
    throw new ExtractionFailure(
      'Unreadable PDF: the file is damaged or not a complete PDF. Export it again from its original application and upload the new file.',
    );
  }
  if (pdf.numPages > MAX_PAGES) {
    throw new ExtractionFailure(`Too large: the PDF has ${pdf.numPages} pages (at most ${MAX_PAGES}). Split it into smaller files.`);
  }
  const { text } = await extractText(pdf, { mergePages: false });
  const sections = text.flatMap((pageText, index) => pdfPageSections(index + 1, pageText));
  return { pageCount: pdf.numPages, sections };
}

async function extractDocx(bytes: Uint8Array): Promise<Extracted> {
  const mammoth = (await import('mammoth')).default;
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }));
  } catch {
    throw new ExtractionFailure(
      'Unreadable DOCX: the file is damaged or not a Word document. Save it again as .docx from Word or LibreOffice and upload the new file.',
    );
  }
  return { pageCount: null, sections: htmlSections(html) };
}
