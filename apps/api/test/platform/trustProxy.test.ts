import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { randomIp, uniqueEmail } from '../support/api';
import { sharedDatabase } from '../support/testDatabase';
import { testConfig } from '../support/testConfig';

// TRUST_PROXY (apps/api/README.md "Behind a proxy"): whose X-Forwarded-For is the client address,
// and the warning when a proxy forwards to a server that does not trust it.

interface Line {
  level: number;
  msg: string;
}

const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(trustProxy: AppConfig['trustProxy']) {
  const { db } = await sharedDatabase();
  const lines: Line[] = [];
  const app = await buildApp({
    db,
    config: testConfig({ trustProxy, logLevel: 'warn' }),
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
  });
  apps.push(app);
  const failSignIn = (headers: Record<string, string>, remoteAddress: string | undefined = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'wrong password' }, headers, remoteAddress });
  /** Which of `candidates` (fresh addresses) the sign-in limits counted the failure against. */
  const countedAddress = async (headers: Record<string, string>, remoteAddress: string | undefined, candidates: string[]) => {
    expect((await failSignIn(headers, remoteAddress)).statusCode).toBe(401);
    const keys = candidates.map((address) => `signin:address:${address}`);
    const rows = await db.selectFrom('rate_limits').select('key').where('key', 'in', keys).execute();
    return rows.map((row) => row.key.slice('signin:address:'.length));
  };
  const warnings = () => lines.filter((line) => line.level === 40 && line.msg.includes('TRUST_PROXY'));
  return { failSignIn, countedAddress, warnings };
}

describe('TRUST_PROXY', () => {
  it('off: X-Forwarded-For is ignored, and warned about once, at the first request carrying it', async () => {
    const server = await appWith(false);
    expect((await server.failSignIn({})).statusCode).toBe(401);
    expect(server.warnings()).toEqual([]);
    const [proxy, client, other] = [randomIp(), randomIp(), randomIp()];
    expect(await server.countedAddress({ 'x-forwarded-for': client }, proxy, [proxy, client])).toEqual([proxy]);
    expect(await server.countedAddress({ 'x-forwarded-for': other }, proxy, [other])).toEqual([]);
    expect(server.warnings()).toHaveLength(1);
    expect(server.warnings()[0]!.msg).toMatch(/X-Forwarded-For .* TRUST_PROXY is off/);
  });

  it('a hop count: the address the outermost trusted proxy saw, whatever the client wrote before it', async () => {
    const oneHop = await appWith(1);
    const [forged, client, inner] = [randomIp(), randomIp(), randomIp()];
    // A client forging the header gets its forgery kept to the left; the load balancer appends the real address.
    expect(await oneHop.countedAddress({ 'x-forwarded-for': `${forged}, ${client}` }, undefined, [forged, client])).toEqual([client]);
    const twoHops = await appWith(2);
    const [forged2, client2] = [randomIp(), randomIp()];
    expect(await twoHops.countedAddress({ 'x-forwarded-for': `${forged2}, ${client2}, ${inner}` }, undefined, [forged2, client2, inner])).toEqual([client2]);
    expect([...oneHop.warnings(), ...twoHops.warnings()]).toEqual([]);
  });

  it('a list of proxy addresses: only those are believed', async () => {
    const listed = await appWith(['127.0.0.1']);
    const [client, other, stranger] = [randomIp(), randomIp(), randomIp()];
    expect(await listed.countedAddress({ 'x-forwarded-for': client }, '127.0.0.1', [client])).toEqual([client]);
    expect(await listed.countedAddress({ 'x-forwarded-for': other }, stranger, [other, stranger])).toEqual([stranger]);
  });
});
