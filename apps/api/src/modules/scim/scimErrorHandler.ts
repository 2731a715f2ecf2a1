import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/AppError';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import { ScimError } from './ScimError';
import { SCIM_MEDIA_TYPE } from './scimMediaType';

/** Fastify's own refusals of a request, in SCIM's words. */
const framework: Record<string, () => ScimError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new ScimError(400, 'Malformed JSON body', 'invalidSyntax'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new ScimError(400, 'The body is empty', 'invalidSyntax'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new ScimError(413, 'Request body is too large'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new ScimError(415, 'Unsupported Content-Type: send application/scim+json or application/json'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new ScimError(400, 'Content-Length does not match the body', 'invalidSyntax'),
};

export function sendScimError(reply: FastifyReply, error: ScimError): FastifyReply {
  return reply.code(error.status).type(SCIM_MEDIA_TYPE).send(error.body);
}

/** Turns an error raised anywhere under `/scim/v2` into the SCIM error schema; unexpected ones are logged and answer 500. */
export function toScimError(error: FastifyError | Error, request: FastifyRequest): ScimError {
  if (error instanceof ScimError) return error;
  if (error instanceof AppError) return ScimError.fromCode(error.code, error.message);
  const code = (error as FastifyError).code;
  if (code && framework[code]) return framework[code]();
  if (hasZodFastifySchemaValidationErrors(error)) return new ScimError(400, 'The request does not match the SCIM schema', 'invalidValue');
  if (isUniqueViolation(error)) return new ScimError(409, 'This resource already exists', 'uniqueness');
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) return new ScimError(status, 'The request was refused', status === 400 ? 'invalidSyntax' : undefined);
  request.log.error({ err: error }, 'unhandled SCIM error');
  return new ScimError(500, 'Internal server error');
}

export function handleScimError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendScimError(reply, toScimError(error, request));
}
