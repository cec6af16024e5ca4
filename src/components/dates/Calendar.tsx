// The month grid behind every date field (react-day-picker, decision 0039). Weeks start on Monday;
// month and weekday names and the grid's spoken labels follow the user's language. It imports
// nothing of the app (the language and the days come in as props).
import { DayPicker, type DateRange } from 'react-day-picker';
import { enGB, nb, sv } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './calendar.css';

const LOCALES = { sv, nb, en: enGB } as const;

export interface CalendarProps {
  /** The user's language ('sv', 'nb'; anything else reads English). */
  language: string;
  /** 'single': one day; 'range': the first click starts a new range, the second ends it. */
  mode: 'single' | 'range';
  from: Date | undefined;
  to: Date | undefined;
  /** The month shown first (undefined: today's). */
  month: Date | undefined;
  /** Today as the user's clock reads it (their profile zone), not the browser's. */
  today: Date | undefined;
  /** Days after this one cannot be chosen. */
  latest?: Date;
  /** In range mode: the day the range starts from while the second click is awaited. */
  pendingFrom: Date | undefined;
  onPick: (day: Date) => void;
}

export default function Calendar({ language, mode, from, to, month, today, latest, pendingFrom, onPick }: CalendarProps) {
  const common = {
    locale: LOCALES[language as keyof typeof LOCALES] ?? enGB,
    weekStartsOn: 1 as const,
    today,
    defaultMonth: month ?? today,
    autoFocus: true,
    showOutsideDays: true,
    disabled: latest ? { after: latest } : undefined,
    className: 'siteline-calendar',
  };
  if (mode === 'single') {
    return <DayPicker {...common} mode="single" selected={from} onSelect={(_, picked) => onPick(picked)} />;
  }
  const selected: DateRange = pendingFrom ? { from: pendingFrom, to: undefined } : { from, to };
  return <DayPicker {...common} mode="range" selected={selected} onSelect={(_, picked) => onPick(picked)} />;
}
