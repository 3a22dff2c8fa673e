/**
 * Catches unhandled render errors (including a page chunk that fails to load) and shows the 500
 * page (spec §2.8) instead of a blank screen. `onError` lets the owner report what it caught (the
 * route host tells core about failed chunk downloads).
 */
import { Component, type ErrorInfo, type ReactNode } from "react"

interface Props {
  readonly fallback: ReactNode
  readonly children: ReactNode
  readonly onError?: (error: unknown) => void
}

export class ErrorBoundary extends Component<Props, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Unhandled error in the view", error, info.componentStack)
    this.props.onError?.(error)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
