import { Component, type ReactNode } from 'react';

/** Contains a widget that throws while rendering: the fallback takes its place, the page lives on. */
export class WidgetErrorBoundary extends Component<{ componentId: string; fallback: (error: Error) => ReactNode; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Component "${this.props.componentId}" failed:`, error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
