// Lines for the operator about what the device doors refused (never for the unit: it gets a status
// or a closed connection). Rate-limited so a misconfigured fleet or a scanner cannot flood the log:
// at most 20 lines a minute per door, the suppressed ones counted in the next line.

export interface DoorLog {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export function rateLimited(log: DoorLog | undefined, perMinute = 20) {
  let windowStart = 0;
  let lines = 0;
  let suppressed = 0;
  return (obj: object, msg: string) => {
    if (!log) return;
    const now = Date.now();
    if (now - windowStart > 60_000) {
      windowStart = now;
      lines = 0;
    }
    if (++lines > perMinute) {
      suppressed++;
      return;
    }
    log.warn(suppressed > 0 ? { ...obj, suppressed } : obj, msg);
    suppressed = 0;
  };
}
