import type { FastifyRequest } from 'fastify';

/**
 * What @fastify/multipart's parser (busboy) throws for a body it cannot read: plain errors with no
 * status, so without this they would answer 500. No boundary in the Content-Type (or one too long
 * to search for), a part cut short, a body that ends before its closing delimiter.
 */
const parserRefusals = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /^\w+ terminated early due to unexpected end of multipart data$/,
  /^The needle (cannot be an empty|cannot have a length bigger than)/,
];

const isMultipartRequest = (request: FastifyRequest) =>
  /^multipart\//i.test(String(request.headers['content-type'] ?? '').trimStart());

/**
 * The reason the multipart parser refused the body of this request, or null when the error is
 * not such a refusal (then it is a real failure and stays a 500).
 */
export function multipartRefusal(error: { message?: unknown; statusCode?: unknown }, request: FastifyRequest): string | null {
  if (error.statusCode !== undefined || typeof error.message !== 'string' || !isMultipartRequest(request)) return null;
  const { message } = error;
  return parserRefusals.some((pattern) => pattern.test(message)) ? message : null;
}
