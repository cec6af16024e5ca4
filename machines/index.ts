// Registry of every flow machine. scripts/paths.ts walks each one's graph for QA.
// Adding a machine: import it here (and give it a test model in testing/models.ts).
import type { AnyStateMachine } from 'xstate';
import { activationMachine } from './activation/activation.machine.ts';
import { clientAdminMachine } from './clientAdmin/clientAdmin.machine.ts';
import { integrationAdminMachine } from './integrationAdmin/integrationAdmin.machine.ts';
import { detailLoadMachine } from './detailLoad/detailLoad.machine.ts';
import { eventLogMachine } from './eventLog/eventLog.machine.ts';
import { assetDetailsMachine } from './assetDetails/assetDetails.machine.ts';
import { imageGalleryMachine } from './imageGallery/imageGallery.machine.ts';
import { imageViewerMachine } from './imageViewer/imageViewer.machine.ts';
import { gridMachine } from './grid/grid.machine.ts';
import { gridLoaderMachine } from './grid/gridLoader.machine.ts';
import { impersonationMachine } from './impersonation/impersonation.machine.ts';
import { lazyModuleMachine } from './lazyModule/lazyModule.machine.ts';
import { loginMachine } from './login/login.machine.ts';
import { machinePanelMachine } from './machinePanel/machinePanel.machine.ts';
import { notificationPollingMachine } from './notificationPolling/notificationPolling.machine.ts';
import { notificationPopoverMachine } from './notificationPopover/notificationPopover.machine.ts';
import { notificationSettingsMachine } from './notificationSettings/notificationSettings.machine.ts';
import { positionRefreshMachine } from './positionRefresh/positionRefresh.machine.ts';
import { positionsPagingMachine } from './positionsPaging/positionsPaging.machine.ts';
import { profileMachine } from './profile/profile.machine.ts';
import { resetPasswordMachine } from './resetPassword/resetPassword.machine.ts';
import { sessionMachine } from './session/session.machine.ts';
import { serviceReportMachine } from './serviceReport/serviceReport.machine.ts';
import { serviceTabMachine } from './serviceTab/serviceTab.machine.ts';
import { sessionListMachine } from './sessionList/sessionList.machine.ts';
import { tagManagerMachine } from './tagManager/tagManager.machine.ts';
import { trackPlaybackMachine } from './trackPlayback/trackPlayback.machine.ts';
import { usageReportMachine } from './usageReport/usageReport.machine.ts';
import { translationsMachine } from './translations/translations.machine.ts';
import { updateCheckMachine } from './updateCheck/updateCheck.machine.ts';
import { userAdminMachine } from './userAdmin/userAdmin.machine.ts';
import { weekNavigatorMachine } from './weekNavigator/weekNavigator.machine.ts';
import { placeEditorMachine } from './placeEditor/placeEditor.machine.ts';
import { placeRemovalMachine } from './placeRemoval/placeRemoval.machine.ts';
import { placeAlertFormMachine } from './placeAlertForm/placeAlertForm.machine.ts';
import { assetAlertFormMachine } from './assetAlertForm/assetAlertForm.machine.ts';

export const allMachines: Record<string, AnyStateMachine> = {
  session: sessionMachine,
  login: loginMachine,
  lazyModule: lazyModuleMachine,
  updateCheck: updateCheckMachine,
  activation: activationMachine,
  resetPassword: resetPasswordMachine,
  impersonation: impersonationMachine,
  profile: profileMachine,
  grid: gridMachine,
  gridLoader: gridLoaderMachine,
  userAdmin: userAdminMachine,
  tagManager: tagManagerMachine,
  machinePanel: machinePanelMachine,
  detailLoad: detailLoadMachine,
  positionRefresh: positionRefreshMachine,
  notificationPolling: notificationPollingMachine,
  notificationPopover: notificationPopoverMachine,
  notificationSettings: notificationSettingsMachine,
  weekNavigator: weekNavigatorMachine,
  sessionList: sessionListMachine,
  positionsPaging: positionsPagingMachine,
  trackPlayback: trackPlaybackMachine,
  eventLog: eventLogMachine,
  placeEditor: placeEditorMachine,
  placeRemoval: placeRemovalMachine,
  placeAlertForm: placeAlertFormMachine,
  assetAlertForm: assetAlertFormMachine,
  assetDetails: assetDetailsMachine,
  imageGallery: imageGalleryMachine,
  imageViewer: imageViewerMachine,
  serviceTab: serviceTabMachine,
  serviceReport: serviceReportMachine,
  clientAdmin: clientAdminMachine,
  integrationAdmin: integrationAdminMachine,
  usageReport: usageReportMachine,
  translations: translationsMachine,
};
