import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback.tsx';
import { reportClientError } from './errorReporting.ts';

/** Catches render errors anywhere below, reports them to /web/v1/logs/error and shows the fallback page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(error.message + (info.componentStack ? `\n${info.componentStack.slice(0, 1500)}` : ''), window.location.href, null);
  }

  render() {
    return this.state.error ? <ErrorFallback message={this.state.error.message} /> : this.props.children;
  }
}
