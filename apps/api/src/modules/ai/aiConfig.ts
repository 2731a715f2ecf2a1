import { dirname, join, resolve } from 'node:path';

type Env = Record<string, string | undefined>;

/** An OpenAI-compatible chat-completions endpoint; when absent, answers are extractive. */
export interface AiModelConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Gives up on the model (and answers extractively) after this long without a complete answer. */
  timeoutMs: number;
}

/** An OpenAI-compatible `/embeddings` endpoint: when present, dense retrieval joins the full-text rankings. */
export interface AiEmbeddingsConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Gives up on embedding a question after this long (the answer is lexical then). */
  timeoutMs: number;
}

export interface AiConfig {
  /** Where uploads wait for extraction (named by document id only); inside the data directory. */
  uploadsDir: string;
  /** Time limit of one extraction child process. */
  extractionTimeoutMs: number;
  /** Heap limit of one extraction child process, in MB. */
  extractionMemoryMb: number;
  /** How often the queue looks for work left by a restart or another process. */
  queuePollMs: number;
  model: AiModelConfig | null;
  /** Absent or null: lexical retrieval only. */
  embeddings?: AiEmbeddingsConfig | null;
}

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

/**
 * The assistant's settings: AI_BASE_URL, AI_API_KEY and AI_MODEL switch on a model;
 * AI_BASE_URL and AI_EMBEDDINGS_MODEL switch on embeddings (apps/api/README.md).
 */
export function loadAiConfig(env: Env, dataDir: string): AiConfig {
  const baseUrl = read(env, 'AI_BASE_URL');
  const apiKey = read(env, 'AI_API_KEY');
  const model = read(env, 'AI_MODEL');
  const embeddingsModel = read(env, 'AI_EMBEDDINGS_MODEL');
  return {
    uploadsDir: resolve(read(env, 'OKR_AI_UPLOADS_DIR') ?? join(dirname(dataDir), 'ai-uploads')),
    extractionTimeoutMs: Number(read(env, 'AI_EXTRACTION_TIMEOUT_MS') ?? 60_000),
    extractionMemoryMb: 256,
    queuePollMs: 2_000,
    model:
      baseUrl && model
        ? { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: apiKey ?? '', model, timeoutMs: Number(read(env, 'AI_TIMEOUT_MS') ?? 30_000) }
        : null,
    embeddings:
      baseUrl && embeddingsModel
        ? {
            baseUrl: baseUrl.replace(/\/+$/, ''),
            apiKey: apiKey ?? '',
            model: embeddingsModel,
            timeoutMs: Number(read(env, 'AI_EMBEDDINGS_TIMEOUT_MS') ?? 2_000),
          }
        : null,
  };
}
