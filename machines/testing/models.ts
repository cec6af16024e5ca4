// Test models by machine name (the keys of `allMachines`). A machine without an entry still gets
// its states and transitions listed by scripts/paths.ts, but no generated paths.
import { activationModel } from '../activation/activation.model.ts';
import { clientAdminModel } from '../clientAdmin/clientAdmin.model.ts';
import { integrationAdminModel } from '../integrationAdmin/integrationAdmin.model.ts';
import { detailLoadModel } from '../detailLoad/detailLoad.model.ts';
import { eventLogModel } from '../eventLog/eventLog.model.ts';
import { assetDetailsModel } from '../assetDetails/assetDetails.model.ts';
import { imageGalleryModel } from '../imageGallery/imageGallery.model.ts';
import { imageViewerModel } from '../imageViewer/imageViewer.model.ts';
import { impersonationModel } from '../impersonation/impersonation.model.ts';
import { gridModel } from '../grid/grid.model.ts';
import { gridLoaderModel } from '../grid/gridLoader.model.ts';
import { lazyModuleModel } from '../lazyModule/lazyModule.model.ts';
import { loginModel } from '../login/login.model.ts';
import { machinePanelModel } from '../machinePanel/machinePanel.model.ts';
import { notificationPollingModel } from '../notificationPolling/notificationPolling.model.ts';
import { notificationPopoverModel } from '../notificationPopover/notificationPopover.model.ts';
import { notificationSettingsModel } from '../notificationSettings/notificationSettings.model.ts';
import { positionRefreshModel } from '../positionRefresh/positionRefresh.model.ts';
import { positionsPagingModel } from '../positionsPaging/positionsPaging.model.ts';
import { profileModel } from '../profile/profile.model.ts';
import { resetPasswordModel } from '../resetPassword/resetPassword.model.ts';
import { serviceReportModel } from '../serviceReport/serviceReport.model.ts';
import { serviceTabModel } from '../serviceTab/serviceTab.model.ts';
import { sessionModel } from '../session/session.model.ts';
import { sessionListModel } from '../sessionList/sessionList.model.ts';
import { tagManagerModel } from '../tagManager/tagManager.model.ts';
import { trackPlaybackModel } from '../trackPlayback/trackPlayback.model.ts';
import { usageReportModel } from '../usageReport/usageReport.model.ts';
import { translationsModel } from '../translations/translations.model.ts';
import { updateCheckModel } from '../updateCheck/updateCheck.model.ts';
import { userAdminModel } from '../userAdmin/userAdmin.model.ts';
import { weekNavigatorModel } from '../weekNavigator/weekNavigator.model.ts';
import { placeEditorModel } from '../placeEditor/placeEditor.model.ts';
import { placeRemovalModel } from '../placeRemoval/placeRemoval.model.ts';
import { placeAlertFormModel } from '../placeAlertForm/placeAlertForm.model.ts';
import { assetAlertFormModel } from '../assetAlertForm/assetAlertForm.model.ts';
import type { AnyModelDefinition } from './model.ts';

export const allModels: Record<string, AnyModelDefinition> = {
  session: sessionModel,
  login: loginModel,
  lazyModule: lazyModuleModel,
  updateCheck: updateCheckModel,
  activation: activationModel,
  resetPassword: resetPasswordModel,
  impersonation: impersonationModel,
  profile: profileModel,
  grid: gridModel,
  gridLoader: gridLoaderModel,
  userAdmin: userAdminModel,
  tagManager: tagManagerModel,
  machinePanel: machinePanelModel,
  detailLoad: detailLoadModel,
  positionRefresh: positionRefreshModel,
  notificationPolling: notificationPollingModel,
  notificationPopover: notificationPopoverModel,
  notificationSettings: notificationSettingsModel,
  weekNavigator: weekNavigatorModel,
  sessionList: sessionListModel,
  positionsPaging: positionsPagingModel,
  trackPlayback: trackPlaybackModel,
  eventLog: eventLogModel,
  placeEditor: placeEditorModel,
  placeRemoval: placeRemovalModel,
  placeAlertForm: placeAlertFormModel,
  assetAlertForm: assetAlertFormModel,
  assetDetails: assetDetailsModel,
  imageGallery: imageGalleryModel,
  imageViewer: imageViewerModel,
  serviceTab: serviceTabModel,
  serviceReport: serviceReportModel,
  clientAdmin: clientAdminModel,
  integrationAdmin: integrationAdminModel,
  usageReport: usageReportModel,
  translations: translationsModel,
};
