import { Component, type ReactNode } from 'react';

interface Props {
  /** The current path: the next one renders the routes again. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
}

/**
 * The routes' error page: a route that throws while rendering shows `fallback` (the shell's error page) until the
 * path changes. The routes run in declarative mode, which has no `errorElement` (a data-router feature).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('[shell] a route failed', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
