// The service planning calls (features spec §7 "Services") through Mesh, given to the serviceTab and
// serviceReport machines as their actors and read by the service screen. Each rejects with an ApiError.
import type { EngineTimeAt, EngineTimeRequest, CalibrationRequest, ReportRequest } from '../../../machines/serviceReport/serviceReport.types.ts';
import type { SaveSetupRequest, ServiceSetup } from '../../../machines/serviceTab/serviceTab.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { unwrap } from '../../graphql/unwrap.ts';
import { graphql, readFragment } from '../../graphql/graphql.ts';

const SetupFields = graphql(`
  fragment ServiceSetupFields on ServiceSetup {
    assetId
    engineHoursServiceAllowed
    nextEngineHoursService
    engineHoursServiceInterval
    nextCalendarServiceUserTime
    calendarServiceIntervalType
    calendarServiceFrequency
    description
    status
    statusFormatted
    nextServicePredictionUserTimeFormatted
    nextServiceDueBy
    nextServiceInDays
    usageHoursPerWeek
    engineHours
    engineHoursFormatted
    hoursLeft
    usageHoursPerDay
    previousServiceUserTimeFormatted
  }
`);

const SetupQuery = graphql(
  `
    query ServiceSetup($assetId: PositiveInt!) {
      serviceSetup(assetId: $assetId) {
        data {
          ...ServiceSetupFields
        }
      }
    }
  `,
  [SetupFields],
);

const SaveSetupMutation = graphql(
  `
    mutation SaveServiceSetup($input: ServiceSetupRequest_Input) {
      saveServiceSetup(input: $input) {
        data {
          ...ServiceSetupFields
        }
      }
    }
  `,
  [SetupFields],
);

const DeleteHoursMutation = graphql(
  `
    mutation DeleteEngineHoursService($id: PositiveInt!) {
      deleteEngineHoursService(id: $id) {
        data {
          ...ServiceSetupFields
        }
      }
    }
  `,
  [SetupFields],
);

const DeleteCalendarMutation = graphql(
  `
    mutation DeleteCalendarService($id: PositiveInt!) {
      deleteCalendarService(id: $id) {
        data {
          ...ServiceSetupFields
        }
      }
    }
  `,
  [SetupFields],
);

const EngineTimeQuery = graphql(`
  query EngineTimeAt($id: PositiveInt!, $userTime: queryInput_engineTimeAt_userTime!) {
    engineTimeAt(id: $id, userTime: $userTime) {
      data {
        engineTime
      }
    }
  }
`);

const CalibrateMutation = graphql(`
  mutation CalibrateEngineTime($input: EngineTimeCalibrationRequest_Input) {
    calibrateEngineTime(input: $input) {
      data {
        engineHours
      }
    }
  }
`);

const ReportMutation = graphql(`
  mutation ReportService($input: ServiceReportRequest_Input) {
    reportService(input: $input) {
      data {
        assetId
        status
      }
    }
  }
`);

export const ServiceHistoryQuery = graphql(`
  query ServiceHistory($id: PositiveInt!) {
    serviceHistory(id: $id) {
      data {
        items {
          id
          maintenanceUserTimeFormatted
          engineTimeFormatted
          comment
          calibrated
          reportedBy
        }
      }
    }
  }
`);

export const ServiceSummaryQuery = graphql(`
  query ServiceSummary {
    serviceSummary {
      data {
        doneThisWeekCount
        overdueServiceCount
        soonToServiceCount
        noServiceCount
      }
    }
  }
`);

export async function loadSetupCall(assetId: number): Promise<ServiceSetup> {
  const result = await apiClient.query(SetupQuery, { assetId }, { requestPolicy: 'network-only' }).toPromise();
  return readFragment(
    SetupFields,
    unwrap(result, (d) => d.serviceSetup?.data),
  );
}

export async function saveSetupCall(input: SaveSetupRequest): Promise<ServiceSetup> {
  const result = await apiClient.mutation(SaveSetupMutation, { input }).toPromise();
  return readFragment(
    SetupFields,
    unwrap(result, (d) => d.saveServiceSetup?.data),
  );
}

export async function deleteHoursCall(id: number): Promise<ServiceSetup> {
  const result = await apiClient.mutation(DeleteHoursMutation, { id }).toPromise();
  return readFragment(
    SetupFields,
    unwrap(result, (d) => d.deleteEngineHoursService?.data),
  );
}

export async function deleteCalendarCall(id: number): Promise<ServiceSetup> {
  const result = await apiClient.mutation(DeleteCalendarMutation, { id }).toPromise();
  return readFragment(
    SetupFields,
    unwrap(result, (d) => d.deleteCalendarService?.data),
  );
}

export async function engineTimeCall({ assetId, userTime }: EngineTimeRequest): Promise<EngineTimeAt> {
  const result = await apiClient.query(EngineTimeQuery, { id: assetId, userTime }, { requestPolicy: 'network-only' }).toPromise();
  return unwrap(result, (d) => d.engineTimeAt?.data);
}

export async function calibrateCall(input: CalibrationRequest): Promise<unknown> {
  const result = await apiClient.mutation(CalibrateMutation, { input }).toPromise();
  return unwrap(result, (d) => d.calibrateEngineTime?.data);
}

export async function reportCall(input: ReportRequest): Promise<unknown> {
  const result = await apiClient.mutation(ReportMutation, { input }).toPromise();
  return unwrap(result, (d) => d.reportService?.data);
}
