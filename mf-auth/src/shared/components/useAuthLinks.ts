import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { uiActions, useAppDispatch } from 'mf_shared_ui/platform';
import type { Role } from '../paths';

/** Spec section 2: in a modal a link closes it and 300 ms later opens the other modal or navigates. */
export const MODAL_LINK_DELAY_MS = 300;

export type AuthLinkTarget = { modal: Role } | { path: string };

export function useAuthLinks(mode: 'page' | 'modal') {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return useCallback(
    (target: AuthLinkTarget) => {
      if (mode === 'page') {
        void navigate('path' in target ? target.path : `/${target.modal}/login`);
        return;
      }
      dispatch(uiActions.closeLoginModal());
      window.setTimeout(() => {
        if ('modal' in target) dispatch(uiActions.openLoginModal({ kind: target.modal }));
        else void navigate(target.path);
      }, MODAL_LINK_DELAY_MS);
    },
    [mode, navigate, dispatch],
  );
}
