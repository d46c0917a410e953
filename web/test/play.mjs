// Plays the Doska playground in a real browser: Debian's Chromium, headless, driven by
// playwright-core. Serves the built page (web/build.sh) from 127.0.0.1, then
//   - plays whole games of three families by clicks (draughts, mill, scoring rows), a
//     person against the computer in the page's worker, checking each move in the
//     move list and the result shown at the end;
//   - plays the first plies of every game of the catalog by clicks;
//   - checks that illegal clicks are refused with a message and change nothing, that
//     undo and redo work, and that perft counts what the reference tables say;
//   - measures perft in the browser;
// and saves screenshots. Usage: node play.mjs SITE_DIR SCREENSHOT_DIR

import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const [site, shots] = process.argv.slice(2);
if (!site || !shots) throw new Error("usage: node play.mjs SITE_DIR SCREENSHOT_DIR");
fs.mkdirSync(shots, { recursive: true });

// ---- a static file server on 127.0.0.1 ---------------------------------------------

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm" };
const root = path.resolve(site);
const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://127.0.0.1");
  const file = path.resolve(root, "." + decodeURIComponent(url.pathname === "/" ? "/index.html" : url.pathname));
  if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    res.writeHead(404).end("not found");
    return;
  }
  res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}/`;

// ---- the browser ----------------------------------------------------------------------

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const problems = [];
const page = await browser.newPage({ viewport: { width: 1280, height: 980 } });
page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));

let checks = 0;
function check(ok, what) {
  checks += 1;
  if (!ok) throw new Error(`failed: ${what}`);
}

async function open(spec) {
  await page.goto(`${base}?game=${encodeURIComponent(spec)}`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 60_000 });
}

const state = () => page.evaluate(() => window.doska.page.state);
const recordShown = () => page.$$eval("#record li", (items) => items.map((li) => li.textContent));

async function setSeats(kinds) {
  for (const [i, kind] of kinds.entries()) {
    await page.selectOption(`#seats select[data-seat="${i}"]`, kind);
  }
}

