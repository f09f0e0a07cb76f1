// The page never goes blank (docs/architecture.md, "src/ui: React panels", error boundaries). React unmounts the whole page when a render throws
// and nothing catches it; this boundary (a class component: React has no hook for it) catches
// what the screen inside it throws and shows a fallback instead. The battle's fallback and what
// it offers are in GameErrorBoundary.tsx, the builder's in BuilderErrorBoundary.tsx; the words
// and the page they share are in FaultScreen.tsx.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows instead of the children once they threw; `retry` draws them again. */
  fallback(error: Error, retry: () => void): ReactNode;
  /** Told once for each error caught (the battle halts the game, so nothing saves meanwhile). */
  onError?(error: Error): void;
  /**
   * Something outside stopped the screen too (the engine failed on an action): the fallback shows
   * while it is true, and when it turns false an error caught meanwhile is lifted (the way back
   * was taken, or a new game began), so the children are drawn again.
   */
  halted?: boolean;
  /** The fallback for a halt with no error caught here. */
  haltedFallback?(): ReactNode;
}

interface State {
  error: Error | null;
}

/** Anything thrown, as an Error (a render may throw a string or a plain object). */
export function asError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  return new Error(typeof thrown === 'string' ? thrown : (JSON.stringify(thrown) ?? String(thrown)));
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(thrown: unknown): State {
    return { error: asError(thrown) };
  }

  override componentDidCatch(thrown: unknown, info: ErrorInfo): void {
    // The console keeps the stack for whoever reads it; the player gets the fallback's words.
    console.error('The screen failed to draw:', thrown, info.componentStack);
    this.props.onError?.(asError(thrown));
  }

  override componentDidUpdate(before: Props): void {
    if (before.halted && !this.props.halted && this.state.error) this.setState({ error: null });
  }

  private retry = () => this.setState({ error: null });

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.state.error, this.retry);
    if (this.props.halted && this.props.haltedFallback) return this.props.haltedFallback();
    return this.props.children;
  }
}
