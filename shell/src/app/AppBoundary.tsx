import { Component, type ReactNode } from 'react';
import { FatalFallback } from '../pages/FatalFallback';
import { hideSplash } from './Splash';

/**
 * Last line: an error that escapes every area (the design system throwing in the header, the theme provider or
 * the error page itself) shows the plain translated fallback with its retry, never a blank page or the splash.
 */
export class AppBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('[shell] the page failed', error);
    hideSplash();
  }

  override render() {
    return this.state.failed ? <FatalFallback /> : this.props.children;
  }
}
