import { createLoadingBar, type LoadingBarState } from './loadingBar';

function setup() {
  jest.useFakeTimers();
  const states: LoadingBarState[] = [];
  const bar = createLoadingBar({ onChange: (s) => states.push(s), now: () => Date.now() });
  return { bar, states };
}

describe('top loading bar', () => {
  afterEach(() => jest.useRealTimers());

  it('stays hidden for navigations faster than the 200 ms throttle', () => {
    const { bar, states } = setup();
    bar.start();
    jest.advanceTimersByTime(150);
    bar.finish();
    jest.advanceTimersByTime(1000);
    expect(states).toEqual([]);
  });

  it('appears after 200 ms and grows towards, but not to, 100 % over the 2000 ms duration', () => {
    const { bar, states } = setup();
    bar.start();
    jest.advanceTimersByTime(199);
    expect(states).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(bar.state.visible).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(bar.state.progress).toBeGreaterThan(50);
    expect(bar.state.progress).toBeLessThan(70);
    jest.advanceTimersByTime(5000);
    expect(bar.state.progress).toBeLessThan(100);
  });

  it('finishes at 100 % when the route has loaded, then hides', () => {
    const { bar } = setup();
    bar.start();
    jest.advanceTimersByTime(600);
    bar.finish();
    expect(bar.state).toEqual({ visible: true, progress: 100 });
    jest.advanceTimersByTime(300);
    expect(bar.state).toEqual({ visible: false, progress: 0 });
  });

  it('waits for every concurrent load before finishing', () => {
    const { bar } = setup();
    bar.start();
    bar.start();
    jest.advanceTimersByTime(400);
    bar.finish();
    expect(bar.state.progress).toBeLessThan(100);
    bar.finish();
    expect(bar.state.progress).toBe(100);
  });
});
