import type { AiEmbeddingsConfig } from '../aiConfig';

/** The embeddings endpoint failed, timed out or answered something else than vectors. */
export class EmbeddingFailure extends Error {}

/** Texts per request when indexing a document, and how long one such request may take. */
export const EMBED_BATCH = 64;
export const EMBED_BATCH_TIMEOUT_MS = 60_000;

/**
 * Embeds texts with an OpenAI-compatible `POST {base}/embeddings` (`{ model, input }` →
 * `{ data: [{ index, embedding }] }`). Throws EmbeddingFailure on any failure or on `signal`.
 */
export async function embedTexts(
  config: AiEmbeddingsConfig,
  input: string[],
  signal?: AbortSignal,
  timeoutMs = config.timeoutMs,
): Promise<Float32Array[]> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let body: unknown;
  try {
    const response = await fetch(`${config.baseUrl}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, input }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) throw new EmbeddingFailure(`embeddings answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof EmbeddingFailure) throw error;
    throw new EmbeddingFailure(`embeddings request failed: ${(error as Error).message}`);
  }
  const data = (body as { data?: unknown }).data;
  if (!Array.isArray(data) || data.length !== input.length) throw new EmbeddingFailure('embeddings answer has the wrong shape');
  const vectors: Float32Array[] = new Array<Float32Array>(input.length);
  for (const [position, item] of data.entries()) {
    const { index, embedding } = (item ?? {}) as { index?: unknown; embedding?: unknown };
    const at = typeof index === 'number' ? index : position;
    if (!Array.isArray(embedding) || embedding.length === 0 || !embedding.every((x) => typeof x === 'number' && Number.isFinite(x))) {
      throw new EmbeddingFailure('embeddings answer has no vector');
    }
    if (at < 0 || at >= input.length || vectors[at]) throw new EmbeddingFailure('embeddings answer has the wrong indexes');
    vectors[at] = Float32Array.from(embedding as number[]);
  }
  const size = vectors[0]?.length;
  if (!vectors.every((v) => v && v.length === size)) throw new EmbeddingFailure('embeddings of different sizes');
  return vectors;
}

/** float32 little-endian bytes, as stored in `ai_chunks.embedding`. */
export function toBytes(vector: Float32Array): Buffer {
  const buffer = Buffer.alloc(vector.length * 4);
  vector.forEach((value, i) => buffer.writeFloatLE(value, i * 4));
  return buffer;
}

export function fromBytes(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Float32Array.from({ length: Math.floor(bytes.byteLength / 4) }, (_, i) => view.getFloat32(i * 4, true));
}

export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return -1;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}
