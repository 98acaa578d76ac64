import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CandidateProfile, CorporateProfile } from '@jobportal/contracts';

export type UserType = 'guest' | 'candidate' | 'corporate';

/** Session user (spec section 3). Tokens stay inside the Firebase SDK; the store keeps only what the UI reads. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  providerIds: string[];
  profile: CandidateProfile | CorporateProfile | null;
}

export interface OtpCountdown {
  count: number;
  active: boolean;
  interval: number; // seconds a countdown starts from
}

export interface SessionState {
  loading: boolean;
  user: SessionUser | null;
  userType: UserType;
  webType: 'candidate' | 'corporate';
  verify: boolean;
  candidateAutoFill: boolean;
  otp: OtpCountdown;
}

export const initialSessionState: SessionState = {
  loading: true,
  user: null,
  userType: 'guest',
  webType: 'candidate',
  verify: false,
  candidateAutoFill: false,
  otp: { count: 0, active: false, interval: 60 },
};

/** Session state shape lives here so every remote can read it; mf-auth is the only writer of sign-in state. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    setLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    signedIn(state, action: PayloadAction<{ user: SessionUser; userType: Exclude<UserType, 'guest'> }>) {
      state.user = action.payload.user;
      state.userType = action.payload.userType;
      state.verify = action.payload.user.emailVerified;
      state.loading = false;
    },
    profileLoaded(state, action: PayloadAction<CandidateProfile | CorporateProfile | null>) {
      if (state.user) state.user.profile = action.payload;
    },
    signedOut(state) {
      state.user = null;
      state.userType = 'guest';
      state.verify = false;
      state.loading = false;
    },
    setWebType(state, action: PayloadAction<'candidate' | 'corporate'>) {
      state.webType = action.payload;
    },
    setCandidateAutoFill(state, action: PayloadAction<boolean>) {
      state.candidateAutoFill = action.payload;
    },
    otpStarted(state, action: PayloadAction<number | undefined>) {
      const seconds = action.payload ?? state.otp.interval;
      state.otp = { ...state.otp, count: seconds, active: seconds > 0 };
    },
    otpTicked(state) {
      if (!state.otp.active) return;
      const next = state.otp.count - 1;
      state.otp.count = Math.max(0, next);
      state.otp.active = next > 0;
    },
    otpStopped(state) {
      state.otp.count = 0;
      state.otp.active = false;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectUserType: (state) => state.userType,
    selectSessionUser: (state) => state.user,
    selectSessionLoading: (state) => state.loading,
    selectOtp: (state) => state.otp,
  },
});

export const sessionActions = sessionSlice.actions;
export const { selectSession, selectUserType, selectSessionUser, selectSessionLoading, selectOtp } =
  sessionSlice.selectors;
