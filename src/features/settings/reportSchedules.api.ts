// Settings → Scheduled reports' calls (issue 29, decision 0061): the caller's own schedules.
import { apiClient } from '../../graphql/apiClient.ts';
import { unwrap } from '../../graphql/unwrap.ts';
import { graphql } from '../../graphql/graphql.ts';
import type { ReportSchedule, ReportScheduleSave, ReportSchedules } from '../../../machines/reportSchedule/reportSchedule.types.ts';

const ReportSchedulesQuery = graphql(`
  query ReportSchedules {
    reportSchedules {
      data {
        schedules {
          id
          report
          frequency
          recipients
        }
        colleagues {
          userId
          name
          email
        }
      }
    }
  }
`);

const CreateReportScheduleMutation = graphql(`
  mutation CreateReportSchedule($input: createReportSchedule_request_Input) {
    createReportSchedule(input: $input) {
      data {
        id
        report
        frequency
        recipients
      }
    }
  }
`);

const UpdateReportScheduleMutation = graphql(`
  mutation UpdateReportSchedule($id: PositiveInt!, $input: updateReportSchedule_request_Input) {
    updateReportSchedule(id: $id, input: $input) {
      data {
        id
        report
        frequency
        recipients
      }
    }
  }
`);

const DeleteReportScheduleMutation = graphql(`
  mutation DeleteReportSchedule($id: PositiveInt!) {
    deleteReportSchedule(id: $id) {
      data {
        id
      }
    }
  }
`);

const recipientsOf = (ids: readonly (number | null)[]) => ids.filter((id): id is number => id !== null);

export async function loadReportSchedulesCall(): Promise<ReportSchedules> {
  const result = await apiClient.query(ReportSchedulesQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  const data = unwrap(result, (d) => d.reportSchedules?.data);
  return {
    schedules: data.schedules.flatMap((s) => (s ? [{ ...s, recipients: recipientsOf(s.recipients) }] : [])),
    colleagues: data.colleagues.flatMap((c) => (c ? [c] : [])),
  };
}

export async function saveReportScheduleCall({ id, values }: ReportScheduleSave): Promise<ReportSchedule> {
  const saved =
    id === null
      ? unwrap(await apiClient.mutation(CreateReportScheduleMutation, { input: values }).toPromise(), (d) => d.createReportSchedule?.data)
      : unwrap(await apiClient.mutation(UpdateReportScheduleMutation, { id, input: values }).toPromise(), (d) => d.updateReportSchedule?.data);
  return { ...saved, recipients: recipientsOf(saved.recipients) };
}

export async function deleteReportScheduleCall(id: number): Promise<{ id: number }> {
  const result = await apiClient.mutation(DeleteReportScheduleMutation, { id }).toPromise();
  return unwrap(result, (d) => d.deleteReportSchedule?.data);
}
