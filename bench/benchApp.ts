// The pieces every in-process benchmark starts with: a configuration for a throw-away data folder,
// the app listening on loopback, and the demo owner's token.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../server/src/config.ts';
import { DEMO_PASSWORD } from '../server/src/seed/generate.ts';

/** The server's settings for a benchmark database in `dir`: no demo seeding on start, loopback only. */
export const benchConfig = (dir: string, databaseUrl: string) =>
  loadConfig({ dataDir: dir, databaseUrl, jwtSecret: 'bench-secret-0123456789', seedOnEmpty: false, host: '127.0.0.1', port: 0 });

/** Listens on 127.0.0.1 (`port`, or any free one) and answers the port. */
export async function listenOnLoopback(app: FastifyInstance, port = 0): Promise<number> {
  await app.listen({ host: '127.0.0.1', port });
  return (app.server.address() as AddressInfo).port;
}

/** An access token of the demo fleet's owner (Nordbygg AB). */
export async function ownerToken(app: FastifyInstance): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    payload: { login: 'owner@nordbygg.example', password: DEMO_PASSWORD, apiType: 0 },
  });
  return login.json<{ data: { access_token: string } }>().data.access_token;
}

/**
 * Runs a client script of bench/ (a sender, a load generator) as a process of its own, so its CPU is
 * not the server's: sends it `input`, resolves with the one message it answers. The same loader
 * (tsx) as this process, without a profiler the server may run under.
 */
export function runChild<Input, Result>(script: string, input: Input): Promise<Result> {
  return new Promise((resolve, reject) => {
    const execArgv = process.execArgv.filter((a) => !a.startsWith('--cpu-prof'));
    const child = fork(join(import.meta.dirname, script), [], { serialization: 'advanced', execArgv });
    child.once('message', (m) => resolve(m as Result));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`${script} exited with ${code}`))));
    child.send(input as object);
  });
}
