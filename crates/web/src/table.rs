//! [`Table`]: a game in progress as the page sees it — its state as JSON (whose turn,
//! the result, the record, every legal move with the places it touches), its picture,
//! moves played, taken back and played again, records and positions read and written,
//! perft and an agent's move. Plain Rust with errors as text, so that it is tested
//! natively; `bindings` hands it to JavaScript.

use doska::core::svg::{MoveMarks, SvgOptions, Theme};
use doska::core::Player;
use doska::{registry, AnyGame, AnyMove, Session};
use serde::{Deserialize, Serialize};

use crate::clock;

/// A legal move and the places it touches, for clicks: the path of the moving piece
/// (from, every landing, to), the places it fills and the places whose pieces it takes.
#[derive(Serialize, Debug, PartialEq)]
pub struct MoveView {
    /// The move's text, as the game reads it back.
    pub text: String,
    /// From, every landing, to; empty for a placement or a pass.
    pub path: Vec<String>,
    /// The places the move puts pieces on.
    pub placed: Vec<String>,
    /// The places whose pieces it takes.
    pub captured: Vec<String>,
}

impl MoveView {
    fn new(text: String, marks: MoveMarks) -> MoveView {
        MoveView {
            text,
            path: marks.path,
            placed: marks.placed,
            captured: marks.captured,
        }
    }
}

/// Everything the page shows besides the board.
#[derive(Serialize, Debug)]
pub struct State {
    /// The game's spec.
    pub game: String,
    /// Its family.
    pub family: &'static str,
    /// The current position's text.
    pub position: String,
    /// The seat to move, from 0.
    pub to_move: usize,
    /// The names of the seats.
    pub seats: Vec<String>,
    /// Whether the game has ended.
    pub over: bool,
    /// The result in words once it has.
    pub result: Option<String>,
    /// The moves so far, each as the game writes it in its position.
    pub record: Vec<String>,
    /// Whether a move can be taken back.
    pub can_undo: bool,
    /// Whether a move taken back can be played again.
    pub can_redo: bool,
    /// The legal moves now.
    pub moves: Vec<MoveView>,
}

/// How the page asks for a picture: every field optional.
#[derive(Deserialize, Default, Debug)]
#[serde(default, deny_unknown_fields)]
pub struct Picture {
    /// Width in pixels.
    pub size: Option<u32>,
    /// Coordinates around the board.
    pub coordinates: Option<bool>,
    /// Draughts square numbers.
    pub square_numbers: Option<bool>,
    /// The seat at the bottom, from 0.
    pub perspective: Option<usize>,
    /// `wood`, `green` or `print`.
    pub theme: Option<String>,
    /// Whether to mark the last move.
    pub last_move: bool,
    /// Places to mark with a dot.
    pub highlights: Vec<String>,
    /// Places to tint as selected (drawn as the start of a move).
    pub selected: Vec<String>,
    /// Arrows, each `[from, to]`.
    pub arrows: Vec<(String, String)>,
}

/// A game in progress, with the moves taken back that can be played again.
#[derive(Debug)]
pub struct Table {
    session: Session,
    redo: Vec<AnyMove>,
}

impl Table {
    /// A game of `spec` from its start.
    ///
    /// # Errors
    /// The registry's words for a spec that builds no game.
    pub fn new(spec: &str) -> Result<Table, String> {
        let game = registry::build(spec).map_err(|e| e.to_string())?;
        Ok(Table::of(game.session()))
    }

    fn of(session: Session) -> Table {
        Table {
            session,
            redo: Vec::new(),
        }
    }

    /// A game of `spec` from a position in the game's text.
    ///
    /// # Errors
    /// The registry's or the game's words.
    pub fn from_position(spec: &str, position: &str) -> Result<Table, String> {
        let game = registry::build(spec).map_err(|e| e.to_string())?;
        game.session_from(position.trim())
            .map(Table::of)
            .map_err(|e| e.to_string())
    }

    /// The first game of a record text, in the game its `Game` or `GameType` tag
    /// names, else in `spec`.
    ///
    /// # Errors
    /// What does not read, or which move is refused and why.
    pub fn from_record(spec: &str, record: &str) -> Result<Table, String> {
        let game = match game_of_record(record)? {
            Some(game) => game,
            None => registry::build(spec).map_err(|e| e.to_string())?,
        };
        game.session_from_record(record)
            .map(Table::of)
            .map_err(|e| e.to_string())
    }

