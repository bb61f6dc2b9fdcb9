// Keeps the header and footer usable when a page fails to render or load.
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  /** Changing the key (the path) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

export class RouteErrorBoundary extends Component<Props, { failedKey: string | null }> {
  override state = { failedKey: null as string | null };

  static getDerivedStateFromError(): { failedKey: string } {
    return { failedKey: '' };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    this.setState({ failedKey: this.props.resetKey });
  }

  override render(): ReactNode {
    const { failedKey } = this.state;
    const failed = failedKey !== null && (failedKey === '' || failedKey === this.props.resetKey);
    return failed ? this.props.fallback : this.props.children;
  }
}
