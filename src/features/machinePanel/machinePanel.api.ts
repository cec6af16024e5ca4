// The machine panel's calls, handed to its machines as actors. Each rejects with an ApiError (HTTP
// status, envelope code, message), so the machines can tell code 106 ("no data") from a failure.
import type { AnyVariables, TypedDocumentNode } from '@urql/core';
import type { EventLogItem, LoadEventsInput } from '../../../machines/eventLog/eventLog.types.ts';
import type { LatestPosition } from '../../../machines/positionRefresh/positionRefresh.types.ts';
import type { LoadPositionsInput, PositionsPage } from '../../../machines/positionsPaging/positionsPaging.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { abortableQuery } from '../../graphql/abortableQuery.ts';
import { unwrap } from '../../graphql/unwrap.ts';
import { graphql, type ResultOf } from '../../graphql/graphql.ts';

/** One network-only query, cancelled by `signal`; rejects with an ApiError (or EMPTY_ANSWER). */
function run<Data, Variables extends AnyVariables, T>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  signal: AbortSignal | undefined,
  pick: (data: Data) => T | null | undefined,
): Promise<T> {
  return abortableQuery(apiClient, query, variables, signal).then((result) => unwrap(result, pick));
}

/**
 * A load whose answered envelope may carry no data, which is an answer too (no position yet, no
 * telematics, no inputs in the week): null then, where `run` would reject with EMPTY_ANSWER.
 */
function runOrNull<Data, Variables extends AnyVariables, T>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  signal: AbortSignal | undefined,
  envelope: (data: Data) => { data?: T | null } | null | undefined,
): Promise<T | null> {
  return run(query, variables, signal, envelope).then((answered) => answered.data ?? null);
}

const compact = <T>(items: readonly (T | null | undefined)[]): T[] => items.filter((x): x is T => x != null);

// --- Header: the machine's name and identity ----------------------------------------------------

/**
 * The panel header reads the fleet row of the machine (its identity, hours and place): the details
 * call (GET /assets/{id}) belongs to the Details tab's issue.
 */
export const PanelMachineQuery = graphql(`
  query PanelMachine($input: FleetGridRequest_Input) {
    fleetAssets(input: $input) {
      data {
        data {
          id
          internalId
          name
          brand
          model
          categoryFormatted
          engineHours
          archived
        }
      }
    }
  }
`);

export type PanelMachine = NonNullable<NonNullable<ResultOf<typeof PanelMachineQuery>['fleetAssets']>['data']['data'][number]>;

export const panelMachineVariables = (assetId: number) => ({
  input: { start: 0, limit: 1, filterExpressions: [{ fieldName: 'id', value: assetId, filterFunction: 'eq' as const }], showArchivedAssets: true },
});

// --- Position (30 s refresh) ---------------------------------------------------------------------

const LatestPositionQuery = graphql(`
  query PanelLatestPosition($id: PositiveInt!) {
    assetLatestPosition(id: $id) {
      data {
        lat
        long
        userTimeFormatted
        locationName
      }
    }
  }
`);

export function loadLatestPosition(assetId: number, signal?: AbortSignal): Promise<LatestPosition | null> {
  return runOrNull(LatestPositionQuery, { id: assetId }, signal, (d) => d.assetLatestPosition);
}

// --- Telematics ----------------------------------------------------------------------------------

const TelematicsQuery = graphql(`
  query PanelTelematics($id: PositiveInt!) {
    assetTelematics(id: $id) {
      data {
        id
        batteryLevel
        brand
        model
        gnssQuality
        gnssQualityFormatted
        integrationSource
        telematicType
        telematicTypeFormatted
        tqType
        latestCommunicationUserTimeFormatted
        latestPositionUserTimeFormatted
        deviceSerialNumber
        vehicleSerialNumber
        statusFormatted
        vin
        trackunitMachineId
        hardwareUnit
        deviceImei
        installer
        telematicConfiguration
        clockFaults
        clockFaultUserTimeFormatted
        clockFaultClaimedUserTimeFormatted
        lateReports
        latestValues {
          key
          value
          numericValue
          unit
          userTimeFormatted
        }
      }
    }
  }
`);

export type AssetTelematics = NonNullable<NonNullable<ResultOf<typeof TelematicsQuery>['assetTelematics']>['data']>;

export function loadTelematics(assetId: number, signal?: AbortSignal): Promise<AssetTelematics | null> {
  return runOrNull(TelematicsQuery, { id: assetId }, signal, (d) => d.assetTelematics);
}

// --- Inputs (machine data) -------------------------------------------------------------------------

