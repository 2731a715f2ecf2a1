import type { AiDocumentKind } from '@okr/contract';

export type Detected = { kind: AiDocumentKind; mimeType: string } | { kind: null; reason: string };

const mimeOf: Record<AiDocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

const unsupported =
  'Unsupported file type: upload a PDF, a Word document (.docx), Markdown or plain text (UTF-8).';

/** Markdown by its content: a heading, a list or a link, as people write notes. */
function looksLikeMarkdown(text: string): boolean {
  return /^\s{0,3}#{1,6}\s+\S/m.test(text) || /^\s{0,3}[-*+]\s+\S/m.test(text) || /\[[^\]]+\]\([^)]+\)/.test(text);
}

/** Text without a magic number: strict UTF-8 with no NUL (binary files have them). */
export function textKindOf(bytes: Uint8Array): Detected {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { kind: null, reason: `${unsupported} This file is neither a known format nor UTF-8 text.` };
  }
  if (text.includes('\u0000')) return { kind: null, reason: `${unsupported} This file holds binary data.` };
  const kind: AiDocumentKind = looksLikeMarkdown(text) ? 'md' : 'txt';
  return { kind, mimeType: mimeOf[kind] };
}

/** What a file is, from its bytes only (never its name or declared type): pdf and docx by magic number. */
export async function detectKind(bytes: Uint8Array): Promise<Detected> {
  if (bytes.length === 0) return { kind: null, reason: 'The file is empty.' };
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf') return { kind: 'pdf', mimeType: mimeOf.pdf };
  if (type?.ext === 'docx') return { kind: 'docx', mimeType: mimeOf.docx };
  if (type) return { kind: null, reason: `${unsupported} This file is ${type.ext.toUpperCase()} (${type.mime}).` };
  return textKindOf(bytes);
}

export const textMimeOf = (kind: AiDocumentKind) => mimeOf[kind];
