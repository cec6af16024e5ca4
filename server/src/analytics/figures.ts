// The utilization figures of a machine, a group of machines or a week, from summed seconds.
// Pure: the routes' numbers and the tests' hand arithmetic meet here (decision 0056).

export interface UsageSums {
  engineS: number;
  idleS: number;
  /** Machine-days with engine time (for one machine: its days used). */
  daysUsed: number;
}

export interface Figures {
  engineHours: number;
  /** Engine − idle: what the pipeline calls production. */
  workingHours: number;
  idleHours: number;
  /** Idle share of engine time, 0-100; null without engine time. */
  idlePercent: number | null;
  daysUsed: number;
  /** Engine hours per machine and working day (Mon-Fri) of the range; null when the range has none. */
  hoursPerWorkingDay: number | null;
}

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export const noUsage = (): UsageSums => ({ engineS: 0, idleS: 0, daysUsed: 0 });

export function addUsage(into: UsageSums, more: UsageSums): UsageSums {
  into.engineS += more.engineS;
  into.idleS += more.idleS;
  into.daysUsed += more.daysUsed;
  return into;
}

/** `machines` machines over `workingDays` working days. */
export function figuresOf(sums: UsageSums, workingDays: number, machines = 1): Figures {
  const machineDays = workingDays * machines;
  return {
    engineHours: hours(sums.engineS),
    workingHours: hours(sums.engineS - sums.idleS),
    idleHours: hours(sums.idleS),
    idlePercent: sums.engineS > 0 ? oneDecimal((sums.idleS / sums.engineS) * 100) : null,
    daysUsed: sums.daysUsed,
    hoursPerWorkingDay: machineDays > 0 ? hours(sums.engineS / machineDays) : null,
  };
}
