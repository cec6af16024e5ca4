import { useSyncExternalStore } from 'react';
import { i18nStore, t } from './i18n.ts';

/** t(), re-rendering the component when the language or its translations change. */
export function useT(): typeof t {
  useSyncExternalStore(i18nStore.subscribe, i18nStore.version);
  return t;
}

export function useLanguage(): string {
  useSyncExternalStore(i18nStore.subscribe, i18nStore.version);
  return i18nStore.language();
}

/** Whether the user's language has arrived (or failed to): screens that must not flash English wait for it. */
export function useTranslationsSettled(): boolean {
  useSyncExternalStore(i18nStore.subscribe, i18nStore.version);
  return i18nStore.settled();
}

/** A number that changes whenever what t() answers may change (a memo's dependency for translated values). */
export function useI18nVersion(): number {
  return useSyncExternalStore(i18nStore.subscribe, i18nStore.version);
}
