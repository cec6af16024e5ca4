/** The browser tests' servers (e2eServers.mjs). */
export interface E2eServer {
  port: number;
  env: Record<string, string>;
}
export const SERVER_COMMAND: readonly string[];
export function e2eServers(
  e2ePort: string | undefined,
  dirs: { demo: string; demo2: string; big: string; replays: string },
): { demo: E2eServer; demo2: E2eServer; big: E2eServer; replays: E2eServer };
export function healthUrl(port: number): string;
