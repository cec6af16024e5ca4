// reCAPTCHA verification against Google's siteverify endpoint. Off unless both the site key and
// the secret are configured; `fetch` is injected so tests never touch the network.
import type { Config } from '../config.ts';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 answers a score (1.0 human … 0.0 bot); v2 answers none and is judged on success alone. */
export const MIN_SCORE = 0.5;
const TIMEOUT_MS = 5000;

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export interface Recaptcha {
  readonly enabled: boolean;
  readonly siteKey: string;
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

export function createRecaptcha(config: Pick<Config, 'recaptchaSiteKey' | 'recaptchaSecret'>, fetchFn: FetchFn = fetch): Recaptcha {
  const enabled = Boolean(config.recaptchaSiteKey && config.recaptchaSecret);
  return {
    enabled,
    siteKey: enabled ? config.recaptchaSiteKey : '',
    async verify(token, remoteIp) {
      if (!enabled) return true;
      const form = new URLSearchParams({ secret: config.recaptchaSecret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const res = await fetchFn(SITEVERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!res.ok) return false;
        const answer = (await res.json()) as { success?: unknown; score?: unknown };
        if (answer.success !== true) return false;
        return typeof answer.score !== 'number' || answer.score >= MIN_SCORE;
      } catch {
        // Google unreachable: fail closed; a bot must not pass because the check could not run.
        return false;
      }
    },
  };
}
