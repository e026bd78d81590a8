import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './route-error';

type Props = { location: unknown; children: ReactNode };
type State = { failed: boolean; location: unknown };

class Boundary extends Component<Props, State> {
  state: State = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  // Moving elsewhere (back, a link) gives the new screen its chance, as a router's errorElement did.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Around a layout of the route table: a page whose code fails to load (after a deploy, say) shows
 * RouteError in place of the whole screen. The lobby's `<HashRouter>` is not a data router, so a
 * route's `errorElement` would be ignored (docs/architecture.md, routing).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
