/**
 * The command interpreter: runs each command core returns (DESIGN.md §2, commit then effects) on
 * the adapters, and feeds every outcome back as an event. It never throws into the store: a
 * failing effect is logged and, where core must know (a call), becomes an event.
 */
import type { Command } from "../core/app/commands.js"
import type { EventInput } from "../core/app/events.js"
import type { Interpreter } from "../core/app/store.js"
import type { Text } from "../core/kernel/index.js"
import type { Analytics } from "./analytics/track.js"
import type { CallRunner } from "./api/run-call.js"
import type { BrowserWindow } from "./browser.js"
import type { Timers } from "./clock/timers.js"
import type { Navigation } from "./navigation.js"
import { withoutOverrideParams } from "./overrides.js"
import type { SocketAdapter } from "./socket/socket.js"
import type { ConsentLoader } from "./consent/consent-script.js"
import { setCookie, type CookieJar } from "./storage/cookies.js"
import { OVERRIDE_KEYS, storageNameOfCoreKey, type AppStorage } from "./storage/storage.js"

export type LogLevel = "info" | "warn" | "error"
export type Logger = (level: LogLevel, message: string, text?: Text) => void

export interface InterpreterDeps {
  readonly calls: CallRunner
  readonly timers: Timers
  readonly storage: AppStorage
  /** Null until the socket exists; socket commands meanwhile are dropped with a log line. */
  readonly socket: () => SocketAdapter | null
  readonly analytics: Analytics
  readonly navigation: Navigation
  readonly win: Pick<BrowserWindow, "location" | "open">
  readonly log: Logger
  /** Where SetCookie writes (`document`); without one, cookies are skipped with a log line. */
  readonly cookies?: CookieJar
  /** Loads the consent provider's script (LoadConsentScript). */
  readonly consent?: ConsentLoader
}

export const consoleLogger: Logger = (level, message, text) => {
  const write = level === "error" ? console.error : level === "warn" ? console.warn : console.info
  if (text) write(message, text)
  else write(message)
}

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error))

export const createInterpreter = (deps: InterpreterDeps): Interpreter => {
  const withSocket = (command: Command, use: (socket: SocketAdapter) => void): void => {
    const socket = deps.socket()
    if (socket) use(socket)
    else deps.log("warn", `${command._tag}: no socket yet, command dropped`)
  }

  const run = (command: Command, dispatch: (event: EventInput) => void): void => {
    switch (command._tag) {
      case "Call":
        deps.calls
          .run(command)
          .then((event) => {
            if (event) dispatch(event)
          })
          .catch((error: unknown) => deps.log("error", `${command.endpoint}: dispatching the answer failed: ${describe(error)}`))
        return
      case "CancelCall":
        return deps.calls.cancel(command.endpoint)
      case "StartTimer":
        return deps.timers.start(command.id, command.fireAt)
      case "CancelTimer":
        return deps.timers.cancel(command.id)
      case "Persist":
        return deps.storage.set(storageNameOfCoreKey(command.key), command.value)
      case "Navigate":
        return deps.navigation.navigate(command.to, command.replace)
      case "Authenticate":
        return withSocket(command, (socket) => socket.authenticate(command.token))
      case "Subscribe":
        return withSocket(command, (socket) => socket.subscribe(command.channel, command.params))
      case "Unsubscribe":
        return withSocket(command, (socket) => socket.unsubscribe(command.channel, command.params))
      case "Acknowledge":
        return withSocket(command, (socket) => socket.acknowledge(command.ackId))
      case "Track":
        return deps.analytics.track(command.event)
      case "Reload":
        return deps.win.location.reload()
      case "OpenExternal":
        // noopener: the opened page must not be able to navigate this one (reverse tabnabbing).
        deps.win.open(command.url, "_blank", "noopener")
        return
      case "ClearOverrides": {
        for (const key of OVERRIDE_KEYS) deps.storage.remove(key)
        // The reload that follows would read them from the URL again.
        const { path, search } = deps.navigation.current()
        const cleaned = withoutOverrideParams(search)
        if (cleaned !== search) deps.navigation.navigate(path + cleaned, true)
        return
      }
      case "Log":
        return deps.log(command.level, command.message, command.text)
      case "SetCookie":
        if (deps.cookies) return setCookie(deps.cookies, command.name, command.value, { maxAgeDays: command.maxAgeDays })
        return deps.log("warn", `SetCookie ${command.name}: no cookie jar, skipped`)
      case "LoadConsentScript":
        if (deps.consent) return deps.consent.load(command.providerId, dispatch)
        return deps.log("warn", "LoadConsentScript: no consent loader, skipped")
      default: {
        const unknown: never = command
        deps.log("warn", `unknown command ${JSON.stringify(unknown)}`)
      }
    }
  }

  return (commands, dispatch) => {
    for (const command of commands) {
      try {
        run(command, dispatch)
      } catch (error) {
        try {
          deps.log("error", `command ${command._tag} failed: ${describe(error)}`)
        } catch {
          // a logger that throws has nowhere left to report to
        }
      }
    }
  }
}
