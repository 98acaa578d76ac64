import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPrerendering } from '../src/prerender/scheduler';
import { currentStamp } from '../src/prerender/store';
import type { renderAll } from '../src/prerender/renderer';

describe('prerender scheduling (browser run replaced)', () => {
  let dir: string;
  let shellDir: string;
  let registryDir: string;
  const stops: Array<() => void> = [];

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-scheduler-'));
    shellDir = path.join(dir, 'shell');
    registryDir = path.join(dir, 'registry');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.mkdirSync(registryDir, { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<html></html>');
    fs.writeFileSync(path.join(registryDir, 'remotes.json'), '{"v":1}');
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    jest.useRealTimers();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const start = (render: typeof renderAll, chromiumPath: string | null = '/usr/bin/chromium') => {
    const log = jest.fn();
    const { stop } = startPrerendering({
      baseUrl: 'http://127.0.0.1:1',
      shellDir,
      registryDir,
      chromiumPath,
      render,
      log,
      checkMs: 1_000,
      refreshMs: 600_000,
    });
    stops.push(stop);
    return log;
  };
  const page = (route: string) => ({
    variant: { locale: 'th' as const, device: 'desktop' as const },
    route,
    html: route,
  });
  const setDir = () => path.join(registryDir, 'prerender', currentStamp(shellDir, registryDir) as string);

  it('renders at start and again as soon as a publish or rollback changes the code being served', async () => {
    const render = jest.fn(async () => ({ pages: [page('/')], failures: [] }));
    start(render);
    await jest.advanceTimersByTimeAsync(10);
    expect(render).toHaveBeenCalledTimes(1);
    expect(fs.existsSync(path.join(setDir(), 'th-desktop', 'index.html'))).toBe(true);

    await jest.advanceTimersByTimeAsync(5_000);
    expect(render).toHaveBeenCalledTimes(1);

    fs.writeFileSync(path.join(registryDir, 'remotes.json'), '{"v":0}');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(render).toHaveBeenCalledTimes(2);
    expect(fs.existsSync(path.join(setDir(), 'th-desktop', 'index.html'))).toBe(true);
  });

  it('writes what rendered, reports what did not, and tries the missing pages again after a minute', async () => {
    const render = jest
      .fn()
      .mockResolvedValueOnce({
        pages: [page('/')],
        failures: ['/blog (th, desktop) not kept: it shows an error'],
      })
      .mockResolvedValue({ pages: [page('/'), page('/blog')], failures: [] });
    const log = start(render);
    await jest.advanceTimersByTimeAsync(10);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('left out: /blog'));
    expect(fs.existsSync(path.join(setDir(), 'th-desktop', 'blog.html'))).toBe(false);

    await jest.advanceTimersByTimeAsync(30_000);
    expect(render).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(31_000);
    expect(render).toHaveBeenCalledTimes(2);
    expect(fs.existsSync(path.join(setDir(), 'th-desktop', 'blog.html'))).toBe(true);
  });

  it('keeps the existing set when nothing can be rendered', async () => {
    const render = jest
      .fn()
      .mockResolvedValueOnce({ pages: [page('/')], failures: [] })
      .mockResolvedValue({ pages: [], failures: ['/ (th, desktop) not kept: the page did not settle'] });
    const log = start(render);
    await jest.advanceTimersByTimeAsync(10);
    // A set's age comes from its folder's real mtime, a few real ms after the fake clock started: the refresh is
    // due at the first check after ten minutes, not at the check that falls exactly on them.
    await jest.advanceTimersByTimeAsync(600_000 + 1_000);
    expect(render).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no page could be rendered'));
    expect(fs.existsSync(path.join(setDir(), 'th-desktop', 'index.html'))).toBe(true);
  });

  it('is off without a Chromium, and says so', async () => {
    const render = jest.fn();
    const log = start(render, null);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(render).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no Chromium'));
  });
});
