// "Fleet now": machines working, idling, off and silent (no report for 24 h), and those without a
// unit, overall and by family, place and tag. Every count opens the fleet grid filtered to the
// machines it counted (fleetLinks.ts: the group, the state, or both).
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Flex, Grid, Heading, Link, Spinner, Table, Tabs, Text } from '@radix-ui/themes';
import { useFormat } from '../../format/format.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { ShowMoreButton, useShowMore } from './ShowMore.tsx';
import { fleetLinks } from '../fleet/fleetLinks.ts';
import { FigureHeader } from './FigureHeader.tsx';
import { MACHINES_EXPLAINED } from './figures.ts';
import { loadFleetNowCall, type FleetNow, type FleetState, type StateGroup } from './analytics.api.ts';

export const STATE_TEXTS: Record<FleetState, { label: string; explain: string }> = {
  working: { label: msg('Working'), explain: msg('Engine on and moving or working, reported within the last 30 minutes.') },
  idling: { label: msg('Idling'), explain: msg('Engine on and standing still for at least 5 minutes, reported within the last 30 minutes.') },
  off: { label: msg('Off'), explain: msg('Reported within 24 hours, engine not running.') },
  silent: { label: msg('Silent'), explain: msg('A telematics unit, but no report for 24 hours.') },
  untracked: { label: msg('No unit'), explain: msg('No telematics unit is installed on the machine.') },
};
const STATES: readonly FleetState[] = ['working', 'idling', 'off', 'silent', 'untracked'];
export const FLEET_NOW_FAILED = msg('The fleet status could not be loaded. Please try again later');

type Load = { status: 'loading' } | { status: 'ready'; data: FleetNow } | { status: 'failed' };

export function FleetNowSection() {
  const t = useT();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // Each attempt asks once; an answer after the section has gone (or a newer attempt) is dropped.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadFleetNowCall().then(
      (data) => live && setLoad({ status: 'ready', data }),
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="fleet-now-title">
        <Heading as="h2" size="4" id="fleet-now-title">
          {t('Fleet now')}
        </Heading>
        {load.status === 'loading' ? (
          <Flex align="center" gap="2" role="status">
            <Spinner /> <Text size="2">{t('Loading the fleet status…')}</Text>
          </Flex>
        ) : load.status === 'failed' ? (
          <Flex direction="column" gap="2" align="start">
            <Callout.Root color="red" role="alert" size="1">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{t(FLEET_NOW_FAILED)}</Callout.Text>
            </Callout.Root>
            <Button variant="soft" onClick={retry}>
              {t('Try again')}
            </Button>
          </Flex>
        ) : (
          <FleetNowFigures data={load.data} />
        )}
      </section>
    </Flex>
  );
}

