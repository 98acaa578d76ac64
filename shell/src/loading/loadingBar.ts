/**
 * Top loading bar timing (spec section 2/9): default duration 2000 ms, throttle 200 ms, finishes on route load.
 * Pure logic with injected timers so it can be tested without a DOM.
 */
export interface LoadingBarState {
  visible: boolean;
  progress: number; // 0..100
}

export interface LoadingBarOptions {
  duration?: number;
  throttle?: number;
  tick?: number;
  onChange: (state: LoadingBarState) => void;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

export const LOADING_BAR_DEFAULTS = { duration: 2000, throttle: 200, height: 3 } as const;

export function createLoadingBar(options: LoadingBarOptions) {
  const duration = options.duration ?? LOADING_BAR_DEFAULTS.duration;
  const throttle = options.throttle ?? LOADING_BAR_DEFAULTS.throttle;
  const tick = options.tick ?? 100;
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  let startedAt = 0;
  let pending = 0;
  let throttleTimer: unknown = null;
  let tickTimer: unknown = null;
  let hideTimer: unknown = null;
  let state: LoadingBarState = { visible: false, progress: 0 };

  const emit = (next: LoadingBarState) => {
    state = next;
    options.onChange(state);
  };
  const clearAll = () => {
    for (const id of [throttleTimer, tickTimer, hideTimer]) if (id !== null) clearTimer(id);
    throttleTimer = tickTimer = hideTimer = null;
  };
  const step = () => {
    // Approaches 100 over `duration` without reaching it until finish() is called.
    const elapsed = now() - startedAt;
    emit({ visible: true, progress: Math.min(95, (elapsed / duration) * 100) });
    tickTimer = setTimer(step, tick);
  };

  return {
    start() {
      pending += 1;
      if (pending > 1) return;
      clearAll();
      startedAt = now();
      // Throttle: fast navigations never show the bar.
      throttleTimer = setTimer(() => {
        throttleTimer = null;
        step();
      }, throttle);
    },
    finish() {
      if (pending === 0) return;
      pending -= 1;
      if (pending > 0) return;
      const wasVisible = state.visible;
      clearAll();
      if (!wasVisible) return;
      emit({ visible: true, progress: 100 });
      hideTimer = setTimer(() => {
        hideTimer = null;
        emit({ visible: false, progress: 0 });
      }, 300);
    },
    get state() {
      return state;
    },
  };
}
