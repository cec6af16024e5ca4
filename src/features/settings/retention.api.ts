// Settings → Data retention's calls (company owner only; the server refuses others).
import { apiClient } from '../../graphql/apiClient.ts';
import { unwrap } from '../../graphql/unwrap.ts';
import { graphql } from '../../graphql/graphql.ts';
import type { RetentionValues } from '../../../machines/retentionSettings/retentionSettings.rules.ts';

const RetentionQuery = graphql(`
  query RetentionSettings {
    retentionSettings {
      data {
        positionsMonths
        eventsMonths
        notificationsMonths
        dailyFiguresMonths
      }
    }
  }
`);

const UpdateRetentionMutation = graphql(`
  mutation UpdateRetentionSettings($input: updateRetentionSettings_request_Input) {
    updateRetentionSettings(input: $input) {
      data {
        positionsMonths
        eventsMonths
        notificationsMonths
        dailyFiguresMonths
      }
    }
  }
`);

export async function loadRetentionCall(): Promise<RetentionValues> {
  const result = await apiClient.query(RetentionQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  return unwrap(result, (d) => d.retentionSettings?.data);
}

export async function saveRetentionCall(input: RetentionValues): Promise<RetentionValues> {
  const result = await apiClient.mutation(UpdateRetentionMutation, { input }).toPromise();
  return unwrap(result, (d) => d.updateRetentionSettings?.data);
}
