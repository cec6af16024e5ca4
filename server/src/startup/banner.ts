// The last lines `npm start` prints: where to go, who to sign in as, where the mails went. Plain
// text after the JSON log, for a person reading the console.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { DEMO_PASSWORD } from '../seed/generate.ts';
import { demoUsers } from '../seed/users.ts';
import { outboxDir } from '../services/mailer.ts';

export interface BannerLine {
  label: string;
  value: string;
}

/** The demo accounts that exist in this database (none once an operator removed them). */
export async function demoLoginsPresent(db: Db): Promise<string[]> {
  const wanted = demoUsers.map((u) => u.email);
  const rows = await db.selectFrom('users').select('email').where('email', 'in', wanted).where('password_hash', 'is not', null).execute();
  const present = new Set(rows.map((r) => r.email));
  return wanted.filter((email) => present.has(email));
}

export function mailDestination(config: Pick<Config, 'smtpUrl' | 'dataDir'>): string {
  if (!config.smtpUrl) return `written as .eml files to ${outboxDir(config)}`;
  const url = new URL(config.smtpUrl);
  return `sent through SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
}

/**
 * The closing block. `extra` is for other services started alongside the web server (each adds its
 * own line, e.g. an ingest port), printed before the logins.
 */
export function banner(options: { url: string; readyMs: number; graphqlMs: number; logins: string[]; mail: string; extra?: BannerLine[] }): string {
  const { url, readyMs, graphqlMs, logins, mail, extra = [] } = options;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    '',
    `Siteline is ready: open ${url}`,
    `  (answering after ${seconds(readyMs)}, GraphQL warm after ${seconds(graphqlMs)})`,
    ...extra.map((l) => `  ${l.label}: ${l.value}`),
    logins.length
      ? `  Demo logins (password ${DEMO_PASSWORD}; support@ ticks "Login as support"):\n${logins.map((l) => `    ${l}`).join('\n')}`
      : '  No demo logins in this database (SITELINE_SEED=off or removed).',
    `  Mails (activation, password reset) are ${mail}`,
    '  Stop with Ctrl+C.',
    '',
  ];
  return lines.join('\n');
}
