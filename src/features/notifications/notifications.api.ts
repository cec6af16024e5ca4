// The notification calls, handed to the notification machines as actors and used by the settings
// page. Each rejects with an ApiError (HTTP status, envelope code, message).
import type { NotificationPage } from '../../../machines/notificationPolling/notificationPolling.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { unwrap } from '../../graphql/unwrap.ts';
import { graphql } from '../../graphql/graphql.ts';
import type { SettingItem } from '../../../machines/notificationSettings/notificationSettings.types.ts';

/** Features spec §9: page size 100 for the notifications. */
export const NOTIFICATION_PAGE_SIZE = 100;

const NotificationsQuery = graphql(`
  query Notifications($start: NonNegativeInt!, $limit: PositiveInt!) {
    notifications(start: $start, limit: $limit) {
      data {
        items {
          id
          subject
          body
          link
          assetId
          userTimeFormatted
          isNew
        }
        total
        newCount
      }
    }
  }
`);

export async function loadNotifications(): Promise<NotificationPage> {
  const result = await apiClient.query(NotificationsQuery, { start: 0, limit: NOTIFICATION_PAGE_SIZE }, { requestPolicy: 'network-only' }).toPromise();
  const data = unwrap(result, (d) => d.notifications?.data);
  return {
    items: data.items.flatMap((i) => (i ? [{ ...i, assetId: i.assetId ?? null }] : [])),
    total: data.total,
    newCount: data.newCount,
  };
}

const MarkReadMutation = graphql(`
  mutation UpdateNotificationsLastReadTime {
    updateNotificationsLastReadTime {
      data {
        lastReadUtcTime
      }
    }
  }
`);

export async function markNotificationsRead(): Promise<string> {
  const result = await apiClient.mutation(MarkReadMutation, {}).toPromise();
  const data = unwrap(result, (d) => d.updateNotificationsLastReadTime?.data);
  return data.lastReadUtcTime;
}

const ConfigurationQuery = graphql(`
  query NotificationConfiguration {
    notificationConfiguration {
      data {
        items {
          id
          name
          enabled
          emailNotification
          uiNotification
        }
      }
    }
  }
`);

export async function loadConfiguration(): Promise<SettingItem[]> {
  const result = await apiClient.query(ConfigurationQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  const data = unwrap(result, (d) => d.notificationConfiguration?.data);
  return data.items.flatMap((i) => (i ? [{ id: i.id, name: i.name, emailNotification: i.emailNotification, uiNotification: i.uiNotification }] : []));
}

/** Email=0, UserInterface=3 (spec). */
export const NotificationType = { Email: 0, UserInterface: 3 } as const;

const SubscribeMutation = graphql(`
  mutation SubscribeNotifications($input: subscribeNotifications_request_Input) {
    subscribeNotifications(input: $input) {
      data {
        id
        emailNotification
        uiNotification
      }
    }
  }
`);

const UnsubscribeMutation = graphql(`
  mutation UnsubscribeNotifications($id: PositiveInt!, $notificationType: JSON!) {
    unsubscribeNotifications(id: $id, notificationType: $notificationType) {
      data {
        id
        emailNotification
        uiNotification
      }
    }
  }
`);

export async function setSubscription(id: number, notificationType: 0 | 3, on: boolean) {
  return on
    ? unwrap(await apiClient.mutation(SubscribeMutation, { input: { id, notificationType } }).toPromise(), (d) => d.subscribeNotifications?.data)
    : unwrap(await apiClient.mutation(UnsubscribeMutation, { id, notificationType }).toPromise(), (d) => d.unsubscribeNotifications?.data);
}
