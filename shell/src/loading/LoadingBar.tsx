import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createLoadingBar, LOADING_BAR_DEFAULTS, type LoadingBarState } from './loadingBar';

type LoadingBar = ReturnType<typeof createLoadingBar>;
const LoadingBarContext = createContext<LoadingBar | null>(null);

export function useLoadingBar(): LoadingBar {
  const bar = useContext(LoadingBarContext);
  if (!bar) throw new Error('LoadingBarProvider missing');
  return bar;
}

/** Top loading bar: 3 px, blue, shown after 200 ms, grows over 2000 ms, completes when the route has loaded. */
export function LoadingBarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [state, setState] = useState<LoadingBarState>({ visible: false, progress: 0 });
  const bar = useMemo(() => createLoadingBar({ onChange: setState }), []);
  useEffect(() => () => bar.finish(), [bar]);
  return (
    <LoadingBarContext.Provider value={bar}>
      <div
        role="progressbar"
        aria-label={t('loadingBar')}
        aria-hidden={!state.visible}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(state.progress)}
        data-testid="loading-bar"
        style={{
          position: 'fixed',
          top: 0,
          left: 0,
          height: LOADING_BAR_DEFAULTS.height,
          width: `${state.progress}%`,
          opacity: state.visible ? 1 : 0,
          background: 'linear-gradient(90deg, #1677ff, #69b1ff)',
          transition: 'width 0.1s linear, opacity 0.3s',
          zIndex: 3000,
          pointerEvents: 'none',
        }}
      />
      {children}
    </LoadingBarContext.Provider>
  );
}