    /// The state, for the page.
    pub fn state(&self) -> State {
        let s = &self.session;
        let moves = if s.is_over() {
            Vec::new()
        } else {
            s.legal_moves()
                .iter()
                .map(|mv| {
                    let marks = s.move_marks(mv).unwrap_or_default();
                    MoveView::new(s.format_move(mv), marks)
                })
                .collect()
        };
        State {
            game: s.name(),
            family: s.game().family(),
            position: s.position(),
            to_move: s.to_move().index(),
            seats: Player::all(s.players()).map(|p| s.player_name(p)).collect(),
            over: s.is_over(),
            result: s.result(),
            record: s.record(),
            can_undo: s.plies() > 0,
            can_redo: !self.redo.is_empty(),
            moves,
        }
    }

    /// The state as JSON.
    pub fn state_json(&self) -> String {
        serde_json::to_string(&self.state()).expect("the state is plain data")
    }

    /// The picture of the current position, drawn as `picture` (JSON of [`Picture`])
    /// asks.
    ///
    /// # Errors
    /// JSON that is not a [`Picture`].
    pub fn svg(&self, picture: &str) -> Result<String, String> {
        let p: Picture = if picture.trim().is_empty() {
            Picture::default()
        } else {
            serde_json::from_str(picture).map_err(|e| format!("picture options: {e}"))?
        };
        let mut options = SvgOptions::new();
        if let Some(size) = p.size {
            options = options.size(size);
        }
        if let Some(on) = p.coordinates {
            options = options.coordinates(on);
        }
        if let Some(on) = p.square_numbers {
            options = options.square_numbers(on);
        }
        if let Some(seat) = p.perspective.and_then(Player::new) {
            options = options.perspective(seat);
        }
        if let Some(name) = &p.theme {
            options =
                options.theme(Theme::by_name(name).ok_or_else(|| format!("no theme `{name}`"))?);
        }
        let mut last = if p.last_move {
            self.session.last_move_marks()
        } else {
            None
        };
        if !p.selected.is_empty() {
            // A selection is drawn as the start of a move: its places tinted.
            let marks = last.get_or_insert_with(MoveMarks::default);
            *marks = MoveMarks::placed(p.selected.iter().cloned());
        }
        if let Some(marks) = last {
            options = options.last_move(marks);
        }
        for place in p.highlights {
            options = options.highlight(place);
        }
        for (from, to) in p.arrows {
            options = options.arrow(from, to);
        }
        Ok(self.session.svg(&options))
    }

    /// Plays the move `text`; returns it as the game writes it. Moves taken back are
    /// forgotten.
    ///
    /// # Errors
    /// The game's reason, the position unchanged.
    pub fn play(&mut self, text: &str) -> Result<String, String> {
        let mv = self
            .session
            .parse_move(text.trim())
            .map_err(|e| e.to_string())?;
        let written = self.session.format_move(&mv);
        self.session.play(&mv).map_err(|e| e.to_string())?;
        self.redo.clear();
        Ok(written)
    }

    /// Takes back the last move (or a result given outside the rules, as a record's
    /// resignation); whether anything was taken back.
    pub fn undo(&mut self) -> bool {
        let over = self.session.is_over();
        match self.session.undo() {
            Some(mv) => {
                self.redo.push(mv);
                true
            }
            // An ending outside the rules taken back: no move to play again.
            None => over && !self.session.is_over(),
        }
    }

