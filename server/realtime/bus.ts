/**
 * The fan-out bus between server processes. Everything that must reach sockets (or caches) on
 * every process goes through it: realtime pushes, operator switches.
 *
 * - In-process (default): one process, handlers called asynchronously with a JSON copy of the
 *   message, so code behaves the same as with Redis (no shared object identity, no re-entrancy).
 * - Redis pub/sub (REDIS_URL): every process publishes to Redis and receives every message,
 *   including its own, so several processes behind a load balancer reach each other's sockets.
 *
 * Delivery is at most once, like Redis pub/sub: a process that is down misses messages. Pushes
 * are hints to refresh; the client refetches on reconnect (DESIGN.md §3).
 */
import { Redis } from "ioredis"

export type BusHandler = (message: unknown) => void

export interface Bus {
  readonly kind: "memory" | "redis"
  publish(topic: string, message: unknown): Promise<void>
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>>
  close(): Promise<void>
}

class Handlers {
  private readonly byTopic = new Map<string, Set<BusHandler>>()

  add(topic: string, handler: BusHandler): boolean {
    const set = this.byTopic.get(topic) ?? new Set()
    const first = set.size === 0
    set.add(handler)
    this.byTopic.set(topic, set)
    return first
  }

  /** True when the topic has no handler left. */
  remove(topic: string, handler: BusHandler): boolean {
    const set = this.byTopic.get(topic)
    set?.delete(handler)
    if (set && set.size === 0) this.byTopic.delete(topic)
    return !this.byTopic.has(topic)
  }

  has(topic: string): boolean {
    return this.byTopic.has(topic)
  }

  dispatch(topic: string, text: string, onError: (error: unknown) => void): void {
    const set = this.byTopic.get(topic)
    if (!set) return
    let message: unknown
    try {
      message = JSON.parse(text)
    } catch (error) {
      onError(error)
      return
    }
    for (const handler of set) {
      try {
        handler(message)
      } catch (error) {
        onError(error)
      }
    }
  }

  clear(): void {
    this.byTopic.clear()
  }
}

export const createMemoryBus = (log: (line: string) => void = () => {}): Bus => {
  const handlers = new Handlers()
  let closed = false
  return {
    kind: "memory",
    publish: async (topic, message) => {
      // Nobody listening (a lone leader's world deltas): not even the copy.
      if (closed || !handlers.has(topic)) return
      const text = JSON.stringify(message)
      queueMicrotask(() => handlers.dispatch(topic, text, (e) => log(`[bus] handler failed on ${topic}: ${String(e)}`)))
    },
    subscribe: async (topic, handler) => {
      handlers.add(topic, handler)
      return async () => {
        handlers.remove(topic, handler)
      }
    },
    close: async () => {
      closed = true
      handlers.clear()
    },
  }
}

export interface RedisBusOptions {
  readonly url: string
  /** Namespaces the Redis channels, so that several deployments (or test runs) can share a Redis. */
  readonly prefix?: string
  readonly log?: (line: string) => void
}

export const createRedisBus = async (options: RedisBusOptions): Promise<Bus> => {
  const log = options.log ?? (() => {})
  const prefix = `${options.prefix ?? "sportsbook"}:`
  // A subscribed Redis connection can do nothing but receive, hence two connections.
  const publisher = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  const subscriber = new Redis(options.url, { lazyConnect: true })
  const reportError = (role: string) => (error: Error) => log(`[bus] redis ${role}: ${error.message}`)
  publisher.on("error", reportError("publisher"))
  subscriber.on("error", reportError("subscriber"))
  try {
    await Promise.all([publisher.connect(), subscriber.connect()])
  } catch (error) {
    publisher.disconnect()
    subscriber.disconnect()
    throw new Error(`Could not connect to Redis at ${options.url}: ${(error as Error).message}`)
  }

  const handlers = new Handlers()
  subscriber.on("message", (channel: string, text: string) => {
    if (!channel.startsWith(prefix)) return
    handlers.dispatch(channel.slice(prefix.length), text, (e) => log(`[bus] handler failed on ${channel}: ${String(e)}`))
  })

  return {
    kind: "redis",
    publish: async (topic, message) => {
      await publisher.publish(prefix + topic, JSON.stringify(message))
    },
    subscribe: async (topic, handler) => {
      if (handlers.add(topic, handler)) await subscriber.subscribe(prefix + topic)
      return async () => {
        if (handlers.remove(topic, handler)) await subscriber.unsubscribe(prefix + topic)
      }
    },
    close: async () => {
      handlers.clear()
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
    },
  }
}
