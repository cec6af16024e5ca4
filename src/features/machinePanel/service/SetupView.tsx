// The Service tab in view mode: status, what is set up, when it is due, and the actions.
import type { ReactNode } from 'react';
import { Button, Callout, DataList, Flex, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { WHICHEVER_FIRST_NOTE } from '../../../../machines/serviceTab/serviceTab.rules.ts';
import type { ServiceSetup } from '../../../../machines/serviceTab/serviceTab.types.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';
import { intervalLabel } from './intervalLabel.ts';
import { useFormat } from '../../../format/format.ts';
import { predictionReason } from './predictionReason.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  return (
    <DataList.Item>
      <DataList.Label minWidth="150px">{t(label)}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

export function SetupView(props: { setup: ServiceSetup; onEdit: () => void; onReport: () => void; onDeleteHours: () => void; onDeleteCalendar: () => void }) {
  const t = useT();
  // Hours and days as every screen writes them (the grids, the xlsx, the e-mails): decision 0037.
  const format = useFormat();
  const { hours, day } = format;
  const { setup, onEdit, onReport, onDeleteHours, onDeleteCalendar } = props;
  const hasHours = setup.engineHoursServiceAllowed && setup.nextEngineHoursService !== null;
  const hasCalendar = setup.nextCalendarServiceUserTime !== null;
  const every = intervalLabel(setup.calendarServiceIntervalType, setup.calendarServiceFrequency);
  const reason = predictionReason(setup, format);
  return (
    <Flex direction="column" gap="3" data-testid="service-view">
      <DataList.Root size="2">
        <Row label={msg('Status')}>
          <StatusBadge status={setup.status} />
        </Row>
        <Row label={msg('Machine hours')}>
          <span data-testid="service-machine-hours">{hours(setup.engineHours)}</span>
        </Row>
        <Row label={msg('Engine-hour service')}>
          {hasHours ? (
            <span data-testid="service-hours">
              {t('Next at {hours}', { hours: hours(setup.nextEngineHoursService!) })}
              {setup.engineHoursServiceInterval ? t(', every {hours}', { hours: hours(setup.engineHoursServiceInterval) }) : ''}
              {setup.hoursLeft !== null
                ? setup.hoursLeft >= 0
                  ? t(' ({hours} to go)', { hours: hours(setup.hoursLeft) })
                  : t(' ({hours} past)', { hours: hours(-setup.hoursLeft) })
                : ''}
            </span>
          ) : (
            <Text color="gray">{t('Not set up')}</Text>
          )}
        </Row>
        <Row label={msg('Calendar service')}>
          {hasCalendar ? (
            <span data-testid="service-calendar">
              {t('Next on {day}', { day: day(setup.nextCalendarServiceUserTime) })}
              {every ? `, ${every}` : ''}
            </span>
          ) : (
            <Text color="gray">{t('Not set up')}</Text>
          )}
        </Row>
        <Row label={msg('Next service')}>
          {setup.nextServicePredictionUserTimeFormatted ? (
            <span data-testid="service-prediction">
              {setup.nextServicePredictionUserTimeFormatted}
              {reason ? (
                <Text color="gray" data-testid="service-prediction-reason">
                  {' '}
                  ({reason})
                </Text>
              ) : null}
            </span>
          ) : (
            <Text color="gray">{t('Not planned')}</Text>
          )}
        </Row>
        <Row label={msg('Last service')}>{setup.previousServiceUserTimeFormatted ?? <Text color="gray">{t('None reported')}</Text>}</Row>
        {setup.description ? <Row label={msg('Description')}>{setup.description}</Row> : null}
      </DataList.Root>
      {hasHours && hasCalendar ? (
        <Callout.Root size="1" color="gray">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{t(WHICHEVER_FIRST_NOTE)}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex gap="2" wrap="wrap">
        <Button onClick={onReport}>{t('Report service')}</Button>
        <Button variant="soft" onClick={onEdit}>
          {t('Edit')}
        </Button>
        {hasHours ? (
          <Button variant="soft" color="red" onClick={onDeleteHours}>
            {t('Delete engine-hour service')}
          </Button>
        ) : null}
        {hasCalendar ? (
          <Button variant="soft" color="red" onClick={onDeleteCalendar}>
            {t('Delete calendar service')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
