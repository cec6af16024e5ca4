/** Machine events shown with an information icon; every other event gets an alert icon (features spec, section 3). */
export const INFORMATION_EVENTS: ReadonlySet<string> = new Set(['ArtiqGeofenceEntry', 'ArtiqGeofenceExit', 'IgnitionOnHoliday', 'IgnitionOnNonWorkingHours']);

export const isInformationEvent = (eventName: string) => INFORMATION_EVENTS.has(eventName);
