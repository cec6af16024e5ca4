// Every generated path of every machine that drives a screen, replayed in Chromium against the real
// demo-fleet server (machines/<flow>/<flow>.ui.ts says how; tests/e2e/replay/ does it).
import { registerReplays } from './replay/register.ts';

await registerReplays();
