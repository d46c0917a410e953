// The playground's worker: agent moves and perft run here, off the page's thread, on
// their own copy of the WebAssembly module. Each request carries the game (its spec,
// and its record or position) and gets one answer: { id, ok, value } or { id, ok, error }.

import init, { WebGame } from "./pkg/doska_web.js";

const ready = init();

self.onmessage = async (e) => {
  const { id, kind } = e.data;
  try {
    await ready;
    self.postMessage({ id, ok: true, value: answer(kind, e.data) });
  } catch (err) {
    self.postMessage({ id, ok: false, error: String(err.message || err) });
  }
};

function answer(kind, data) {
  switch (kind) {
    case "ready":
      return true;
    case "agent": {
      // The record carries the game so far, so that repetitions count.
      const game = WebGame.fromRecord(data.spec, data.record);
      try {
        return game.agentMove(data.agent, data.seed);
      } finally {
        game.free();
      }
    }
    case "perft": {
      const game = WebGame.fromPosition(data.spec, data.position);
      try {
        const t0 = performance.now();
        const count = game.perft(data.depth);
        return { count, ms: performance.now() - t0 };
      } finally {
        game.free();
      }
    }
    default:
      throw new Error(`unknown request ${kind}`);
  }
}
