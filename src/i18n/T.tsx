import { useT } from './useT.ts';

/** <T>English text</T>: the text in the user's language. */
export function T({ children, values }: { children: string; values?: Readonly<Record<string, string | number>> }) {
  const translate = useT();
  return translate(children, values);
}
