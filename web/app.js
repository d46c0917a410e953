// The Doska playground: the page's logic. The rules, the pictures and the agents are
// Doska's own, compiled to WebAssembly (./pkg, written by web/build.sh); this file
// turns clicks on the places of the picture into moves, keeps the page in step with the
// game, and sends searches and perft to a worker so that the page never freezes.

import init, { WebGame, games } from "./pkg/doska_web.js";

const $ = (id) => document.getElementById(id);

// The agents a seat can be given, by strength (1 to 5).
const AGENTS = {
  human: () => null,
  random: () => "random",
  alphabeta: (s) => `alphabeta:time=${[0.1, 0.3, 1, 2, 4][s - 1]}s`,
  mcts: (s) => `mcts:time=${[0.1, 0.3, 1, 2, 4][s - 1]}s`,
};

const page = {
  catalog: [],
  game: null, // the WebGame being played
  state: null, // its state (JSON from Rust)
  clicks: [], // the places clicked towards the next move
  flipped: 0, // how many seats the view is turned from the usual one
  seats: [], // the agent kind of each seat
  thinking: null, // the id of the search under way, if any
  seed: 1,
};

// The worker: agent moves and perft, off the page's thread.
const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
let requests = 0;
const waiting = new Map();
worker.onmessage = (e) => {
  const { id, ok, value, error } = e.data;
  const done = waiting.get(id);
  waiting.delete(id);
  if (done) done(ok, value, error);
};
function ask(message) {
  return new Promise((resolve, reject) => {
    const id = ++requests;
    waiting.set(id, (ok, value, error) => (ok ? resolve(value) : reject(new Error(error))));
    worker.postMessage({ id, ...message });
  });
}

function say(text) {
  $("message").textContent = text;
}

// ---- the game ------------------------------------------------------------------

function start(game, note) {
  page.game = game;
  page.clicks = [];
  page.thinking = null;
  refresh();
  say(note || "");
  seatControls();
  maybeThink();
}

function newGame() {
  try {
    start(new WebGame($("spec").value.trim()));
  } catch (e) {
    say(String(e.message || e));
  }
}

function refresh() {
  page.state = JSON.parse(page.game.state());
  draw();
  const s = page.state;
  $("status").textContent = s.over
    ? `Game over: ${s.result}`
    : `${s.seats[s.to_move]} to move` + (isComputer(s.to_move) ? " (the computer is thinking…)" : "");
  $("undo").disabled = !s.can_undo;
  $("redo").disabled = !s.can_redo;
  const list = $("record");
  list.replaceChildren(...s.record.map((m) => Object.assign(document.createElement("li"), { textContent: m })));
  list.scrollTop = list.scrollHeight;
  // Moves that touch no place (a pass, the end of a turn) are buttons.
  const passes = s.moves.filter((m) => !m.path.length && !m.placed.length && !m.captured.length);
  $("passes").replaceChildren(
    ...passes.map((m) => {
      const b = Object.assign(document.createElement("button"), { type: "button", textContent: m.text });
      b.dataset.move = m.text;
      b.onclick = () => humanPlays(m.text);
      return b;
    }),
  );
}

function pictureOptions() {
  const s = page.state;
  const options = {
    theme: $("theme").value,
    coordinates: $("coordinates").checked,
    square_numbers: $("numbers").checked,
    last_move: true,
    size: 600,
  };
  if (page.flipped) options.perspective = page.flipped % s.seats.length;
  if (page.clicks.length) {
    options.selected = page.clicks.slice();
    options.highlights = nextPlaces(candidates(page.clicks), page.clicks);
  }
  return options;
}

function draw() {
  $("board").innerHTML = page.game.svg(JSON.stringify(pictureOptions()));
}

// ---- clicks to moves -------------------------------------------------------------
//
// A move touches places: the path of its piece (from, every landing, to), the places
// it fills, the places it takes. Clicks name some of them: the first must be where the
// move starts (its path's first place, or one of the places it fills); later clicks
// may skip landings; a move is played once its end (the path's last place, every place
// it fills) is clicked and no other move fits the clicks. Where several still fit, the
// places that tell them apart are highlighted for the next click; clicking the last
// place again chooses the move that ends there.

function fits(move, clicks) {
  let along = 0; // places of the path matched so far
  const used = new Set();
  for (const [n, c] of clicks.entries()) {
    if (n === 0 && move.path.length) {
      if (c !== move.path[0]) return false;
      along = 1;
      continue;
    }
    const j = move.path.indexOf(c, along);
    if (j >= along && along > 0) {
      along = j + 1;
      continue;
    }
    if ((move.placed.includes(c) || move.captured.includes(c)) && !used.has(c)) {
      used.add(c);
      continue;
    }
    return false;
  }
  return true;
}

