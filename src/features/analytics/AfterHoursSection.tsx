// "After-hours use" over the utilization range (and its drill-down): engine hours at places with a
// place alert, inside the alert's work shifts (its non-working windows) or on its holidays, in each
// place's zone; per machine and place, and per place (decision 0062).
import { Card, Flex, Grid, Tabs, Text } from '@radix-ui/themes';
import type { Drill } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import { useFormat, type Formatter } from '../../format/format.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { loadAfterHoursCall, type AfterHours, type AfterHoursFigures, type Page, type SectionRequest } from './analytics.api.ts';
import { FigureHeader } from './FigureHeader.tsx';
import { FigureTable, MachineLink, type FigureColumn } from './FigureTable.tsx';
import { FollowingSection } from './FollowingSection.tsx';
import { useMoreRows, usePageLoader, type PageLoader } from './useMoreRows.ts';
import { sectionRequest, useSectionLoad } from './useSectionLoad.ts';

type FigureKey = keyof AfterHoursFigures;
export const AFTER_HOURS_FIGURES: readonly { key: FigureKey; label: string; explain: string; percent?: boolean }[] = [
  {
    key: 'afterHoursHours',
    label: msg('After-hours hours'),
    explain: msg('Outside work hours plus holiday hours.'),
  },
  {
    key: 'outsideShiftHours',
    label: msg('Outside work hours'),
    explain: msg(
      'Engine hours at the place inside the non-working windows of its place alerts’ work shifts (e.g. weekdays 18:00–06:00, weekends), in the place’s time zone; holidays not included.',
    ),
  },
  {
    key: 'holidayHours',
    label: msg('Holiday hours'),
    explain: msg('Engine hours at the place on a holiday listed in its place alerts (the whole day, in the place’s time zone).'),
  },
  {
    key: 'afterHoursPercent',
    label: msg('After-hours %'),
    explain: msg('After-hours hours ÷ engine hours at the place × 100. Empty without engine time.'),
    percent: true,
  },
  {
    key: 'engineHours',
    label: msg('Engine hours at the place'),
    explain: msg(
      'Engine time while the machine was inside the place (from its entries and exits). A session partly at the place counts its share: its engine time is spread evenly over its span.',
    ),
  },
];

const figureColumns = <Row extends AfterHoursFigures>(format: Formatter): FigureColumn<Row>[] =>
  AFTER_HOURS_FIGURES.map((f) => ({
    label: f.label,
    explain: f.explain,
    value: (r) => r[f.key],
    cell: (r) => {
      const v = r[f.key];
      return v === null ? '–' : f.percent ? format.percent(v) : format.hours(v);
    },
  }));

const load = (request: Parameters<typeof loadAfterHoursCall>[0]) => loadAfterHoursCall(request);
const machinesPage = (request: SectionRequest, page: Page) => loadAfterHoursCall(request, page).then((d) => d.machines.rows);

export function AfterHoursSection({ fromDay, toDay, drill }: { fromDay: string; toDay: string; drill: Drill | null }) {
  const request = sectionRequest(fromDay, toDay, drill);
  const { state, retry } = useSectionLoad(load, request);
  const pageOf = usePageLoader(request, machinesPage);
  return (
    <FollowingSection
      id="after-hours"
      title={msg('After-hours use')}
      intro={msg(
        'Engine hours at places with a place alert, outside the work hours its shifts define and on its holidays, per machine and place. A machine counts where it was while its engine ran.',
      )}
      loading={msg('Loading after-hours use…')}
      failed={msg('After-hours use could not be loaded. Please try again later')}
      load={state}
      retry={retry}
    >
      {state.data ? <AfterHoursFiguresView data={state.data} pageOf={pageOf} /> : null}
    </FollowingSection>
  );
}

