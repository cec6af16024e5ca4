// Test accounts for the account, profile and impersonation specs: created through the REST API
// with an owner's token, activated through the mailed link, so no spec changes a demo login that
// other specs rely on. The mailer writes to `<data folder>/outbox/*.eml` (no SMTP in tests): the
// journeys' server and the replays' each have their own (playwright.config.ts, project metadata).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';

export const OWNER = 'owner@nordbygg.example';
export const NEW_PASSWORD = 'Fresh.Start9';

/** The data folder (database, outbox) of the server the running test's project talks to. */
export const serverDataDir = () => {
  const dir = (test.info().project.metadata as { dataDir?: string }).dataDir;
  if (!dir) throw new Error(`project "${test.info().project.name}" names no dataDir (playwright.config.ts)`);
  return dir;
};

/** The outbox of the server the running test's project talks to. */
const outboxDir = () => join(serverDataDir(), 'outbox');

/** The OsmAnd ingest port of the server the running test's project talks to (project metadata). */
export const ingestPort = () => {
  const port = (test.info().project.metadata as { ingestPort?: number }).ingestPort;
  if (!port) throw new Error(`project "${test.info().project.name}" names no ingestPort (playwright.config.ts)`);
  return port;
};

/** A unique address in the demo company's domain. */
export const uniqueEmail = (label: string) => `e2e.${label}.${Date.now()}.${Math.floor(Math.random() * 1e4)}@nordbygg.example`;

/** The access token of the signed-in page (the session cookie written by the session machine). */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'siteline_session');
  if (!cookie) throw new Error('no session cookie');
  return (JSON.parse(decodeURIComponent(cookie.value)) as { accessToken: string }).accessToken;
}

export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/auth/v1/login', { data: { login: email, password, apiType: 0 } });
  expect(res.status(), `login of ${email}`).toBe(200);
  return (await res.json()).data.access_token as string;
}

/** Creates a User (or, with userRole 1, an Admin) in the owner's company and mails the invitation. */
export async function inviteUser(
  request: APIRequestContext,
  ownerToken: string,
  user: { email: string; firstName: string; lastName: string },
  userRole: 0 | 1 = 0,
) {
  const res = await request.post('/api/web/v1/users', {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { ...user, userRole, sendInviteEmail: true },
  });
  expect(res.status(), await res.text()).toBe(200);
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The link carrying `param` in the newest mail to `to`, waiting for it (reset mails go out after the answer). */
export async function mailedLink(to: string, param: 'ActivationKey' | 'ResetPasswordKey', after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outboxDir())
            .filter((f) => f.endsWith(`-${to.toLowerCase()}.eml`))
            .sort();
        } catch {
          return undefined;
        }
        const newest = files.at(-1);
        if (!newest || files.length <= after) return undefined;
        const text = decodeQuotedPrintable(readFileSync(join(outboxDir(), newest), 'utf8'));
        link = new RegExp(`https?://[^\\s"<>]*[?&]${param}=[^\\s"<>]+`).exec(text)?.[0]?.replaceAll('&amp;', '&');
        return link;
      },
      { message: `a mail to ${to} with ${param}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * The link's path and query, opened on the test server. A mail asked for through /graphql names
 * the host Mesh's in-process call carried (no port) unless SITELINE_PUBLIC_URL is set, so the
 * specs check the path and the key, and leave the origin to the server's own tests.
 */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

export function mailCount(to: string): number {
  try {
    return readdirSync(outboxDir()).filter((f) => f.endsWith(`-${to.toLowerCase()}.eml`)).length;
  } catch {
    return 0;
  }
}

/** An activated User (or Admin) of the owner's company (invited, then activated through the API), ready to sign in. */
export async function createActiveUser(
  request: APIRequestContext,
  label: string,
  names = { firstName: 'Edda', lastName: 'Testsson' },
  password = NEW_PASSWORD,
  userRole: 0 | 1 = 0,
) {
  const email = uniqueEmail(label);
  await inviteUser(request, await apiLogin(request, OWNER), { email, ...names }, userRole);
  const key = new URL(await mailedLink(email, 'ActivationKey')).searchParams.get('ActivationKey')!;
  const res = await request.post('/api/web/v1/accountActivation/activateAccount', {
    data: { activationKey: key, ...names, password, confirmPassword: password, workTitle: { id: 1 } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { email, password };
}
