// Issue 7, finding 8 (server side): a production build attaches the machine inspector only when the
// server says so (SITELINE_INSPECTOR=on); by default it does not.
import { afterAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixture.ts';

const worlds: World[] = [];
afterAll(async () => {
  for (const w of worlds) await w.close();
});

describe('GET /api/inspector', () => {
  it('is off unless the server enables it, never cached, and needs no session', async () => {
    const off = await createWorld();
    const on = await createWorld({ inspector: true });
    worlds.push(off, on);
    const answer = async (w: World) => w.app.inject({ url: '/api/inspector' });
    expect((await answer(off)).json()).toEqual({ enabled: false });
    const enabled = await answer(on);
    expect(enabled.json()).toEqual({ enabled: true });
    expect(enabled.headers['cache-control']).toBe('no-store');
  });
});