function FleetNowFigures({ data }: { data: FleetNow }) {
  const t = useT();
  const format = useFormat();
  if (data.counts.total === 0) {
    return (
      <Text size="2" color="gray" as="p">
        {t('No machines yet: add machines under Fleet, and install telematics units under Telematics, to see what they do now.')}
      </Text>
    );
  }
  return (
    <>
      <Grid columns={{ initial: '2', sm: '3', md: '6' }} gap="3">
        {STATES.map((state) => (
          <Card key={state} size="1">
            <FigureHeader label={STATE_TEXTS[state].label} explain={STATE_TEXTS[state].explain} align="start" />
            {/* mt: the count is a link now, and the tooltip's button above needs its 24 px of clear space (axe target-size). */}
            <Text as="p" size="6" weight="bold" mt="2" data-testid={`fleet-now-${state}`}>
              <CountLink count={data.counts[state]} to={fleetLinks.state(state)} name={t(STATE_TEXTS[state].label)} />
            </Text>
          </Card>
        ))}
        <Card size="1">
          <Text as="p" size="2">
            {t('All machines')}
          </Text>
          <Text as="p" size="6" weight="bold" mt="2">
            <Link asChild>
              <RouterLink href="/fleet" aria-label={t('All machines: {count}, open in Fleet', { count: format.count(data.counts.total) })}>
                {format.count(data.counts.total)}
              </RouterLink>
            </Link>
          </Text>
        </Card>
      </Grid>
      <Tabs.Root defaultValue="family">
        <Tabs.List size="1" aria-label={t('Fleet now by')}>
          <Tabs.Trigger value="family">{t('By family')}</Tabs.Trigger>
          <Tabs.Trigger value="place">{t('By place')}</Tabs.Trigger>
          <Tabs.Trigger value="tag">{t('By tag')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="family">
          <GroupTable groups={data.byFamily.groups} total={data.byFamily.total} kind="family" />
        </Tabs.Content>
        <Tabs.Content value="place">
          <GroupTable groups={data.byPlace.groups} total={data.byPlace.total} kind="place" />
        </Tabs.Content>
        <Tabs.Content value="tag">
          <GroupTable groups={data.byTag.groups} total={data.byTag.total} kind="tag" />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

const MACHINES_LABEL = msg('Machines');
const GROUP_LABEL = { family: msg('Family'), place: msg('Place'), tag: msg('Tag') } as const;
const NO_GROUPS = {
  family: msg('No machines yet.'),
  place: msg('No machines yet.'),
  tag: msg('No machine has a tag yet: add tags to machines under Fleet (Tags) to count them here.'),
} as const;

function GroupTable({ groups, total, kind }: { groups: readonly StateGroup[]; total: number; kind: 'family' | 'place' | 'tag' }) {
  const t = useT();
  const format = useFormat();
  const more = useShowMore(groups);
  if (groups.length === 0) {
    return (
      <Text size="2" color="gray" as="p" mt="2">
        {t(NO_GROUPS[kind])}
      </Text>
    );
  }
  // Family names are the dictionary's English, translated like the grid's Category options.
  const nameOf = (g: StateGroup) => (g.id === null ? t('In no place') : kind === 'family' ? t(g.name) : g.name);
  const href = (g: StateGroup, state?: FleetState) =>
    g.id === null ? null : kind === 'family' ? fleetLinks.family(g.id, state) : kind === 'place' ? fleetLinks.place(g.id, state) : fleetLinks.tag(g.id, state);
  return (
    <Flex direction="column" gap="1" mt="2">
      <Table.Root size="1" variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell style={{ whiteSpace: 'nowrap' }}>{t(GROUP_LABEL[kind])}</Table.ColumnHeaderCell>
            {STATES.map((s) => (
              <Table.ColumnHeaderCell key={s} justify="end">
                <FigureHeader label={STATE_TEXTS[s].label} explain={STATE_TEXTS[s].explain} />
              </Table.ColumnHeaderCell>
            ))}
            <Table.ColumnHeaderCell justify="end">
              <FigureHeader label={MACHINES_LABEL} explain={MACHINES_EXPLAINED} />
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {more.shown.map((g) => {
            const to = href(g);
            return (
              <Table.Row key={g.id ?? 'none'}>
                <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{nameOf(g)}</Table.RowHeaderCell>
                {STATES.map((s) => (
                  <Table.Cell key={s} justify="end">
                    {g.counts[s] === 0 ? (
                      <Text color="gray">0</Text>
                    ) : (
                      <CountLink count={g.counts[s]} to={href(g, s)} name={`${nameOf(g)}, ${t(STATE_TEXTS[s].label)}`} />
                    )}
                  </Table.Cell>
                ))}
                <Table.Cell justify="end">
                  {to ? (
                    <Link asChild weight="bold">
                      <RouterLink href={to} aria-label={t('{name}: {count} machines, open in Fleet', { name: nameOf(g), count: format.count(g.counts.total) })}>
                        {format.count(g.counts.total)}
                      </RouterLink>
                    </Link>
                  ) : (
                    format.count(g.counts.total)
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {more.more ? <ShowMoreButton {...more} /> : null}
      {total > groups.length ? (
        <Text size="1" color="gray">
          {t('The {shown} largest of {total}', { shown: format.count(groups.length), total: format.count(total) })}
        </Text>
      ) : null}
    </Flex>
  );
}

/** A count that opens the fleet grid on the machines it counted (plain text where no address names them). */
function CountLink({ count, to, name }: { count: number; to: string | null; name: string }) {
  const t = useT();
  const format = useFormat();
  if (!to || count === 0) return <>{format.count(count)}</>;
  return (
    <Link asChild>
      <RouterLink href={to} aria-label={t('{name}: {count} machines, open in Fleet', { name, count: format.count(count) })}>
        {format.count(count)}
      </RouterLink>
    </Link>
  );
}
