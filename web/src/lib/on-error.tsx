import { Component, type ReactNode } from "react";

/** Renders `fallback` instead of its children once any of them has thrown while rendering. */
export class OnError extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
