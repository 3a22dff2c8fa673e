/**
 * Catches unhandled render errors (including a page chunk that fails to load) and shows the 500
 * page (spec §2.8) instead of a blank screen.
 */
import { Component, type ErrorInfo, type ReactNode } from "react"

interface Props {
  readonly fallback: ReactNode
  readonly children: ReactNode
}

export class ErrorBoundary extends Component<Props, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Unhandled error in the view", error, info.componentStack)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
