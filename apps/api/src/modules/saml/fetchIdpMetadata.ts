import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { SAML_METADATA_INVALID_MESSAGE, SAML_METADATA_MAX_BYTES } from '@okr/contract';
import { AppError } from '../../lib/AppError';
import { pinnedLookup } from '../webhooks/pinnedLookup';
import { RefusedTarget, targetAddressOf } from '../webhooks/webhookTarget';
import type { TargetPolicy } from '../webhooks/webhookTarget';

export interface MetadataFetchPolicy extends TargetPolicy {
  /** The webhooks' WEBHOOK_TIMEOUT_MS: the whole exchange. */
  timeoutMs: number;
}

const unusable = (url: string, reason: string) => new AppError('RULE_VIOLATION', SAML_METADATA_INVALID_MESSAGE, { idpMetadataUrl: url, reason });

/**
 * The IdP metadata at `url`, under the webhooks' rules (webhookTarget): https only unless
 * WEBHOOK_ALLOW_PRIVATE=1, every address the name resolves to public, the connection made to the
 * checked address, no redirect followed, at most SAML_METADATA_MAX_BYTES read, the whole exchange
 * within the webhooks' timeout. 422 naming the reason otherwise.
 */
export async function fetchIdpMetadata(url: string, policy: MetadataFetchPolicy): Promise<string> {
  const target = new URL(url);
  let address: LookupAddress;
  try {
    address = await targetAddressOf(target, policy);
  } catch (error) {
    throw unusable(url, error instanceof RefusedTarget ? error.message : error instanceof Error ? error.message : String(error));
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<string>((resolve, reject) => {
    const request = client.request(target, {
      method: 'GET',
      agent: false,
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml', 'user-agent': 'OKR-SAML/1' },
      lookup: pinnedLookup(address),
    });
    const timer = setTimeout(() => request.destroy(new Error(`No complete answer within ${policy.timeoutMs / 1000} s`)), policy.timeoutMs);
    const fail = (reason: string) => {
      clearTimeout(timer);
      reject(unusable(url, reason));
    };
    request.on('error', (error) => fail(error.message));
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.destroy();
        fail(`The address answered ${response.statusCode ?? 'nothing'}`);
        return;
      }
      const chunks: Buffer[] = [];
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > SAML_METADATA_MAX_BYTES) {
          response.destroy();
          fail(`The metadata is larger than ${SAML_METADATA_MAX_BYTES / 1024} KiB`);
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
      });
      response.on('error', (error) => fail(error.message));
    });
    request.end();
  });
}
