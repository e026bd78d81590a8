import { Component, type ReactNode } from 'react';

/** Keeps a failed canvas chunk (or stage) inside its own box instead of the route's error page. */
export class StageBoundary extends Component<{ onError(): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('canvas stage failed', error);
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
