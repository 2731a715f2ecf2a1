import { errorStatus } from '@okr/contract';
import { UNSAFE_TEXT_MESSAGE } from '@okr/contract/schemas';
import type { ErrorBody, ErrorCode } from '@okr/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/AppError';
import { isUniqueViolation } from '../lib/isUniqueViolation';
import { multipartRefusal } from './multipartErrors';
import { validationDetails } from './validationDetails';

/** Codes for the 4xx statuses Fastify and its plugins raise on their own. */
const codeForStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type: send application/json',
  // Raised by the router before any route runs (see frameworkErrors): never echo the path back.
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
  FST_ERR_BAD_URL: 'Malformed URL',
  // @fastify/multipart's own refusals (the upload route turns a too-large file into its own 413).
  FST_PARTS_LIMIT: 'Too many parts in the multipart body',
  FST_FILES_LIMIT: 'Too many files in the multipart body',
  FST_FIELDS_LIMIT: 'Too many fields in the multipart body',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_PROTO_VIOLATION: 'A field name of the multipart body is not allowed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Unsupported Content-Type: send multipart/form-data',
  FST_INVALID_JSON_FIELD_ERROR: 'A field of the multipart body is not the JSON its Content-Type declares',
  FST_MP_PREMATURE_CLOSE: 'The multipart body ended early',
};

/** PostgreSQL's character_not_in_repertoire (22021) and untranslatable_character (22P05). */
const isInvalidTextError = (error: unknown) =>
  typeof error === 'object' && error !== null && ['22021', '22P05'].includes(String((error as { code?: unknown }).code));

function send(reply: FastifyReply, code: ErrorCode, message: string, details?: unknown): FastifyReply {
  const body: ErrorBody = details === undefined ? { message, code } : { message, code, details };
  return reply.code(errorStatus[code]).type('application/json').send(body);
}

/**
 * Every failure answers `{ message, code, details? }` (api-contract.md). Expected failures keep
 * their message; anything unexpected is logged and answers a bare 500 without internals.
 */
export function handleError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    reply.headers(error.headers);
    return send(reply, error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(
      reply,
      'VALIDATION_ERROR',
      'Validation failed',
      validationDetails(error.validation, error.validationContext),
    );
  }
  // Text the contract's `Text` should have refused (NUL, bytes with no UTF-8 form) reaching PostgreSQL
  // by some path that bypassed it: still the client's input, never a 500.
  if (isInvalidTextError(error)) return send(reply, 'VALIDATION_ERROR', UNSAFE_TEXT_MESSAGE);
  // A race that slipped past a service's own check (two sign-ups with one email at once).
  if (isUniqueViolation(error)) return send(reply, 'CONFLICT', 'This record already exists');
  // A body the multipart parser could not read is bad input like malformed JSON, whatever the parser.
  const refusal = multipartRefusal(error, request);
  if (refusal !== null) return send(reply, 'VALIDATION_ERROR', 'Malformed multipart body', [{ field: 'body', message: refusal }]);
  const status = error.statusCode ?? 500;
  // The router answers a too-long path parameter with 414; for the client it is bad input like any other.
  if (status >= 400 && status < 500) {
    const code = codeForStatus[status] ?? 'VALIDATION_ERROR';
    return send(reply, code, fastifyMessages[error.code] ?? error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 'INTERNAL_ERROR', 'Internal server error');
}

/** Fastify's `frameworkErrors`: the router's own refusals (bad URL, too-long parameter) in the API's shape. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return handleError.call(request.server, error, request, reply);
}
