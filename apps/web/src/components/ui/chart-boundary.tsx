import { Component, type ReactNode } from 'react';

/** Keeps a chart that failed to load (or draw) from taking the page down: shows `fallback` instead. */
export class ChartBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
