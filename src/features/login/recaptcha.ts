// reCAPTCHA in front of the login call (spec, sections 3 and 8). The server says whether it is on
// (GET /web/v1/recaptcha/sitekey); only then is Google's script loaded, and before each login a
// token is fetched and verified by our server (POST /web/v1/recaptcha/verify-recaptcha). Off by
// default: then nothing is loaded and the login call goes out directly.
import type { LoginFailure } from '../../../machines/login/login.types.ts';
import { graphql } from '../../graphql/graphql.ts';
import { throwIfFailed } from '../../graphql/unwrap.ts';
import { publicClient, publicMutation } from '../../graphql/publicClient.ts';

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
const SCRIPT_TIMEOUT_MS = 10_000;

const SiteKeyQuery = graphql(`
  query RecaptchaSiteKey {
    recaptchaSiteKey {
      data {
        siteKey
        recaptchaEnabled
      }
    }
  }
`);

const VerifyMutation = graphql(`
  mutation VerifyRecaptcha($input: verifyRecaptcha_request_Input) {
    verifyRecaptcha(input: $input) {
      data {
        success
      }
    }
  }
`);

/** The part of Google's v3 API we use (`render=<siteKey>`: no visible widget, a badge). */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

interface RecaptchaConfig {
  enabled: boolean;
  siteKey: string;
}

let configLookup: Promise<RecaptchaConfig> | null = null;
let scriptLoad: Promise<Grecaptcha> | null = null;

/** The site-key lookup, once per page (a failed lookup is retried next time). */
function recaptchaConfig(): Promise<RecaptchaConfig> {
  configLookup ??= publicClient
    // /graphql answers POST only; the public client would send a short query as GET.
    .query(SiteKeyQuery, {})
    .toPromise()
    .then((result) => {
      throwIfFailed(result);
      const data = result.data?.recaptchaSiteKey?.data;
      if (!data) throw new Error('No reCAPTCHA settings');
      return { enabled: data.recaptchaEnabled && data.siteKey !== '', siteKey: data.siteKey };
    })
    .catch((error: unknown) => {
      configLookup = null;
      throw error;
    });
  return configLookup;
}

/** Google's script, added once; resolves when `grecaptcha.ready` fires. */
function loadScript(siteKey: string): Promise<Grecaptcha> {
  scriptLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.defer = true;
    const timer = window.setTimeout(() => reject(new Error('reCAPTCHA script timed out')), SCRIPT_TIMEOUT_MS);
    script.onload = () => {
      const g = window.grecaptcha;
      if (!g) return reject(new Error('reCAPTCHA script loaded without grecaptcha'));
      g.ready(() => {
        window.clearTimeout(timer);
        resolve(g);
      });
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptLoad = null;
    document.querySelectorAll(`script[src^="${RECAPTCHA_SCRIPT}"]`).forEach((s) => s.remove());
    throw error;
  });
  return scriptLoad;
}

/** Called when the login page opens: the lookup and, when enabled, the script are ready before the first submit. */
export function prepareRecaptcha(): void {
  recaptchaConfig()
    .then((config) => (config.enabled ? loadScript(config.siteKey) : undefined))
    .catch(() => {
      // Reported by passRecaptcha() on submit.
    });
}

const unavailable: LoginFailure = { status: 500, kind: 'recaptchaUnavailable' };
const refused: LoginFailure = { status: 200, kind: 'recaptcha' };

/**
 * Resolves when the login may go out: at once while reCAPTCHA is off, else after our server
 * accepted a fresh token. Rejects with a `LoginFailure` the login machine turns into the spec's text.
 */
export async function passRecaptcha(action = 'login'): Promise<void> {
  const config = await recaptchaConfig().catch(() => Promise.reject(unavailable));
  if (!config.enabled) return;
  const token = await loadScript(config.siteKey)
    .then((g) => g.execute(config.siteKey, { action }))
    .catch(() => Promise.reject(unavailable));
  const data = await publicMutation(VerifyMutation, { input: { token, isWebDriver: navigator.webdriver === true } }).catch(() => Promise.reject(unavailable));
  if (data.verifyRecaptcha?.data.success !== true) throw refused;
}
