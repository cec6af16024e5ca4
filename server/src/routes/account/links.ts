// Where the links in our e-mails point. SITELINE_PUBLIC_URL when set; otherwise the request's own
// origin, but only for loopback hosts and the known product origins: trusting any Host (or, behind
// trustProxy, any X-Forwarded-Host) would let an attacker request a reset for a victim and have
// the mail point at the attacker's site, handing them the key ("password reset poisoning").
import type { FastifyRequest } from 'fastify';
import { configuredOrigin, type Config } from '../../config.ts';
import { ErrorCode, HttpError } from '../../http/envelope.ts';
import { ALLOWED_ORIGINS } from '../../../../machines/login/validation.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function publicOrigin(config: Pick<Config, 'publicBaseUrl'>, request: FastifyRequest): string {
  const configured = configuredOrigin(config);
  if (configured) return configured;
  const origin = `${request.protocol}://${request.host}`;
  let hostname = '';
  try {
    hostname = new URL(origin).hostname;
  } catch {
    /* malformed Host: refused below */
  }
  if (LOOPBACK.has(hostname) || ALLOWED_ORIGINS.includes(origin)) return origin;
  // The operator's fix goes to the log; the person asking for the mail gets a plain answer.
  request.log.error({ host: request.host }, 'refusing to mail a link to an unconfigured host: E-mail links need SITELINE_PUBLIC_URL to be configured');
  throw new HttpError(500, ErrorCode.Internal, MAIL_LINKS_UNAVAILABLE);
}

/** What a user sees when the server cannot build a link to mail (operator configuration). */
export const MAIL_LINKS_UNAVAILABLE = 'E-mails with links cannot be sent from this address right now. Please contact support.';

/** `/?ActivationKey=…&Email=…&FirstName=…&LastName=…` (login page query params, spec section 2). */
export function activationLink(origin: string, key: string, user: { email: string; first_name: string; last_name: string }): string {
  const query = new URLSearchParams({ ActivationKey: key, Email: user.email, FirstName: user.first_name, LastName: user.last_name });
  return `${origin}/?${query}`;
}

/**
 * `/finishResetPassword?ResetPasswordKey=…`. The login page reads ResetPasswordKey on / as well,
 * but /finishResetPassword is the route the spec names for the reset form, so the link opens it
 * directly and survives a future split of the two pages.
 */
export function resetLink(origin: string, key: string): string {
  return `${origin}/finishResetPassword?${new URLSearchParams({ ResetPasswordKey: key })}`;
}
