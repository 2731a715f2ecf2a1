import { AI_UPLOAD_MAX_BYTES } from '@okr/contract';
import { CreateAiDocumentRequest } from '@okr/contract/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/AppError';
import { titleFromFileName } from './documentService';

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${AI_UPLOAD_MAX_BYTES / 1024 / 1024} MiB. Split it into smaller files.`);

/** A 400 naming one field of the upload. */
export const validation = (field: string, message: string) => new AppError('VALIDATION_ERROR', message, [{ field, message }]);

/** The multipart form `readUpload` reads, for the OpenAPI document (the handler checks it itself). */
export const UploadForm = z.strictObject({
  file: z.file().describe('The document: PDF, DOCX, Markdown or UTF-8 text, recognised from its bytes'),
  title: z.string().min(1).max(200).optional().describe("Else the file's base name"),
});

export interface Upload {
  title: string;
  bytes: Uint8Array;
  fromFile: boolean;
}

/** The upload's title and bytes, multipart (field `file`, optional `title`) or JSON `{ title, content }`. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (request.isMultipart()) {
    let title: string | undefined;
    let file: { name: string; bytes: Buffer } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw validation(part.fieldname, 'Send one file, in the field "file"');
        }
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw error;
        }
        if (part.file.truncated) throw tooLarge();
        file = { name: part.filename, bytes };
      } else if (part.fieldname === 'title') {
        title = String(part.value ?? '').trim();
      } else {
        throw validation(part.fieldname, 'Unknown field');
      }
    }
    if (!file) throw validation('file', 'Required: the document, in the field "file"');
    if (title !== undefined && (title.length < 1 || title.length > 200)) throw validation('title', 'Between 1 and 200 characters');
    return { title: title || titleFromFileName(file.name), bytes: file.bytes, fromFile: true };
  }
  const parsed = CreateAiDocumentRequest.safeParse(request.body ?? {});
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));
    throw new AppError('VALIDATION_ERROR', 'Validation failed', details);
  }
  const bytes = Buffer.from(parsed.data.content, 'utf8');
  if (bytes.length > AI_UPLOAD_MAX_BYTES) throw tooLarge();
  return { title: parsed.data.title, bytes, fromFile: false };
}
