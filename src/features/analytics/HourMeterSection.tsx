// "Hour-meter integrity" over the utilization range (and its drill-down): meters back higher after
// the unit was silent, AEMP readings that disagree with the unit, and calibrations, newest first
// (decision 0065). Each count says how it is found; the table opens the machine.
import { Card, Grid, Flex, Text } from '@radix-ui/themes';
import type { Drill } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import { useFormat } from '../../format/format.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { loadHourMeterCall, type HourMeter, type HourMeterFinding, type Page, type SectionRequest } from './analytics.api.ts';
import { findingName, HOUR_METER_KINDS } from './hourMeterKinds.ts';
import { signed } from './figures.ts';
import { FigureHeader } from './FigureHeader.tsx';
import { FigureTable, MachineLink } from './FigureTable.tsx';
import { FollowingSection } from './FollowingSection.tsx';
import { useMoreRows, usePageLoader, type PageLoader } from './useMoreRows.ts';
import { sectionRequest, useSectionLoad } from './useSectionLoad.ts';

const findingsPage = (request: SectionRequest, page: Page) => loadHourMeterCall(request, page).then((d) => d.findings.rows);

export function HourMeterSection({ fromDay, toDay, drill }: { fromDay: string; toDay: string; drill: Drill | null }) {
  const request = sectionRequest(fromDay, toDay, drill);
  const { state, retry } = useSectionLoad(loadHourMeterCall, request);
  const pageOf = usePageLoader(request, findingsPage);
  return (
    <FollowingSection
      id="hour-meter"
      title={msg('Hour-meter integrity')}
      intro={msg(
        'What does not add up in the machines’ hour meters over the range: hours gained while a unit was silent, manufacturer readings that disagree with the unit, and calibrations. Service by engine hours relies on these meters.',
      )}
      loading={msg('Loading hour-meter findings…')}
      failed={msg('Hour-meter findings could not be loaded. Please try again later')}
      load={state}
      retry={retry}
    >
      {state.data ? <HourMeterView data={state.data} pageOf={pageOf} /> : null}
    </FollowingSection>
  );
}

function HourMeterView({ data, pageOf }: { data: HourMeter; pageOf: PageLoader<HourMeterFinding> }) {
  const t = useT();
  const format = useFormat();
  const findings = useMoreRows(data.findings.rows, data.findings.total, pageOf);
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '2', sm: '4' }} gap="3">
        <Card size="1">
          <FigureHeader label={msg('Machines flagged')} explain={msg('Machines with at least one finding in the range.')} align="start" />
          <Text as="p" size={{ initial: '4', sm: '5' }} weight="bold" data-testid="hour-meter-total-machines">
            {format.count(data.totals.machines)}
          </Text>
        </Card>
        {HOUR_METER_KINDS.map((k) => (
          <Card key={k.kind} size="1">
            <FigureHeader label={k.label} explain={k.explain} align="start" />
            <Text as="p" size={{ initial: '4', sm: '5' }} weight="bold" data-testid={`hour-meter-total-${k.kind}`}>
              {format.count(data.totals[k.kind])}
            </Text>
          </Card>
        ))}
      </Grid>
      <FigureTable<HourMeterFinding>
        id="hour-meter-findings"
        title={msg('Findings, newest first')}
        rows={findings.rows}
        rowKey={(r) => String(r.id)}
        nameLabel={msg('Machine')}
        name={(r) => r.name}
        nameCell={(r) => <MachineLink assetId={r.assetId} name={r.name} />}
        columns={[
          { label: msg('Internal ID'), explain: msg('The machine’s internal ID.'), value: (r) => r.internalId, align: 'start' },
          {
            label: msg('Finding'),
            explain: msg('What was noticed: hover the counts above for how each is found.'),
            value: (r) => t(findingName(r.kind)),
            align: 'start',
          },
          {
            label: msg('When'),
            explain: msg('The unit back, the AEMP reading’s time, or the calibrated moment, in your time zone.'),
            value: (r) => format.dateTime(r.time),
            align: 'start',
          },
          {
            label: msg('Hours before'),
            explain: msg('The unit’s hours at its last session end, the unit’s hours at the AEMP reading, or the hours a calibration replaced.'),
            value: (r) => r.fromHours,
            cell: (r) => (r.fromHours === null ? '–' : format.hours(r.fromHours)),
          },
          {
            label: msg('Hours after'),
            explain: msg('The meter back, the AEMP reading, or the value set.'),
            value: (r) => r.toHours,
            cell: (r) => format.hours(r.toHours),
          },
          {
            label: msg('Change'),
            explain: msg('Hours after − hours before.'),
            value: (r) => r.changeHours,
            cell: (r) => (r.changeHours === null ? '–' : signed(format.hours(r.changeHours), r.changeHours)),
          },
          {
            label: msg('By'),
            explain: msg('Who set the hours of a calibration; an integration when no user did.'),
            value: (r) => (r.kind !== 'calibration' ? '' : (r.byUser ?? t('An integration'))),
            align: 'start',
          },
        ]}
        empty={msg(
          'Nothing to flag in this range: the meters add up. Findings appear here when a unit comes back with more hours, an AEMP feed disagrees or someone calibrates.',
        )}
        footer={
          data.findings.total > findings.rows.length
            ? t('The newest {shown} of {total}', { shown: format.count(findings.rows.length), total: format.count(data.findings.total) })
            : null
        }
        exportStem={`hour-meter_${data.fromDay}_${data.toDay}`}
        more={findings.more}
      />
    </Flex>
  );
}