function AfterHoursFiguresView({ data, pageOf }: { data: AfterHours; pageOf: PageLoader<AfterHours['machines']['rows'][number]> }) {
  const t = useT();
  const format = useFormat();
  const machines = useMoreRows(data.machines.rows, data.machines.total, pageOf);
  const stem = (what: string) => `after-hours-${what}_${data.fromDay}_${data.toDay}`;
  if (data.placesWithShifts === 0) {
    return (
      <Text size="2" color="gray" as="p">
        {t('No place has work shifts yet: add a place alert with work shifts and holidays under Alerts to see after-hours use here.')}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="4">
      {data.totals.engineHours === 0 ? (
        <Text size="2" color="gray" as="p">
          {t('No engine time at places with work shifts in this range. Pick a longer range or another selection.')}
        </Text>
      ) : null}
      <Grid columns={{ initial: '2', sm: '3', md: '5' }} gap="3">
        {AFTER_HOURS_FIGURES.map((f) => (
          <Card key={f.key} size="1">
            <FigureHeader label={f.label} explain={f.explain} align="start" />
            <Text as="p" size={{ initial: '4', sm: '5' }} weight="bold" data-testid={`after-hours-total-${f.key}`}>
              {data.totals[f.key] === null ? '–' : f.percent ? format.percent(data.totals[f.key]!) : format.hours(data.totals[f.key]!)}
            </Text>
          </Card>
        ))}
      </Grid>
      <Text size="1" color="gray">
        {t('{machines} machines at {places} places with work shifts.', {
          machines: format.count(data.totals.machines),
          places: format.count(data.placesWithShifts),
        })}
      </Text>
      <Tabs.Root defaultValue="machines">
        <Tabs.List size="1" aria-label={t('After-hours use by')}>
          <Tabs.Trigger value="machines">{t('Machines')}</Tabs.Trigger>
          <Tabs.Trigger value="places">{t('By place')}</Tabs.Trigger>
        </Tabs.List>
        <Flex direction="column" pt="3">
          <Tabs.Content value="machines">
            <FigureTable
              id="after-hours-machines"
              title={msg('Per machine and place')}
              rows={machines.rows}
              rowKey={(r) => `${r.assetId}:${r.placeId}`}
              nameLabel={msg('Machine')}
              name={(r) => r.name}
              nameCell={(r) => <MachineLink assetId={r.assetId} name={r.name} />}
              columns={[
                { label: msg('Internal ID'), explain: msg('The machine’s internal ID.'), value: (r) => r.internalId, align: 'start' },
                { label: msg('Place'), explain: msg('The place the machine was in while its engine ran.'), value: (r) => r.placeName, align: 'start' },
                ...figureColumns(format),
              ]}
              empty={msg('No machine ran at a place with work shifts in this range.')}
              footer={
                data.machines.total > machines.rows.length
                  ? t('The {shown} with the most after-hours hours, of {total}', {
                      shown: format.count(machines.rows.length),
                      total: format.count(data.machines.total),
                    })
                  : null
              }
              exportStem={stem('machines')}
              more={machines.more}
            />
          </Tabs.Content>
          <Tabs.Content value="places">
            <FigureTable
              id="after-hours-places"
              title={msg('Per place')}
              rows={data.places}
              rowKey={(r) => String(r.placeId)}
              nameLabel={msg('Place')}
              name={(r) => r.name}
              columns={[
                {
                  label: msg('Machines'),
                  explain: msg('Machines with engine time at the place in the range.'),
                  value: (r) => r.machines,
                  cell: (r) => format.count(r.machines),
                },
                {
                  label: msg('Time zone'),
                  explain: msg('The place’s time zone: its shifts, holidays and the range’s days are read there.'),
                  value: (r) => r.timeZone,
                  align: 'start',
                },
                ...figureColumns(format),
              ]}
              empty={msg('No place has work shifts yet.')}
              exportStem={stem('places')}
            />
          </Tabs.Content>
        </Flex>
      </Tabs.Root>
    </Flex>
  );
}
