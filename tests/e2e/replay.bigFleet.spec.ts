// The replays that need the 100,000-machine fleet (every page of its grids is a whole one).
import { registerReplays } from './replay/register.ts';

await registerReplays('100k');
