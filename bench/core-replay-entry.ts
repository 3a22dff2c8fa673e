/**
 * What bench/core-replay.ts bundles and runs as shipped (the app's bundler, minified): the replay
 * and the state it starts from.
 */
export { readLogFile, replayEvents } from "../core/log/replay.js"
export { initialState } from "../core/app/state.js"