function complete(move, clicks) {
  const pathDone = !move.path.length || clicks.includes(move.path[move.path.length - 1]);
  return pathDone && move.placed.every((p) => clicks.includes(p));
}

function candidates(clicks) {
  return page.state.moves.filter((m) => fits(m, clicks));
}

function nextPlaces(moves, clicks) {
  // Where the moves that fit can go on: their landings and ends, the places they fill,
  // and, once they all end where the clicks do, the places they take.
  const all = moves.length > 1 && moves.every((m) => complete(m, clicks));
  const next = new Set();
  for (const m of moves) {
    for (const p of [...m.path.slice(1), ...m.placed, ...(all ? m.captured : [])]) {
      if (!clicks.includes(p)) next.add(p);
    }
  }
  return [...next];
}

function humanPlays(text) {
  try {
    page.game.play(text);
  } catch (e) {
    say(String(e.message || e));
    return;
  }
  page.clicks = [];
  say("");
  refresh();
  maybeThink();
}

function clicked(place) {
  const s = page.state;
  if (s.over) return say("The game is over: start a new one, or take a move back.");
  if (isComputer(s.to_move)) return say("Wait: it is the computer's turn.");
  const last = page.clicks[page.clicks.length - 1];
  if (place === last) {
    // The same place again: the move that ends here, if one does.
    const ending = candidates(page.clicks).filter((m) => complete(m, page.clicks));
    if (ending.length === 1) return humanPlays(ending[0].text);
    page.clicks = [];
    say("");
    return draw();
  }
  let clicks = [...page.clicks, place];
  let moves = candidates(clicks);
  if (!moves.length) {
    // Not a continuation: perhaps the start of another move.
    clicks = [place];
    moves = candidates(clicks);
    if (!moves.length) {
      const continuing = page.clicks.length > 0;
      page.clicks = [];
      draw();
      return say(
        continuing ? `No legal move goes on to ${place}, and none starts there.` : `No legal move starts at ${place}.`,
      );
    }
  }
  page.clicks = clicks;
  const done = moves.filter((m) => complete(m, clicks));
  if (moves.length === 1 && done.length === 1) return humanPlays(done[0].text);
  say(done.length > 1 ? "Several moves end here: click what tells them apart." : "");
  draw();
}

// A click names the place under it (a piece carries its place's name too), or else the
// nearest place within a little over half the distance between two places: the points
// of a line board are small targets.
$("board").addEventListener("click", (e) => {
  const el = e.target.closest("[data-place]");
  const place = el ? el.getAttribute("data-place") : nearestPlace(e.clientX, e.clientY);
  if (place) clicked(place);
});

