// Runtime platform shared by every container: one api, one root reducer, session state, i18n and page metadata.
export { baseApi, API_TAGS } from '../platform/baseApi';
export { refreshPrerenderedData } from '../platform/refreshPrerenderedData';
export { onApiRefusal, type ApiRefusal } from '../platform/apiRefusals';
export { dehydrateQueries, hydratePrerenderedData, type PrerenderedData } from '../platform/prerenderedData';
export {
  setAuthHeadersProvider,
  getAuthHeaders,
  STAFF_AUTH_SCOPE,
  type AuthHeadersProvider,
  type AuthScope,
} from '../platform/authHeaders';
export { downloadApiFile, downloadApiPath } from '../platform/downloadFile';
export { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../platform/runtimeConfig';
export {
  rootReducer,
  createAppStore,
  useAppDispatch,
  useAppSelector,
  type AppStore,
  type AppDispatch,
  type RootState,
} from '../platform/store';
export {
  sessionSlice,
  sessionActions,
  initialSessionState,
  selectSession,
  selectUserType,
  selectSessionUser,
  selectSessionLoading,
  selectOtp,
  type SessionState,
  type SessionUser,
  type UserType,
  type OtpCountdown,
} from '../platform/session';
export { ACTIVE_POOL_KEY, hasStoredSession } from '../platform/storedSession';
export { useLatch } from '../platform/useLatch';
export { announce, prepareAnnouncer, type Politeness } from '../platform/announce';
export {
  uiSlice,
  uiActions,
  selectLoginModal,
  selectPendingIntent,
  type LoginModalKind,
} from '../platform/uiState';
export {
  addTranslations,
  addTranslationsLazily,
  currentLocale,
  pickLocalized,
  inSentence,
  LOCALES,
  DEFAULT_LOCALE,
  type Locale,
} from '../platform/i18n';
export { skillLabel, type SkillNames } from '../platform/skillLabel';
export {
  applyPageMeta,
  applyDefaultPageMeta,
  usePageMeta,
  setRouteNoindex,
  type PageMeta,
} from '../platform/pageMeta';