const InputsQuery = graphql(`
  query PanelInputs($id: PositiveInt!, $from: queryInput_assetInputs_fromUserTime, $to: queryInput_assetInputs_toUserTime) {
    assetInputs(id: $id, fromUserTime: $from, toUserTime: $to) {
      data {
        powerSupply {
          value
          valueFormatted
          changedUserTimeFormatted
        }
        batteryMainSwitch {
          value
          valueFormatted
          changedUserTimeFormatted
        }
        din1 {
          value
          valueFormatted
          changedUserTimeFormatted
        }
        din2 {
          value
          valueFormatted
          changedUserTimeFormatted
        }
        din3 {
          value
          valueFormatted
          changedUserTimeFormatted
        }
        voltage
        voltageFormatted
        batteryAlarmThreshold
        batteryHistory {
          userTime
          value
        }
        deviceInstalledAfterBatteryMainSwitch
      }
    }
  }
`);

export type AssetInputs = NonNullable<ResultOf<typeof InputsQuery>['assetInputs']>['data'];
export interface WeekParams {
  assetId: number;
  /** First and last day, 'YYYY-MM-DD' (the calls read a day-only upper bound as the whole day). */
  from: string;
  to: string;
}

export function loadInputs({ assetId, from, to }: WeekParams, signal?: AbortSignal): Promise<AssetInputs | null> {
  return runOrNull(InputsQuery, { id: assetId, from, to }, signal, (d) => d.assetInputs);
}

// --- History and sessions --------------------------------------------------------------------------

const HistoryQuery = graphql(`
  query PanelHistory(
    $id: PositiveInt!
    $start: queryInput_assetHistory_StartDateMachineTime
    $end: queryInput_assetHistory_EndDateMachineTime
    $from: queryInput_assetSessions_fromMachineTime
    $to: queryInput_assetSessions_toMachineTime
  ) {
    assetHistory(id: $id, StartDateMachineTime: $start, EndDateMachineTime: $end) {
      data {
        machineTimeZone
        hasActivity
        totalMachineHours
        totalMachineHoursFormatted
        hoursInRange
        hoursInRangeFormatted
        kpis {
          kpiType
          nameFormatted
          valueSeconds
          valueFormatted
        }
        days {
          dayMachineTime
          dayFormatted
          kpis {
            kpiType
            nameFormatted
            valueSeconds
            valueFormatted
          }
        }
      }
    }
    assetSessions(id: $id, fromMachineTime: $from, toMachineTime: $to) {
      data {
        items {
          id
          nameFormatted
          startMachineTime
          endMachineTime
          startMachineTimeFormatted
          endMachineTimeFormatted
          runningType
          distanceMeters
          kpis {
            kpiType
            nameFormatted
            valueFormatted
            registerValueType
          }
        }
      }
    }
  }
`);

type HistoryResult = ResultOf<typeof HistoryQuery>;
export type AssetHistory = NonNullable<HistoryResult['assetHistory']>['data'];
export type EngineSession = NonNullable<NonNullable<HistoryResult['assetSessions']>['data']['items'][number]>;
export interface WeekHistory {
  history: AssetHistory;
  sessions: EngineSession[];
}

/** The week's history (days in the machine's zone) and its engine sessions, in one request. */
export function loadHistory({ assetId, from, to }: WeekParams, signal?: AbortSignal): Promise<WeekHistory> {
  return run(HistoryQuery, { id: assetId, start: from, end: to, from, to }, signal, (d) =>
    d.assetHistory && d.assetSessions ? { history: d.assetHistory.data, sessions: compact(d.assetSessions.data.items) } : undefined,
  );
}

// --- Track -------------------------------------------------------------------------------------------

const TrackQuery = graphql(`
  query PanelTrack($id: PositiveInt!, $from: queryInput_assetTrack_fromMachineTime, $to: queryInput_assetTrack_toMachineTime) {
    assetTrack(id: $id, fromMachineTime: $from, toMachineTime: $to) {
      data {
        items {
          lat
          long
          assetTime
        }
        isTruncated
      }
    }
  }
`);

export function loadPositions(input: LoadPositionsInput, signal?: AbortSignal): Promise<PositionsPage> {
  return run(TrackQuery, { id: input.assetId, from: input.fromMachineTime, to: input.toMachineTime }, signal, (d) =>
    d.assetTrack ? { items: compact(d.assetTrack.data.items), isTruncated: d.assetTrack.data.isTruncated } : undefined,
  );
}

// --- Event log -----------------------------------------------------------------------------------------

const EventsQuery = graphql(`
  query PanelEvents($id: PositiveInt!, $input: AssetEventsRequest_Input) {
    assetEvents(id: $id, input: $input) {
      data {
        items {
          id
          eventName
          header
          message
          userTimeFormatted
          placeId
        }
      }
    }
  }
`);

export function loadEvents({ assetId, fromUserTime, toUserTime, offset, limit }: LoadEventsInput, signal?: AbortSignal): Promise<EventLogItem[]> {
  return run(EventsQuery, { id: assetId, input: { fromUserTime, toUserTime, offset, limit } }, signal, (d) =>
    d.assetEvents ? compact(d.assetEvents.data.items) : undefined,
  );
}
