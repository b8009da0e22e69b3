import { Component, type ReactNode } from "react";
import { isChunkLoadError, reloadKeepingState } from "../lib/chunk-reload.ts";

interface Props {
  children: ReactNode;
  /**
   * What shows instead of the children after they failed; `retry` renders them again, or, for a lazy chunk a deploy
   * removed, reloads the page keeping its state (lib/chunk-reload.ts): only a reload can mend that.
   */
  fallback: (retry: () => void) => ReactNode;
  /** A new value (e.g. the address's key) renders the children again after a failure. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: unknown;
}

/** React's error boundary as a component: the pages' (app/route-error.tsx), the shell's and the parts' boundaries. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  private retry = () => {
    if (isChunkLoadError(this.state.error)) reloadKeepingState();
    else this.setState({ failed: false, error: null });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
