import type { AiDocumentKind } from '@okr/contract';

/** Markdown when it has a heading or a list, else plain text. */
export function kindOfText(text: string): AiDocumentKind {
  return /^\s{0,3}#{1,6}\s+\S/m.test(text) || /^\s{0,3}[-*+]\s+\S/m.test(text) ? 'md' : 'txt';
}

/** What an uploaded file is by its bytes (PDF, DOCX, Markdown or text), or null when none of them. */
export function kindOfFile(bytes: Uint8Array): AiDocumentKind | null {
  if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'docx';
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('\u0000') || text.length === 0 ? null : kindOfText(text);
  } catch {
    return null;
  }
}

/** The media type the API stores for a kind. */
export function mimeTypeOf(kind: AiDocumentKind): string {
  return kind === 'pdf'
    ? 'application/pdf'
    : kind === 'docx'
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : kind === 'md'
        ? 'text/markdown; charset=utf-8'
        : 'text/plain; charset=utf-8';
}
