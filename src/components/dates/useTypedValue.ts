// The text a date or time field shows beside the value the form holds: the form gets the parsed
// value ('' while the text is empty or not a whole value), and a value set from outside (Undo, a
// default range, the calendar) replaces the text unless the text already reads as that value.
import { useState } from 'react';

export interface TypedValue {
  text: string;
  /** The text is not empty and does not read as a value: the field is marked. */
  unreadable: boolean;
  /** The user typed: the text as typed, the form gets what it reads as. */
  type: (next: string) => void;
  /** A value chosen another way (a calendar): its display text, the form gets it. */
  choose: (value: string) => void;
  /** The field lost focus: a readable text is rewritten in the display form (2026-03-01 → 2026/03/01). */
  settle: () => void;
}

export function useTypedValue(
  value: string,
  onChange: (value: string) => void,
  parse: (text: string) => string | null,
  display: (value: string) => string,
): TypedValue {
  const [text, setText] = useState(display(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if ((parse(text) ?? '') !== value) setText(display(value));
  }
  return {
    text,
    unreadable: text.trim() !== '' && parse(text) === null,
    type: (next) => {
      setText(next);
      onChange(parse(next) ?? '');
    },
    choose: (next) => {
      setText(display(next));
      onChange(next);
    },
    settle: () => {
      const read = parse(text);
      if (read !== null && display(read) !== text) setText(display(read));
    },
  };
}
