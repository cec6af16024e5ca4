// Events tab (features spec): a date range (7 days back by default, end date included; nothing is
// loaded while a bound is empty) and the machine's event cards, 100 at a time as the list scrolls.
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button, Flex, Spinner } from '@radix-ui/themes';
import { eventLogMachine } from '../../../../machines/eventLog/eventLog.machine.ts';
import { inspect } from '../../../app/inspector.ts';
import { loadEvents } from '../machinePanel.api.ts';
import { clearRememberedTabs } from '../panelStorage.ts';
import { useFormat } from '../../../format/format.ts';
import type { PanelTabProps } from '../panelTabs.ts';
import { TabEmpty, TabFailure, TabLoading } from '../TabStates.tsx';
import { DateField } from './DateField.tsx';
import { EventCard } from './EventCard.tsx';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';
import { zoneKeyed } from '../zoneKeyed.tsx';

export const NO_EVENTS = msg('No event log data available');

const machine = eventLogMachine.provide({
  actors: { loadEvents: fromPromise(({ input, signal }) => loadEvents(input, signal)) },
  actions: { clearRememberedTabs },
});

export default zoneKeyed(EventsTab);

function EventsTab({ assetId }: PanelTabProps) {
  const t = useT();
  // Today in the user's profile zone, the zone the server reads the events' days in.
  const format = useFormat();
  const [today] = useState(() => format.today());
  const actor = useActorRef(machine, { input: { assetId, today }, inspect });
  const range = useSelector(actor, (s) => s.context.range);
  const items = useSelector(actor, (s) => s.context.items);
  const error = useSelector(actor, (s) => s.context.error);
  const view = useSelector(actor, (s) => (['noRange', 'loading', 'empty', 'list', 'error'] as const).find((v) => s.hasTag(`view:${v}`)));
  const loadingMore = useSelector(actor, (s) => s.hasTag('busy'));
  const canLoadMore = useSelector(actor, (s) => s.can({ type: 'events.loadMore' }));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'events.retry' }));

  // More on reaching the bottom of the list (the panel body scrolls).
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canLoadMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) actor.send({ type: 'events.loadMore' });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [actor, canLoadMore]);

  const setBound = (bound: 'from' | 'to', value: string) => actor.send({ type: 'events.rangeChanged', range: { ...range, [bound]: value } });
  // Either field's calendar picks both days at once.
  const pickRange = { ...range, onChange: (picked: { from: string; to: string }) => actor.send({ type: 'events.rangeChanged', range: picked }) };

  return (
    <Flex direction="column" gap="3" p="4" data-testid="events-tab" data-view={view} data-count={items.length}>
      <Flex gap="3" wrap="wrap" align="end">
        <DateField label={t('From')} value={range.from} onChange={(v) => setBound('from', v)} range={pickRange} />
        <DateField label={t('To')} value={range.to} onChange={(v) => setBound('to', v)} range={pickRange} />
      </Flex>

      {view === 'noRange' ? (
        <TabEmpty
          text={
            range.from && range.to
              ? msg('The start date is after the end date.')
              : msg('Choose a start and an end date (the end date is included) to see the event log.')
          }
        />
      ) : null}
      {view === 'loading' ? <TabLoading label={msg('Loading events')} /> : null}
      {view === 'empty' ? <TabEmpty text={NO_EVENTS} /> : null}
      {view === 'error' ? <TabFailure message={error?.message} onRetry={() => actor.send({ type: 'events.retry' })} /> : null}
      {view === 'list' ? (
        <Flex direction="column" gap="2" role="list" aria-label={t('Event log')}>
          {items.map((event) => (
            <div role="listitem" key={event.id}>
              <EventCard event={event} />
            </div>
          ))}
          <div ref={sentinel} />
          {loadingMore ? (
            <Flex justify="center" p="2">
              <Spinner />
            </Flex>
          ) : null}
          {canRetry && error ? <TabFailure message={error.message} onRetry={() => actor.send({ type: 'events.retry' })} /> : null}
          {canLoadMore && !loadingMore ? (
            <Button variant="soft" onClick={() => actor.send({ type: 'events.loadMore' })}>
              {t('Load more events')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
