/**
 * OTP countdown driver (spec section 4): start sets the count (default 60 s) and ticks every second through the
 * session slice; at 0 or when stopped it is inactive with count 0; starting again restarts it.
 */
import type { OtpCountdown } from 'mf_shared_ui/platform';
import { sessionActions } from 'mf_shared_ui/platform';

export const OTP_TICK_MS = 1000;

export interface OtpTimer {
  start(seconds?: number): void;
  stop(): void;
}

type Dispatch = (action: { type: string; payload?: unknown }) => unknown;

export function createOtpTimer(dispatch: Dispatch, getOtp: () => OtpCountdown): OtpTimer {
  let handle: ReturnType<typeof setInterval> | null = null;
  const clear = () => {
    if (handle !== null) clearInterval(handle);
    handle = null;
  };
  return {
    start(seconds) {
      clear();
      dispatch(sessionActions.otpStarted(seconds));
      if (!getOtp().active) return;
      handle = setInterval(() => {
        dispatch(sessionActions.otpTicked());
        if (!getOtp().active) clear();
      }, OTP_TICK_MS);
    },
    stop() {
      clear();
      dispatch(sessionActions.otpStopped());
    },
  };
}
