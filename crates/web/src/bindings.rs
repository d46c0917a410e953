//! The JavaScript face of [`Table`]: [`WebGame`] and [`games`], each method one call
//! with its error turned into a JavaScript `Error` carrying the game's words.

use wasm_bindgen::prelude::*;

use crate::catalog::catalog;
use crate::table::Table;

/// Every family, preset and option of the registry, as JSON (an array of families,
/// each with `name`, `description`, `presets` — `spec`, `name`, `description` — and
/// `options` — `key`, `kind`, `values`, `min`, `max`, `default`, `help`).
#[wasm_bindgen]
pub fn games() -> String {
    catalog()
}

/// A game in progress, for the page and its worker.
#[wasm_bindgen]
pub struct WebGame(Table);

fn js(e: String) -> JsError {
    JsError::new(&e)
}

#[wasm_bindgen]
impl WebGame {
    /// A game of `spec` (`checkers/russian`, `mill/nine:flying=false`) from its start.
    #[wasm_bindgen(constructor)]
    pub fn new(spec: &str) -> Result<WebGame, JsError> {
        Table::new(spec).map(WebGame).map_err(js)
    }

    /// A game of `spec` from a position in the game's text.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(spec: &str, position: &str) -> Result<WebGame, JsError> {
        Table::from_position(spec, position)
            .map(WebGame)
            .map_err(js)
    }

    /// The first game of a record (in the game its tags name, else `spec`), replayed.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(spec: &str, record: &str) -> Result<WebGame, JsError> {
        Table::from_record(spec, record).map(WebGame).map_err(js)
    }

    /// The state as JSON: `game`, `family`, `position`, `to_move`, `seats`, `over`,
    /// `result`, `record`, `can_undo`, `can_redo`, and `moves` (each `text`, `path`,
    /// `placed`, `captured`).
    pub fn state(&self) -> String {
        self.0.state_json()
    }

    /// The picture of the position as SVG; `options` is JSON (`size`, `coordinates`,
    /// `square_numbers`, `perspective`, `theme`, `last_move`, `highlights`, `selected`,
    /// `arrows`), or empty for the defaults.
    pub fn svg(&self, options: &str) -> Result<String, JsError> {
        self.0.svg(options).map_err(js)
    }

    /// Plays the move `text`; returns it as the game writes it.
    pub fn play(&mut self, text: &str) -> Result<String, JsError> {
        self.0.play(text).map_err(js)
    }

    /// Takes back the last move; whether there was one.
    pub fn undo(&mut self) -> bool {
        self.0.undo()
    }

    /// Plays the last move taken back again; whether there was one.
    pub fn redo(&mut self) -> bool {
        self.0.redo()
    }

    /// The record of the game so far.
    #[wasm_bindgen(js_name = recordText)]
    pub fn record_text(&self) -> Result<String, JsError> {
        self.0.record_text().map_err(js)
    }

    /// Perft to `depth` from the current position, as a decimal text.
    pub fn perft(&self, depth: u32) -> String {
        self.0.perft(depth)
    }

    /// The move the agent `spec` chooses now (seeded by `seed`), as the game writes it.
    #[wasm_bindgen(js_name = agentMove)]
    pub fn agent_move(&self, spec: &str, seed: u32) -> Result<String, JsError> {
        self.0.agent_move(spec, u64::from(seed)).map_err(js)
    }
}
