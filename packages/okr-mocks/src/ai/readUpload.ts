import { AI_UPLOAD_MAX_BYTES } from '@okr/contract';
import type { AiDocumentKind } from '@okr/contract';
import { CreateAiDocumentRequest } from '@okr/contract/schemas';
import { fail, readBody } from '../lib/routeKit';
import { kindOfFile, kindOfText } from './kindOfFile';

export interface Upload {
  title: string;
  kind: AiDocumentKind | null;
  size: number;
  /** The text of a Markdown or plain-text upload ('' for PDF and DOCX). */
  text: string;
}

const TOO_LARGE = 'The file is larger than 10 MiB. Split it into smaller files.';

/** An upload as the API reads it: a multipart `file` (and `title`), or a JSON `{ title, content }`. */
export async function readUpload(request: Request): Promise<Upload> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    const file = form.get('file');
    if (!(file instanceof File)) return fail('VALIDATION_ERROR', 'Required: the document, in the field "file"', [{ field: 'file', message: 'Required: the document, in the field "file"' }]);
    if (file.size > AI_UPLOAD_MAX_BYTES) return fail('PAYLOAD_TOO_LARGE', TOO_LARGE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = kindOfFile(bytes);
    const named = String(form.get('title') ?? '').trim();
    const title = named || file.name.split(/[\\/]/).pop()!.replace(/\.[^.]{1,8}$/, '') || 'Untitled document';
    return { title, kind, size: bytes.length, text: kind === 'md' || kind === 'txt' ? new TextDecoder().decode(bytes) : '' };
  }
  const body = await readBody(request, CreateAiDocumentRequest);
  if (new TextEncoder().encode(body.content).length > AI_UPLOAD_MAX_BYTES) return fail('PAYLOAD_TOO_LARGE', TOO_LARGE);
  return { title: body.title, text: body.content, kind: kindOfText(body.content), size: new TextEncoder().encode(body.content).length };
}
