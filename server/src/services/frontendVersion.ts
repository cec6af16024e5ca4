// The running frontend's version: the deployed build's /frontend-version.txt, so that deploying a new
// build while old tabs are open makes their update toast appear. Read by the system routes and the
// SPA plugin (which answers the file itself when no build is present).
import { existsSync, readFileSync } from 'node:fs';
import { FRONTEND_VERSION } from '../../../src/version.ts';

/** The build's version file, else the version this server was built with. */
export function readFrontendVersion(distDir: string): string {
  const file = `${distDir}/frontend-version.txt`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : FRONTEND_VERSION;
}
