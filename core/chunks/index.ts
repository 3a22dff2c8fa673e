/** Chunk load errors (spec §4, §8): a snackbar and at most one forced reload a minute. See chunks.ts. */
import { defineArea } from "../kernel/index.js"
import { ChunkLoadFailed, initialChunks, reduceChunks } from "./chunks.js"

export const chunks = defineArea({
  key: "chunks", initial: initialChunks, reduce: reduceChunks, events: [ChunkLoadFailed],
  storageKeys: ["lastForcedReload"],
  handles: ["ChunkLoadFailed", "AppStarted", "TimerFired"],
})

export * from "./chunks.js"
