// The Service tab in view mode: status, what is set up, when it is due, and the actions.
import type { ReactNode } from 'react';
import { Button, Callout, DataList, Flex, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { intervalText, WHICHEVER_FIRST_NOTE } from '../../../../machines/serviceTab/serviceTab.rules.ts';
import type { ServiceSetup } from '../../../../machines/serviceTab/serviceTab.types.ts';
import { StatusBadge } from './StatusBadge.tsx';

const hours = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;
const day = (iso: string) => iso.replaceAll('-', '/');

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="150px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

export function SetupView(props: { setup: ServiceSetup; onEdit: () => void; onReport: () => void; onDeleteHours: () => void; onDeleteCalendar: () => void }) {
  const { setup, onEdit, onReport, onDeleteHours, onDeleteCalendar } = props;
  const hasHours = setup.engineHoursServiceAllowed && setup.nextEngineHoursService !== null;
  const hasCalendar = setup.nextCalendarServiceUserTime !== null;
  const every = intervalText(setup.calendarServiceIntervalType, setup.calendarServiceFrequency);
  return (
    <Flex direction="column" gap="3" data-testid="service-view">
      <DataList.Root size="2">
        <Row label="Status">
          <StatusBadge status={setup.status} />
        </Row>
        <Row label="Machine hours">{setup.engineHoursFormatted}</Row>
        <Row label="Engine-hour service">
          {hasHours ? (
            <span data-testid="service-hours">
              Next at {hours(setup.nextEngineHoursService!)}
              {setup.engineHoursServiceInterval ? `, every ${hours(setup.engineHoursServiceInterval)}` : ''}
              {setup.hoursLeft !== null ? (setup.hoursLeft >= 0 ? ` (${hours(setup.hoursLeft)} to go)` : ` (${hours(-setup.hoursLeft)} past)`) : ''}
            </span>
          ) : (
            <Text color="gray">Not set up</Text>
          )}
        </Row>
        <Row label="Calendar service">
          {hasCalendar ? (
            <span data-testid="service-calendar">
              Next on {day(setup.nextCalendarServiceUserTime!)}
              {every ? `, ${every}` : ''}
            </span>
          ) : (
            <Text color="gray">Not set up</Text>
          )}
        </Row>
        <Row label="Next service">
          {setup.nextServicePredictionUserTimeFormatted ? (
            <span data-testid="service-prediction">
              {setup.nextServicePredictionUserTimeFormatted}
              {hasHours && setup.usageHoursPerDay ? <Text color="gray"> (at {hours(setup.usageHoursPerDay)} a day, the last 30 days)</Text> : null}
            </span>
          ) : (
            <Text color="gray">Not planned</Text>
          )}
        </Row>
        <Row label="Last service">{setup.previousServiceUserTimeFormatted ?? <Text color="gray">None reported</Text>}</Row>
        {setup.description ? <Row label="Description">{setup.description}</Row> : null}
      </DataList.Root>
      {hasHours && hasCalendar ? (
        <Callout.Root size="1" color="gray">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{WHICHEVER_FIRST_NOTE}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex gap="2" wrap="wrap">
        <Button onClick={onReport}>Report service</Button>
        <Button variant="soft" onClick={onEdit}>
          Edit
        </Button>
        {hasHours ? (
          <Button variant="soft" color="red" onClick={onDeleteHours}>
            Delete engine-hour service
          </Button>
        ) : null}
        {hasCalendar ? (
          <Button variant="soft" color="red" onClick={onDeleteCalendar}>
            Delete calendar service
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
