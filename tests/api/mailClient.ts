// The tests' mail client: the .eml files the mailer wrote, parsed with a real MIME parser
// (mailparser, as a mail program reads them), and their links followed against the running server:
// the page the server answers, the SPA route the path names, and what that screen asks the API for
// with the link's query (the machine panel's row, the service list's quick filter), as the recipient.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from 'vitest';
import type { Config } from '../../server/src/config.ts';
import { hasPermission, permissionList } from '../../server/src/domain/permissions.ts';
import { outboxDir } from '../../server/src/services/mailer.ts';
import { quickFilterExpression } from '../../machines/grid/grid.filters.ts';
import { findRoute } from '../../src/app/routes.ts';
import { readAssetId } from '../../src/features/map/map.view.ts';
import { bearer } from './fixture.ts';

export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  messageId: string;
  /** The Content-Language header. */
  language: string;
  text: string;
  html: string;
  /** The lang of the HTML part's root element. */
  htmlLang: string;
  /** Every http(s) address in the text part, in order. */
  textLinks: string[];
  /** Every href of the HTML part, entities decoded as a client decodes them, in order. */
  htmlLinks: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) =>
    e[0] !== '#' ? (ENTITIES[e.toLowerCase()] ?? whole) : String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))),
  );

/** The outbox's .eml file names (sorted). */
export function outboxFiles(config: Config): string[] {
  try {
    return readdirSync(outboxDir(config))
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}

export async function readMail(config: Config, file: string): Promise<ReadMail> {
  const parsed = await simpleParser(readFileSync(join(outboxDir(config), file)));
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  const language = parsed.headers.get('content-language');
  return {
    file,
    to: to?.value[0]?.address ?? '',
    subject: parsed.subject ?? '',
    messageId: parsed.messageId ?? '',
    language: typeof language === 'string' ? language : '',
    text: parsed.text ?? '',
    html,
    htmlLang: /<html[^>]*\blang="([^"]*)"/i.exec(html)?.[1] ?? '',
    textLinks: [...(parsed.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
    htmlLinks: [...html.matchAll(/\bhref="([^"]*)"/gi)].map((m) => decodeEntities(m[1])),
  };
}

/** The mails written since `before` (a list of file names), read. */
export async function newMails(config: Config, before: readonly string[]): Promise<ReadMail[]> {
  const seen = new Set(before);
  return Promise.all(
    outboxFiles(config)
      .filter((f) => !seen.has(f))
      .map((f) => readMail(config, f)),
  );
}

interface Server {
  inject: (options: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: object }) => Promise<{
    statusCode: number;
    body: string;
    headers: Record<string, unknown>;
    json: () => { data: { data: { id: number }[]; summary: { total: number } } };
  }>;
}

export interface Reader {
  token: string;
  role: number;
  extraPermissions?: string;
}

export interface OpenedScreen {
  path: string;
  /** The machine whose panel opens (its row was read as the recipient), or null. */
  assetId: number | null;
  /** The service list's quick filter, when the link sets one (the recipient's list with it holds the machine). */
  quickFilter: string | null;
}

/**
 * A link follower for one step of a test (the service lists it reads are kept for that step only).
 * `follow(link, reader)` opens `link` as the recipient: it is on `origin`; the server answers the app's
 * page for it; the SPA has a route for the path that the recipient may open; and the screen's calls
 * for its query answer: the machine panel's row for ?assetId, the service list with ?quickFilter
 * containing that machine.
 */
export function linkFollower(server: Server, origin: string, spaIndex: string) {
  const serviceLists = new Map<string, Promise<number[]>>();

  /** Every machine id of the service list the screen asks for with `quickFilter` (all pages). */
  const serviceList = (token: string, quickFilter: string): Promise<number[]> => {
    const key = `${token} ${quickFilter}`;
    const read =
      serviceLists.get(key) ??
      (async () => {
        const ids: number[] = [];
        for (let start = 0; ; start += 100) {
          const page = await server.inject({
            method: 'POST',
            url: '/api/web/v1/services',
            headers: bearer(token),
            payload: { start, limit: 100, filterExpressions: [quickFilterExpression(quickFilter)] },
          });
          expect(page.statusCode).toBe(200);
          const { data, summary } = page.json().data;
          ids.push(...data.map((r) => r.id));
          if (data.length === 0 || ids.length >= summary.total) return ids;
        }
      })();
    serviceLists.set(key, read);
    return read;
  };

  return async function follow(link: string, reader: Reader): Promise<OpenedScreen> {
    expect(link.startsWith(`${origin}/`), link).toBe(true);
    const url = new URL(link);
    const page = await server.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode, link).toBe(200);
    expect(page.body, link).toBe(spaIndex);
    const route = findRoute(url.pathname);
    expect(route, `no SPA route for ${url.pathname}`).toBeDefined();
    expect(['web', 'any']).toContain(route!.scope);
    if (route!.permission) expect(hasPermission(permissionList(reader.role, 'web', reader.extraPermissions ?? ''), route!.permission), link).toBe(true);

    const assetId = readAssetId(url.searchParams);
    if (assetId !== null) {
      const row = await server.inject({
        method: 'POST',
        url: '/api/web/v1/assets/assets',
        headers: bearer(reader.token),
        payload: { start: 0, limit: 1, filterExpressions: [{ fieldName: 'id', value: assetId, filterFunction: 'eq' }], showArchivedAssets: true },
      });
      expect(row.statusCode, link).toBe(200);
      expect(
        row.json().data.data.map((r) => r.id),
        link,
      ).toEqual([assetId]);
    }
    const quickFilter = url.searchParams.get('quickFilter');
    if (quickFilter !== null) {
      expect(url.pathname).toBe('/service');
      if (assetId !== null) expect(await serviceList(reader.token, quickFilter), link).toContain(assetId);
    }
    return { path: url.pathname, assetId, quickFilter };
  };
}