function nearestPlace(x, y) {
  const places = [...document.querySelectorAll("#board .place")].map((el) => {
    const r = el.getBoundingClientRect();
    return { name: el.getAttribute("data-place"), x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  let best = null;
  let distance = Infinity;
  for (const p of places) {
    const d = Math.hypot(p.x - x, p.y - y);
    if (d < distance) [best, distance] = [p, d];
  }
  if (!best) return null;
  let spacing = Infinity;
  for (const p of places) if (p !== best) spacing = Math.min(spacing, Math.hypot(p.x - best.x, p.y - best.y));
  return distance <= 0.6 * spacing ? best.name : null;
}

// ---- the computer ------------------------------------------------------------------

function isComputer(seat) {
  return page.seats[seat] && page.seats[seat] !== "human";
}

async function maybeThink() {
  const s = page.state;
  if (s.over || !isComputer(s.to_move)) return;
  const agent = AGENTS[page.seats[s.to_move]](Number($("strength").value));
  const id = Symbol("search");
  page.thinking = id;
  const game = page.game;
  try {
    const record = game.recordText();
    const move = await ask({ kind: "agent", spec: s.game, record, agent, seed: page.seed++ });
    if (page.thinking !== id || page.game !== game) return; // the game changed meanwhile
    page.thinking = null;
    game.play(move);
    refresh();
    maybeThink();
  } catch (e) {
    if (page.thinking === id) page.thinking = null;
    say(`The computer could not move: ${e.message || e}`);
  }
}

function seatControls() {
  const s = page.state;
  const box = $("seats");
  if (page.seats.length !== s.seats.length) {
    // A human on the first seat, the computer (alpha-beta, MCTS beyond two sides) on the others.
    page.seats = s.seats.map((_, i) => (i === 0 ? "human" : s.seats.length === 2 ? "alphabeta" : "mcts"));
  }
  box.replaceChildren(
    ...s.seats.map((name, i) => {
      const label = document.createElement("label");
      label.textContent = name;
      const select = document.createElement("select");
      select.dataset.seat = i;
      for (const kind of Object.keys(AGENTS)) {
        select.append(Object.assign(document.createElement("option"), { value: kind, textContent: kind }));
      }
      select.value = page.seats[i];
      select.onchange = () => {
        page.seats[i] = select.value;
        page.thinking = null;
        refresh();
        maybeThink();
      };
      label.append(select);
      return label;
    }),
  );
}

// ---- the controls ------------------------------------------------------------------

function fillFamilies() {
  $("family").replaceChildren(
    ...page.catalog.map((f) => Object.assign(document.createElement("option"), { value: f.name, textContent: f.name })),
  );
  fillPresets();
}

function fillPresets() {
  const family = page.catalog.find((f) => f.name === $("family").value);
  $("preset").replaceChildren(
    ...family.presets.map((p) =>
      Object.assign(document.createElement("option"), { value: p.spec, textContent: `${p.name}: ${p.description}` }),
    ),
  );
  $("spec").value = family.presets[0].spec;
  $("options").replaceChildren(
    ...family.options.flatMap((o) => [
      Object.assign(document.createElement("dt"), {
        textContent: `${o.key}=${o.values.length ? o.values.join("|") : o.kind} (default ${o.default})`,
      }),
      Object.assign(document.createElement("dd"), { textContent: o.help }),
    ]),
  );
}

$("family").onchange = () => {
  fillPresets();
  page.seats = [];
  newGame();
};
$("preset").onchange = () => {
  $("spec").value = $("preset").value;
  page.seats = [];
  newGame();
};
$("new").onclick = () => {
  page.seats = [];
  newGame();
};
$("spec").addEventListener("keydown", (e) => {
  if (e.key === "Enter") {
    page.seats = [];
    newGame();
  }
});
$("undo").onclick = () => {
  page.thinking = null;
  // Take back to the last move of a human, so that the computer does not answer at once.
  do {
    if (!page.game.undo()) break;
    page.state = JSON.parse(page.game.state());
  } while (isComputer(page.state.to_move) && page.state.can_undo);
  page.clicks = [];
  say("");
  refresh();
};
$("redo").onclick = () => {
  page.game.redo();
  page.clicks = [];
  refresh();
  // The computer answers only once every move taken back is played again.
  if (!page.state.can_redo) maybeThink();
};
$("flip").onclick = () => {
  page.flipped += 1;
  draw();
};
for (const id of ["theme", "coordinates", "numbers"]) $(id).onchange = draw;
$("strength").oninput = () => ($("strength-out").textContent = $("strength").value);
$("show-position").onclick = () => ($("text").value = page.state.position);
$("show-record").onclick = () => {
  try {
    $("text").value = page.game.recordText();
  } catch (e) {
    say(String(e.message || e));
  }
};
$("load").onclick = () => {
  const text = $("text").value.trim();
  const spec = $("spec").value.trim();
  try {
    const record = text.startsWith("[") || /^\s*1\./.test(text);
    const game = record ? WebGame.fromRecord(spec, text) : WebGame.fromPosition(spec, text);
    if (record) $("spec").value = JSON.parse(game.state()).game;
    page.seats = page.seats.map(() => "human");
    start(game, record ? "The record is loaded." : "The position is loaded.");
  } catch (e) {
    say(String(e.message || e));
  }
};
$("perft").onclick = async () => {
  const depth = Number($("depth").value);
  $("perft-out").textContent = `counting to depth ${depth}…`;
  $("perft").disabled = true;
  try {
    const { count, ms } = await ask({ kind: "perft", spec: page.state.game, position: page.state.position, depth });
    const rate = ms > 0 ? ` (${((Number(count) / ms) * 1000 / 1e6).toFixed(2)} M/s)` : "";
    $("perft-out").textContent = `perft(${depth}) = ${count} in ${(ms / 1000).toFixed(3)} s${rate}`;
  } catch (e) {
    $("perft-out").textContent = String(e.message || e);
  } finally {
    $("perft").disabled = false;
  }
};

// ---- start -------------------------------------------------------------------------

await init();
await ask({ kind: "ready" });
page.catalog = JSON.parse(games());
fillFamilies();
const wanted = new URLSearchParams(location.search).get("game");
if (wanted) {
  $("family").value = wanted.split(/[/:]/)[0];
  fillPresets();
  const preset = wanted.split(":")[0];
  if ([...$("preset").options].some((o) => o.value === preset)) $("preset").value = preset;
  $("spec").value = wanted;
}
newGame();
// For tests and the curious: the page's state and game from the console.
window.doska = { page, WebGame, clicked };
document.body.dataset.ready = "true";
