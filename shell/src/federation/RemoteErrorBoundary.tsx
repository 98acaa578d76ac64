import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (error: Error, reset: () => void) => ReactNode;
  resetKey?: string;
  onError?: (error: Error) => void;
  children: ReactNode;
}
interface State {
  error: Error | null;
  resetKey?: string;
}

/** Keeps a remote's failure inside its own area: header, footer and other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error): void {
    console.error('[shell] remote area failed', error);
    this.props.onError?.(error);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
