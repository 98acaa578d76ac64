import { Component, type ReactNode } from 'react';

/** Keeps a failing piece of UI (a modal, a dialog) from unmounting the session runtime around it. */
export class Contained extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[mf-auth] ${this.props.name} failed`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
