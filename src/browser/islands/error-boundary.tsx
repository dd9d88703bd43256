import { Component, type ComponentType, type ErrorInfo, type ReactNode } from "react";
import { ErrorFallback } from "#browser/islands/error-fallback.tsx";
import type { Messages } from "#shared/i18n/en.ts";

type ErrorText = Messages["error"];

type ErrorBoundaryProps = { text: ErrorText; children: ReactNode };

type ErrorBoundaryState = { error: Error | null };

/**
 * Wraps each island: if it throws while rendering or in an effect, the fallback screen takes its
 * place and the rest of the page, prerendered HTML, keeps working. React needs a class for this.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // The visitor sees the message; a developer finds the rest in the console.
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    return error ? <ErrorFallback text={this.props.text} message={error.message} /> : this.props.children;
  }
}

/**
 * What a page hydrates: `Island` inside an error boundary, whose screen speaks the page's language
 * (`errorText`). Declared in the island's own module, so each page loads the code of its own island only.
 */
export function withErrorBoundary<Props extends object>(Island: ComponentType<Props>) {
  return function IslandWithErrorBoundary({ errorText, ...props }: Props & { errorText: ErrorText }) {
    return (
      <ErrorBoundary text={errorText}>
        <Island {...(props as Props)} />
      </ErrorBoundary>
    );
  };
}
