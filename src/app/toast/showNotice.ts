// The one way a machine's notice (the params of its `notify…` action) becomes a toast. A notice's
// title is a catalogue text (msg() in the machine), so it is always shown in the user's language.
import { t } from '../../i18n/i18n.ts';
import { serverText } from '../../i18n/serverText.ts';
import { toastStore, type Toast } from './toastStore.ts';

export interface Notice {
  title: string;
  text?: string | null;
  tone?: Toast['tone'];
  /** With values the text is a catalogue text with {placeholders}: translated, then filled in. */
  values?: Readonly<Record<string, string | number>>;
}

/** A notice's text shown as the machine wrote it (a name, or a server message left untranslated). */
export const asWritten = (text: string): string => text;

/** Shows a machine's notice: the title translated, the text through `shownText` (by default a server text in the user's language). */
export function showNotice({ title, text, tone, values }: Notice, shownText: (text: string) => string = serverText): number {
  const shown = !text ? undefined : values ? t(text, values) : shownText(text);
  return toastStore.show({ title: t(title), text: shown, tone });
}
