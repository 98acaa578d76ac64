import fs from 'node:fs';
import path from 'node:path';
import { ACTIVE_POOL_KEY } from 'mf_shared_ui/platform';
import {
  hasPendingQueries,
  MAX_WAIT_MS,
  readPrerenderedData,
  takeRootContainer,
  whenPageReady,
} from './prerenderHandoff';

const prerenderedPage = () => {
  document.documentElement.removeAttribute('data-page-ready');
  document.body.innerHTML = '<div id="prerendered"><main><h1>หางานไอที</h1></main></div><div id="root"></div>';
};

describe('prerendered first paint handed over to the live page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the prerendered page on screen while the live one renders off-screen, then swaps them', () => {
    prerenderedPage();
    const { container, handOff } = takeRootContainer();
    container.innerHTML = '<main><h1>live</h1></main>';
    expect(document.body.textContent).toBe('หางานไอที');
    expect(container.isConnected).toBe(false);

    handOff(true);
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.getElementById('root')?.textContent).toBe('live');
    expect(document.documentElement.dataset.pageReady).toBe('true');
  });

  it('leaves markup the server rendered in #root to be hydrated, with its viewport, and marks it live on hand-off', () => {
    document.documentElement.removeAttribute('data-page-ready');
    document.body.innerHTML =
      '<div id="root" data-server-rendered="desktop" aria-busy="true" aria-disabled="true"><main><h1>งาน</h1></main></div>';
    const { container, serverRendered, handOff } = takeRootContainer();
    expect(container.isConnected).toBe(true);
    expect(serverRendered).toBe('desktop');
    expect(container.textContent).toBe('งาน');

    handOff(true);
    expect(document.getElementById('root')).toBe(container);
    expect(container.textContent).toBe('งาน');
    expect(container.hasAttribute('aria-busy')).toBe(false);
    expect(container.hasAttribute('aria-disabled')).toBe(false);
    expect(document.documentElement.dataset.pageReady).toBe('true');
  });

  it('hydrates nothing without a server-rendered root, nor for a viewport it does not know', () => {
    document.body.innerHTML = '<div id="prerendered"></div><div id="root"></div>';
    expect(takeRootContainer().serverRendered).toBeNull();
    document.body.innerHTML = '<div id="root" data-server-rendered="watch"></div>';
    expect(takeRootContainer().serverRendered).toBeNull();
  });

  it('renders in place and only marks readiness when nothing was prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { container, handOff } = takeRootContainer();
    expect(container.isConnected).toBe(true);
    handOff(false);
    expect(document.getElementById('root')).toBe(container);
    expect(document.documentElement.dataset.pageReady).toBe('incomplete');
  });

  it('waits for the page and for its data requests before it resolves', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<main><div data-testid="route-loading"></div></main>';
    let state = { api: { queries: { latest: { status: 'pending' } } } };
    const ready = jest.fn();
    void whenPageReady(container, () => state).then(ready);

    await jest.advanceTimersByTimeAsync(500);
    expect(ready).not.toHaveBeenCalled();
    container.innerHTML = '<main><h1>page</h1></main>';
    await jest.advanceTimersByTimeAsync(500);
    expect(ready).not.toHaveBeenCalled();

    state = { api: { queries: { latest: { status: 'fulfilled' } } } };
    await jest.advanceTimersByTimeAsync(200);
    expect(ready).toHaveBeenCalledWith(true);
  });

  it('takes over after the longest wait even when a request never settles', async () => {
    const container = document.createElement('div');
    const ready = jest.fn();
    void whenPageReady(container, () => ({})).then(ready);
    await jest.advanceTimersByTimeAsync(MAX_WAIT_MS - 100);
    expect(ready).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200);
    expect(ready).toHaveBeenCalledWith(false);
  });

  it("starts from the snapshot's data only while the snapshot is on screen", () => {
    const data =
      '<script type="application/json" id="prerendered-data">{"queries":{"home(undefined)":{}}}</script>';
    document.body.innerHTML = `<div id="prerendered"></div>${data}<div id="root"></div>`;
    expect(readPrerenderedData()).toEqual({ queries: { 'home(undefined)': {} } });
    // A browser holding a session drops the guest's snapshot (index.html), and with it the guest's data.
    document.getElementById('prerendered')!.remove();
    expect(readPrerenderedData()).toBeNull();
    document.body.innerHTML =
      '<div id="prerendered"></div><script type="application/json" id="prerendered-data">{</script>';
    expect(readPrerenderedData()).toBeNull();
  });

  it("starts from the server render's data while its markup is in #root", () => {
    const data =
      '<script type="application/json" id="prerendered-data">{"queries":{"job(\\"1\\")":{}}}</script>';
    document.body.innerHTML = `${data}<div id="root" data-server-rendered="mobile"><main></main></div>`;
    expect(readPrerenderedData()).toEqual({ queries: { 'job("1")': {} } });
    // index.html's early script turns a server-rendered root of a browser holding a session into an empty one.
    document.getElementById('root')!.removeAttribute('data-server-rendered');
    expect(readPrerenderedData()).toBeNull();
  });

  it('sees pending requests in any API slice', () => {
    expect(hasPendingQueries({ session: { user: null }, api: { queries: {} } })).toBe(false);
    expect(hasPendingQueries({ jobsApi: { queries: { a: { status: 'pending' } } } })).toBe(true);
  });

  it("index.html's early script checks the same stored-session key as the platform", () => {
    const html = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
    expect(html).toContain(`localStorage.getItem('${ACTIVE_POOL_KEY}')`);
  });
});
