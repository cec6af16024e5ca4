// Service status names, labels and colours (features spec §4 "Service status").
export const STATUS_COLOURS: Readonly<Record<number, string>> = { 0: 'lightgrey', 1: '#009933', 2: '#ffbf00', 3: '#cc2200' };
import { msg } from '../../i18n/i18n.ts';

/** English (shown through t()). */
export const STATUS_LABELS: Readonly<Record<number, string>> = { 0: msg('No service'), 1: msg('Scheduled'), 2: msg('Soon'), 3: msg('Overdue') };
