import { useState } from 'react';

export type BoardLayout = 'fit' | 'wide';

const KEY = 'jobportal.corporate.pipelineLayout';

function stored(): BoardLayout {
  try {
    return window.localStorage.getItem(KEY) === 'wide' ? 'wide' : 'fit';
  } catch {
    return 'fit';
  }
}

/** The board's layout on a desktop, remembered in this browser ("fit": every column on one row, the default). */
export function useBoardLayout(): [BoardLayout, (layout: BoardLayout) => void] {
  const [layout, setLayout] = useState<BoardLayout>(stored);
  return [
    layout,
    (next) => {
      setLayout(next);
      try {
        window.localStorage.setItem(KEY, next);
      } catch {
        // private mode: the choice lasts for this page only
      }
    },
  ];
}