    /// Plays the last move taken back again; whether there was one.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(mv) => match self.session.play(&mv) {
                Ok(()) => true,
                Err(_) => {
                    self.redo.clear();
                    false
                }
            },
            None => false,
        }
    }

    /// The record of the game so far.
    ///
    /// # Errors
    /// Only when the game cannot write its own moves (a fault of the game).
    pub fn record_text(&self) -> Result<String, String> {
        let tags = [
            ("Event".to_string(), "Doska playground".to_string()),
            ("Site".to_string(), "browser".to_string()),
        ];
        self.session.record_text(&tags).map_err(|e| e.to_string())
    }

    /// Perft from the current position, as a decimal text (it may exceed 2^53).
    pub fn perft(&self, depth: u32) -> String {
        self.session.perft(depth).to_string()
    }

    /// The move an agent (`random`, `alphabeta:time=1s`, `mcts:playouts=2000`) chooses
    /// now, as the game writes it; its time limits measured by the page's clock.
    ///
    /// # Errors
    /// A spec that is not an agent, one that cannot play this game, a finished game.
    pub fn agent_move(&self, agent: &str, seed: u64) -> Result<String, String> {
        let spec = agent
            .parse()
            .map_err(|e: doska::core::SpecError| e.to_string())?;
        let mv = self
            .session
            .agent_move_timed(&spec, seed, clock::now)
            .map_err(|e| e.to_string())?;
        Ok(self.session.format_move(&mv))
    }
}

/// The game a record's tags name: its `Game` tag (a spec) or draughts' `GameType`;
/// `None` when it has neither.
fn game_of_record(text: &str) -> Result<Option<AnyGame>, String> {
    let Some(first) = doska::core::record::read(text).next() else {
        return Err("the text holds no game record".to_string());
    };
    let record = first.map_err(|e| e.to_string())?;
    if let Some(spec) = record.tag("Game") {
        return registry::build(spec)
            .map(Some)
            .map_err(|e| format!("the Game tag: {e}"));
    }
    if let Some(value) = record.tag("GameType") {
        return doska::checkers::Checkers::from_game_type(value)
            .map(|g| Some(AnyGame::Checkers(g)))
            .map_err(|e| e.to_string());
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_capture_and_its_marks() {
        let mut t = Table::new("checkers/russian").unwrap();
        for m in ["c3-d4", "f6-e5"] {
            t.play(m).unwrap();
        }
        let state = t.state();
        assert_eq!(state.seats, ["White", "Black"]);
        assert_eq!(
            state.moves,
            [MoveView {
                text: "d4:f6".into(),
                path: vec!["d4".into(), "f6".into()],
                placed: vec![],
                captured: vec!["e5".into()],
            }]
        );
        assert!(t
            .play("a3-b4")
            .unwrap_err()
            .contains("capturing is compulsory"));
        assert_eq!(t.play("d4:f6").unwrap(), "d4:f6");
        let svg = t.svg(r#"{"last_move": true, "size": 300}"#).unwrap();
        assert!(svg.contains(r#"class="captured""#) && svg.contains(r#"width="300""#));
        assert!(t
            .svg(r#"{"colour": "red"}"#)
            .unwrap_err()
            .contains("unknown field"));
    }

    #[test]
    fn undo_redo_and_records_round_trip() {
        let mut t = Table::new("mill/nine").unwrap();
        t.play("d2").unwrap();
        t.play("d6").unwrap();
        assert!(t.undo());
        assert!(t.state().can_redo);
        assert!(t.redo());
        assert!(!t.redo());
        assert_eq!(t.state().record, ["d2", "d6"]);
        let record = t.record_text().unwrap();
        let again = Table::from_record("checkers/classic", &record).unwrap();
        assert_eq!(again.state().game, "mill/nine");
        assert_eq!(again.state().position, t.state().position);
        let from = Table::from_position("mill/nine", &t.state().position).unwrap();
        assert_eq!(from.state().moves.len(), t.state().moves.len());
        assert!(Table::from_position("mill/nine", "nonsense").is_err());
        assert!(Table::new("chess").unwrap_err().contains("unknown game"));
    }

    #[test]
    fn agents_perft_and_the_end() {
        let t = Table::new("lines-of-action").unwrap();
        assert_eq!(t.perft(1), "36");
        let reply = t.agent_move("alphabeta:depth=2", 1).unwrap();
        assert!(t.state().moves.iter().any(|m| m.text == reply));
        let reply = t.agent_move("alphabeta:time=50ms", 1).unwrap();
        assert!(t.state().moves.iter().any(|m| m.text == reply));
        assert!(t.agent_move("chess-engine", 1).is_err());
        let done = Table::from_position("checkers/classic", "W:W:Bb8").unwrap();
        let state = done.state();
        assert!(state.over && state.moves.is_empty());
        assert!(state.result.unwrap().contains("Black wins"));
    }
}
