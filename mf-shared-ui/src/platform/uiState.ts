import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoginModalKind = 'candidate' | 'corporate';

export interface UiState {
  /** Which login modal is open; any remote may ask for one (e.g. a guest favouriting a job), mf-auth renders it. */
  loginModal: LoginModalKind | null;
  /** What to do after a successful modal login, e.g. { type: 'favourite', jobId }. Read by the feature that set it. */
  pendingIntent: { type: string; payload?: unknown } | null;
}

const initialState: UiState = { loginModal: null, pendingIntent: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    openLoginModal(
      state,
      action: PayloadAction<{ kind: LoginModalKind; intent?: UiState['pendingIntent'] }>,
    ) {
      state.loginModal = action.payload.kind;
      state.pendingIntent = action.payload.intent ?? null;
    },
    closeLoginModal(state) {
      state.loginModal = null;
    },
    clearPendingIntent(state) {
      state.pendingIntent = null;
    },
  },
  selectors: {
    selectLoginModal: (state) => state.loginModal,
    selectPendingIntent: (state) => state.pendingIntent,
  },
});

export const uiActions = uiSlice.actions;
export const { selectLoginModal, selectPendingIntent } = uiSlice.selectors;
