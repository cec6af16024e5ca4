export interface UpdateCheckInput {
  /** The version this bundle was built as (src/version.ts). */
  runningVersion: string;
}

export interface UpdateCheckContext {
  runningVersion: string;
  /** The differing version found on the server, once there is one. */
  availableVersion: string | null;
}

export type UpdateCheckEvent =
  /** The toast's 'Reload' action. */
  { type: 'update.reload' };
