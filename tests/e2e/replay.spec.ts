// Every generated path of every machine that drives a screen, replayed in Chromium against the real
// demo-fleet server (tests/flows/<flow>/<flow>.ui.ts says how; tests/e2e/replay/ does it).
// Each replay runs under the CSP guard (./fixtures.ts), contexts it opens itself included.
import { test } from './fixtures.ts';
import { registerReplays } from './replay/register.ts';

await registerReplays(test);
