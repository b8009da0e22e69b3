import { Component, type ReactNode } from "react";
import { isChunkLoadError, reloadKeepingState } from "../lib/chunk-reload.ts";

interface Props {
  /** What failed, in Turkish, e.g. "Giriş penceresi". */
  label: string;
  children: ReactNode;
}

/**
 * Keeps an error of one part of a page (the lazily loaded login dialog, the calculation page's map) inside that
 * part: a Turkish alert with 'Tekrar dene' instead of the whole-app error page, so the rest of the page stays usable.
 * Retrying renders the part again; a lost chunk needs a reload, which keeps the page's state (lib/chunk-reload.ts).
 */
export class PartBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  private retry = () => {
    if (isChunkLoadError(this.state.error)) reloadKeepingState();
    else this.setState({ error: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div role="alert" className="notice notice--error shell-part-error">
        <span>{this.props.label} açılamadı. Lütfen tekrar deneyin.</span>{" "}
        <button type="button" className="button" onClick={this.retry}>
          Tekrar dene
        </button>
      </div>
    );
  }
}
