/** The fixed support mail address the spec writes as {email}. */
export const SUPPORT_EMAIL = 'support@siteline.example';

/** Alpha and beta hosts show 'Test environment' (spec, App shell). */
export function isTestEnvironment(hostname = window.location.hostname): boolean {
  return /^(alpha|beta)[.-]/.test(hostname);
}
