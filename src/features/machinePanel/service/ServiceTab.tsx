// The machine panel's Service tab (features spec §2, §4, §5), run by the serviceTab machine: the
// setup in view or edit mode, its confirmation dialogs, the completion dialog (a child machine)
// and the reported services. Leaving the tab unmounts it, which stops the machine and closes every
// dialog with it. A change tells the service screen (cards and grid reload).
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { Flex, Separator } from '@radix-ui/themes';
import { serviceReportMachine } from '../../../../machines/serviceReport/serviceReport.machine.ts';
import { serviceTabMachine } from '../../../../machines/serviceTab/serviceTab.machine.ts';
import { inspect } from '../../../app/inspector.ts';
import { showNotice } from '../../../app/toast/showNotice.ts';
import { calibrateCall, deleteCalendarCall, deleteHoursCall, engineTimeCall, loadSetupCall, reportCall, saveSetupCall } from '../../service/service.api.ts';
import { serviceChanged } from '../../service/serviceEvents.ts';
import type { PanelTabProps } from '../panelTabs.ts';
import { TabFailure, TabLoading } from '../TabStates.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ReportServiceDialog, type ServiceReportActor } from './ReportServiceDialog.tsx';
import { ServiceHistory } from './ServiceHistory.tsx';
import { HourMeterFlag } from './HourMeterFlag.tsx';
import { SetupForm } from './SetupForm.tsx';
import { SetupView } from './SetupView.tsx';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';

const machine = serviceTabMachine.provide({
  actors: {
    loadSetup: fromPromise(({ input }) => loadSetupCall(input.assetId)),
    saveSetup: fromPromise(({ input }) => saveSetupCall(input)),
    deleteHours: fromPromise(({ input }) => deleteHoursCall(input.assetId)),
    deleteCalendar: fromPromise(({ input }) => deleteCalendarCall(input.assetId)),
    report: serviceReportMachine.provide({
      actors: {
        loadEngineTime: fromPromise(({ input }) => engineTimeCall(input)),
        calibrate: fromPromise(({ input }) => calibrateCall(input)),
        reportService: fromPromise(({ input }) => reportCall(input)),
      },
    }),
  },
  actions: {
    serviceChanged: () => serviceChanged(),
    notify: (_, notice) => showNotice(notice),
  },
});

export type ServiceTabActor = ActorRefFrom<typeof serviceTabMachine>;
const VIEWS = ['loading', 'error', 'view', 'edit'] as const;

export default function ServiceTab({ assetId }: PanelTabProps) {
  // Named apart from the tags' `t` below.
  const translate = useT();
  const actor = useActorRef(machine, { input: { assetId }, inspect });
  const view = useSelector(actor, (s) => VIEWS.find((v) => s.hasTag(`view:${v}`)));
  const setup = useSelector(actor, (s) => s.context.setup);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const dialog = useSelector(actor, (s) => [...s.tags].find((t) => t.startsWith('dialog:'))?.slice('dialog:'.length) ?? null);
  const report = useSelector(actor, (s) => s.children.report as ServiceReportActor | undefined);
  const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event);
  const confirm = () => send({ type: 'service.confirmed' });
  const cancel = () => send({ type: 'service.cancelled' });

  return (
    <Flex direction="column" gap="4" p="4" data-testid="service-tab" data-view={view}>
      {view === 'loading' ? <TabLoading label={msg('Loading service setup')} /> : null}
      {view === 'error' ? <TabFailure message={error} onRetry={() => send({ type: 'service.retry' })} /> : null}
      {view === 'view' && setup ? (
        <SetupView
          setup={setup}
          onEdit={() => send({ type: 'service.editStarted' })}
          onReport={() => send({ type: 'service.reportRequested' })}
          onDeleteHours={() => send({ type: 'service.deleteHoursRequested' })}
          onDeleteCalendar={() => send({ type: 'service.deleteCalendarRequested' })}
        />
      ) : null}
      {view === 'edit' ? <SetupForm actor={actor} /> : null}
      {setup && view !== 'loading' && view !== 'error' ? (
        <>
          {/* A new setup (after a save, a deletion or a report that calibrates) reloads both. */}
          <HourMeterFlag key={`flag:${JSON.stringify(setup)}`} assetId={assetId} />
          <Separator size="4" />
          <ServiceHistory key={JSON.stringify(setup)} assetId={assetId} />
        </>
      ) : null}

      <ConfirmDialog
        open={dialog === 'clearHours'}
        title={translate('Turn off the engine-hour service?')}
        confirmLabel={translate('Turn off')}
        onCancel={cancel}
        onConfirm={confirm}
      >
        {translate('The next service hours and the interval are cleared when you save.')}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'clearCalendar'}
        title={translate('Remove the calendar interval?')}
        confirmLabel={translate('Remove')}
        onCancel={cancel}
        onConfirm={confirm}
      >
        {translate('The next service date and the interval are cleared when you save.')}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'undo'}
        title={translate('Discard your changes?')}
        confirmLabel={translate('Discard changes')}
        cancelLabel={translate('Keep editing')}
        danger
        onCancel={cancel}
        onConfirm={confirm}
      >
        {translate('The service setup is shown again as it was saved.')}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'save'}
        busy={busy}
        title={translate('Save service setup?')}
        confirmLabel={translate('Save')}
        onCancel={cancel}
        onConfirm={confirm}
      >
        {translate('The service status and the next service date are worked out again from the new setup.')}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'deleteHours'}
        busy={busy}
        title={translate('Delete engine-hour service?')}
        confirmLabel={translate('Delete')}
        danger
        onCancel={cancel}
        onConfirm={confirm}
      >
        {translate('The machine will no longer be due for service by its engine hours.')}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'deleteCalendar'}
        busy={busy}
        title={translate('Delete calendar service?')}
        confirmLabel={translate('Delete')}
        danger
        onCancel={cancel}
        onConfirm={confirm}
      >
        {translate('The machine will no longer be due for service by date.')}
      </ConfirmDialog>
      {report ? <ReportServiceDialog actor={report} /> : null}
    </Flex>
  );
}
