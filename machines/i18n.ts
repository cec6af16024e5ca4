/**
 * Marks an English text a machine hands to the screens, which show it through t() in the user's
 * language (src/i18n). Machines stay free of the browser's i18n state: this answers the text unchanged,
 * and the coverage check (tests/unit/translationKeys.ts) reads the marked texts from machines/ as from src/.
 */
export const msg = (text: string): string => text;
