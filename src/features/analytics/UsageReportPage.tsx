// /analytics/reports/usage-report/pick-machines: pick machines (up to 10,000) and a date range, and
// download the usage report (xlsx). The usageReport machine holds the choices; the page shows them.
import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button, Callout, Checkbox, Flex, ScrollArea, Spinner, Text, TextField } from '@radix-ui/themes';
import { DownloadIcon, ExclamationTriangleIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { usageReportMachine } from '../../../machines/usageReport/usageReport.machine.ts';
import { defaultRange, RANGE_ERRORS, rangeError } from '../../../machines/usageReport/usageReport.range.ts';
import { inspect } from '../../app/inspector.ts';
import { DateInput } from '../../components/dates/DateInput.tsx';
import { FormField } from '../../components/form/FormField.tsx';
import { useT } from '../../i18n/useT.ts';
import { generateReportCall, loadReportMachinesCall } from './report.api.ts';
import { saveFile } from '../../app/saveFile.ts';
import { currentFormat } from '../../format/format.ts';

/** Rows drawn at once; the search narrows a big fleet ("select all shown" takes the whole match). */
const SHOWN = 200;

function useUsageReport() {
  const [received, setReceived] = useState(0);
  const [machine] = useState(() =>
    usageReportMachine.provide({
      actors: {
        loadMachines: fromPromise(() => loadReportMachinesCall()),
        generateReport: fromPromise(({ input }) => {
          setReceived(0);
          return generateReportCall(input, setReceived);
        }),
      },
      actions: { download: (_, file) => saveFile(file) },
    }),
  );
  // The default range is fixed when the page opens (a lazy initial state, not a render-time read).
  const [range] = useState(() => defaultRange(Date.now(), currentFormat().zone));
  const actor = useActorRef(machine, { inspect, input: range });
  return { actor, received };
}

export function UsageReportPicker() {
  const t = useT();
  const { actor, received } = useUsageReport();
  const state = useSelector(actor, (s) => String(s.value));
  const { machines, selected, fromDay, toDay, error } = useSelector(actor, (s) => s.context);
  const [search, setSearch] = useState('');

  const matches = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return machines;
    return machines.filter((m) => `${m.name} ${m.internalId} ${m.brand} ${m.model}`.toLowerCase().includes(needle));
  }, [machines, search]);
  const picked = useMemo(() => new Set(selected), [selected]);
  const allShownPicked = matches.length > 0 && matches.every((m) => picked.has(m.assetId));
  const problem = rangeError(fromDay, toDay);
  const generating = state === 'generating';

  // Each field sends its whole day ('' while unfinished); either calendar picks both at once.
  const changeRange = (nextFrom: string, nextTo: string) => actor.send({ type: 'report.rangeChanged', fromDay: nextFrom, toDay: nextTo });
  const pickRange = { from: fromDay, to: toDay, onChange: (r: { from: string; to: string }) => changeRange(r.from, r.to) };

  if (state === 'loading') {
    return (
      <Flex align="center" gap="2" p="4" role="status">
        <Spinner /> <Text size="2">{t('Loading machines…')}</Text>
      </Flex>
    );
  }
  if (state === 'loadFailed') {
    return (
      <Flex direction="column" gap="3" p="4" align="start">
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{error ? t(error) : null}</Callout.Text>
        </Callout.Root>
        <Button variant="soft" onClick={() => actor.send({ type: 'report.retried' })}>
          {t('Try again')}
        </Button>
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="3" p="4" style={{ flex: 1, minHeight: 0, maxWidth: 880 }}>
      <Flex gap="3" wrap="wrap" align="start">
        <FormField id="report-from" label={t('From')} error={problem && problem !== RANGE_ERRORS.tooLong ? t(problem) : undefined} hint={t('YYYY/MM/DD')}>
          <DateInput id="report-from" value={fromDay} range={pickRange} onChange={(day) => changeRange(day, toDay)} />
        </FormField>
        <FormField id="report-to" label={t('To')} error={problem === RANGE_ERRORS.tooLong ? t(problem) : undefined} hint={t('At most 31 days')}>
          <DateInput id="report-to" value={toDay} range={pickRange} onChange={(day) => changeRange(fromDay, day)} />
        </FormField>
      </Flex>
      <Flex gap="3" align="center" wrap="wrap">
        <TextField.Root
          aria-label={t('Search machines')}
          placeholder={t('Search machines')}
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
          style={{ minWidth: 240 }}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox
              checked={allShownPicked}
              disabled={matches.length === 0}
              onCheckedChange={() => actor.send({ type: 'report.allToggled', assetIds: matches.map((m) => m.assetId) })}
            />
            {t('Select all ({count})', { count: matches.length })}
          </Flex>
        </Text>
        <Text size="2" color="gray" role="status">
          {t('{selected} of {total} machines selected', { selected: selected.length, total: machines.length })}
        </Text>
      </Flex>
      <ScrollArea type="auto" style={{ flex: 1, minHeight: 160, border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}>
        <Flex direction="column" p="2" gap="1" role="group" aria-label={t('Machines')}>
          {matches.slice(0, SHOWN).map((m) => (
            <Text as="label" size="2" key={m.assetId}>
              <Flex gap="2" align="center" py="1">
                <Checkbox checked={picked.has(m.assetId)} onCheckedChange={() => actor.send({ type: 'report.toggled', assetId: m.assetId })} />
                {m.name}
                <Text color="gray">
                  {m.internalId} · {m.brand} {m.model}
                </Text>
              </Flex>
            </Text>
          ))}
          {matches.length > SHOWN ? (
            <Text as="p" size="1" color="gray" style={{ padding: 8 }}>
              {t('{count} more match: search to narrow the list, or use Select all.', { count: matches.length - SHOWN })}
            </Text>
          ) : null}
          {matches.length === 0 ? (
            <Text as="p" size="2" color="gray" style={{ padding: 8 }}>
              {t('No machines found')}
            </Text>
          ) : null}
        </Flex>
      </ScrollArea>
      {error ? (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{t(error)}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex gap="3" align="center" wrap="wrap">
        <Button loading={generating} disabled={selected.length === 0 || problem !== null} onClick={() => actor.send({ type: 'report.generateRequested' })}>
          <DownloadIcon /> {t('Download report')}
        </Button>
        {generating ? (
          <Text size="2" color="gray" role="status">
            {t('Generating the report for {count} machines…', { count: selected.length })}{' '}
            {received > 0 ? t('{size} MB received', { size: currentFormat().decimal(received / 1_048_576, 1) }) : ''}
          </Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