// Clicks the centre of the place `name` on the board (its square or point: the piece on
// it, when there is one, carries the same name).
async function clickPlace(name) {
  const place = page.locator(`#board svg .place[data-place="${name}"]`);
  const box = await place.boundingBox();
  if (!box) throw new Error(`no place ${name} on the board`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

// Plays `move` (a move of the state's list) by clicks on its places: its start and its
// end, then, while the page waits for more, what tells it apart from the moves that
// share them (landings, then what it takes).
async function playByClicks(move) {
  const before = (await state()).record.length;
  if (!move.path.length && !move.placed.length && !move.captured.length) {
    await page.click(`#passes button[data-move="${move.text}"]`);
  } else {
    const first = move.path.length ? [move.path[0], move.path[move.path.length - 1]] : move.placed;
    const rest = [...move.path.slice(1, -1), ...move.captured];
    for (const place of [...first, ...rest]) {
      if ((await state()).record.length > before) break;
      await clickPlace(place);
    }
    if ((await state()).record.length === before && move.path.length > 1) {
      // Every landing clicked and still open: the same place again ends the move here.
      await clickPlace(move.path[move.path.length - 1]);
    }
  }
  const after = await state();
  // The computer may have answered already: the move is the first one after `before`.
  check(after.record[before] === move.text, `${move.text} was played by its clicks (record ${after.record})`);
  const shown = await recordShown();
  check(shown[before] === move.text, `the move list shows ${move.text} (${shown})`);
  return after;
}

// The move the person chooses: alpha-beta at a small depth in the page (a fair player,
// so that the games end), or a seeded choice among the legal moves.
async function choose(agent) {
  return page.evaluate((agent) => {
    const { page: p, WebGame } = window.doska;
    const g = WebGame.fromRecord(p.state.game, p.game.recordText());
    try {
      return g.agentMove(agent, 7);
    } finally {
      g.free();
    }
  }, agent);
}

// A whole game: the person (seat 0) by clicks against the computer.
async function wholeGame(spec, computer, person, maxPlies) {
  await open(spec);
  await setSeats(["human", computer]);
  for (let ply = 0; ply < maxPlies; ply++) {
    await page.waitForFunction(() => {
      const s = window.doska.page.state;
      return s.over || s.to_move === 0;
    }, null, { timeout: 60_000 });
    const s = await state();
    if (s.over) break;
    const text = await choose(person);
    const move = s.moves.find((m) => m.text === text);
    check(move, `${spec}: the person's move ${text} is legal`);
    await playByClicks(move);
  }
  await page.waitForFunction(() => window.doska.page.state.over, null, { timeout: 60_000 });
  const end = await state();
  const status = await page.textContent("#status");
  check(status === `Game over: ${end.result}`, `${spec}: the result is shown (${status})`);
  await page.screenshot({ path: path.join(shots, `${spec.replace(/\W+/g, "-")}-end.png`) });
  console.log(`${spec}: ${end.record.length} plies by clicks and the computer, ${end.result}`);
  return end;
}

try {
  // Three whole games, three families.
  const draughts = await wholeGame("checkers/russian", "random", "alphabeta:depth=3", 300);
  check(draughts.result.startsWith("White wins"), `Russian draughts: the person wins (${draughts.result})`);
  const mill = await wholeGame("mill/nine", "random", "alphabeta:depth=2", 400);
  check(mill.result.startsWith("White wins"), `nine men's morris: the person wins (${mill.result})`);
  const rows = await wholeGame("scoring-rows/standard", "random", "greedy", 60);
  check(rows.record.length === 24, "scoring rows: 24 turns fill the board");

  // Undo takes back the computer's move and the person's; redo plays them again.
  await page.click("#undo");
  let s = await state();
  check(s.record.length === 22 && !s.over, `undo takes back two plies (${s.record.length})`);
  await page.click("#redo");
  await page.click("#redo");
  s = await state();
  check(s.record.length === 24 && s.over, "redo plays them again");

  // Illegal clicks: refused with a message, nothing changed.
  await open("checkers/classic");
  await setSeats(["human", "human"]);
  await clickPlace("e5");
  let message = await page.textContent("#message");
  check(message.includes("No legal move starts at e5"), `an empty square is refused (${message})`);
  await clickPlace("c3");
  await clickPlace("h6");
  message = await page.textContent("#message");
  check(message.includes("h6"), `an unreachable square is refused (${message})`);
  s = await state();
  check(s.record.length === 0, "nothing was played");
  await page.screenshot({ path: path.join(shots, "illegal-click.png") });
  // A piece chosen: its targets are marked.
  await clickPlace("c3");
  check((await page.$$("#board svg .highlight")).length === 2, "c3's two targets are marked");
  await page.screenshot({ path: path.join(shots, "selected.png") });

  // Perft against the reference table (Brazilian draughts: 1,469 at depth 4).
  await page.fill("#depth", "4");
  await page.click("#perft");
  await page.waitForFunction(() => /^perft\(4\) = /.test(document.getElementById("perft-out").textContent));
  const perft = await page.textContent("#perft-out");
  check(perft.startsWith("perft(4) = 1469 "), `perft(4) = 1469 (${perft})`);

  // The first plies of every game of the catalog, by clicks.
  const specs = await page.evaluate(() => window.doska.page.catalog.flatMap((f) => f.presets.map((p) => p.spec)));
  for (const spec of specs) {
    await open(spec);
    const seats = (await state()).seats.length;
    await setSeats(Array(seats).fill("human"));
    check((await page.$$("#board svg .place")).length > 0, `${spec}: the board is drawn`);
    for (let ply = 0; ply < 6; ply++) {
      s = await state();
      if (s.over) break;
      const text = await choose("random");
      await playByClicks(s.moves.find((m) => m.text === text));
    }
    await page.screenshot({ path: path.join(shots, `every-${spec.replace(/\W+/g, "-")}.png`) });
  }
  console.log(`every game of the catalog (${specs.length}) played by clicks for up to 6 plies`);

  // Perft speed in the browser, for the docs: `GAME:DEPTH` items separated by `;`.
  for (const item of (process.env.DOSKA_WEB_PERFT || "checkers/classic:9").split(";")) {
    const at = item.lastIndexOf(":");
    const [spec, depth] = [item.slice(0, at), item.slice(at + 1)];
    await open(spec);
    await page.fill("#depth", depth);
    await page.click("#perft");
    await page.waitForFunction(
      (d) => new RegExp(`^perft\\(${d}\\) = `).test(document.getElementById("perft-out").textContent),
      depth,
      { timeout: 600_000 },
    );
    console.log(`browser ${spec}: ${await page.textContent("#perft-out")}`);
  }

  check(problems.length === 0, `no errors in the page: ${problems.join("; ")}`);
  console.log(`the playground passed ${checks} checks; screenshots in ${shots}`);
} catch (e) {
  await page.screenshot({ path: path.join(shots, "failure.png") }).catch(() => {});
  console.error(e.message);
  if (problems.length) console.error(problems.join("\n"));
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
