// A place alert as the tests create it: the weekday night shift (Monday-Friday 18:00-06:00, the
// features spec's first preset) notifying the given users. Shared by the API suites and the alerts
// journey, so every door is tested with the same alert.

export const WEEKDAY_NIGHTS = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
  startPlaceTime: '18:00',
  endPlaceTime: '06:00',
};

/** POST /api/web/v1/notifications/places/alerts body: the night shift at `placeId`, notifying `userIds`. */
export function placeAlertBody(placeId: number, userIds: number[], extra: object = {}) {
  return {
    placeId,
    enabled: true,
    notifyAllNewUsers: false,
    notificationUsers: userIds.map((id) => ({ id, active: true })),
    triggerOnEnter: false,
    triggerOnExit: false,
    triggers: { workShifts: [WEEKDAY_NIGHTS], holidays: [] as string[] },
    ...extra,
  };
}
