import { configureStore } from '@reduxjs/toolkit';
import { sessionSlice, selectOtp } from 'mf_shared_ui/platform';
import { createOtpTimer, OTP_TICK_MS } from './otpTimer';

function setup() {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  const otp = () => selectOtp(store.getState());
  const timer = createOtpTimer(store.dispatch, otp);
  return { store, otp, timer };
}

describe('OTP countdown (spec sections 4 and 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts at 60 s by default and ticks every second', () => {
    const { otp, timer } = setup();
    timer.start();
    expect(otp()).toMatchObject({ count: 60, active: true });
    jest.advanceTimersByTime(OTP_TICK_MS);
    expect(otp().count).toBe(59);
    jest.advanceTimersByTime(9 * OTP_TICK_MS);
    expect(otp().count).toBe(50);
  });

  it('becomes inactive with count 0 at the end and stops ticking', () => {
    const { otp, timer } = setup();
    timer.start(3);
    jest.advanceTimersByTime(3 * OTP_TICK_MS);
    expect(otp()).toMatchObject({ count: 0, active: false });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stop: inactive with count 0', () => {
    const { otp, timer } = setup();
    timer.start();
    jest.advanceTimersByTime(5 * OTP_TICK_MS);
    timer.stop();
    expect(otp()).toMatchObject({ count: 0, active: false });
    jest.advanceTimersByTime(5 * OTP_TICK_MS);
    expect(otp().count).toBe(0);
  });

  it('restarting restarts from the full count with one timer', () => {
    const { otp, timer } = setup();
    timer.start();
    jest.advanceTimersByTime(30 * OTP_TICK_MS + 500);
    expect(otp().count).toBe(30);
    timer.start();
    expect(otp().count).toBe(60);
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(OTP_TICK_MS);
    expect(otp().count).toBe(59);
  });

  it('start(0) is inactive immediately', () => {
    const { otp, timer } = setup();
    timer.start(0);
    expect(otp()).toMatchObject({ count: 0, active: false });
    expect(jest.getTimerCount()).toBe(0);
  });
});
