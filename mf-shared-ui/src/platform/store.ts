import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import { baseApi } from './baseApi';
import { sessionSlice } from './session';
import { uiSlice } from './uiState';
import { configureStateFreezing } from './stateFreezing';

/**
 * The root reducer of the one store. Remotes add their slices with `rootReducer.inject(slice)` when they load
 * (combineSlices lazy injection), and their endpoints with `baseApi.injectEndpoints`.
 */
export const rootReducer = combineSlices(baseApi, sessionSlice, uiSlice).withLazyLoadedSlices<
  Record<string, unknown>
>();

/** Called once, by the shell: the store is the shell's. Kept here so its type is the one every remote sees. */
export function createAppStore() {
  configureStateFreezing();
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
