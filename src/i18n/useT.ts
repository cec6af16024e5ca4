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
