// Failure toasts of the account flows: 20 s with a 'Contact support' action opening a mail draft
// to the support address (spec, section 8).
import { SUPPORT_EMAIL } from '../../app/constants.ts';
import { TOAST_DURATION_MS, toastStore } from '../../app/toast/toastStore.ts';

export function supportMailto(subject: string, body?: string): string {
  const query = new URLSearchParams({ subject, ...(body ? { body } : {}) });
  // URLSearchParams writes spaces as '+', which mail clients show literally.
  return `mailto:${SUPPORT_EMAIL}?${query.toString().replace(/\+/g, '%20')}`;
}

export function showFailureWithSupport(notice: { title: string; text: string | null }, contactLabel: string): void {
  toastStore.show({
    title: notice.title,
    text: notice.text ?? undefined,
    tone: 'error',
    duration: TOAST_DURATION_MS,
    action: {
      label: contactLabel,
      onClick: () => window.location.assign(supportMailto(notice.title, notice.text ?? undefined)),
    },
  });
}
