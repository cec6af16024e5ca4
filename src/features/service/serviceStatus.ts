// Service status names, labels and colours (features spec §4 "Service status").
export const STATUS_COLOURS: Readonly<Record<number, string>> = { 0: 'lightgrey', 1: '#009933', 2: '#ffbf00', 3: '#cc2200' };
export const STATUS_LABELS: Readonly<Record<number, string>> = { 0: 'No service', 1: 'Scheduled', 2: 'Soon', 3: 'Overdue' };
