//! The end of a game: both colours' optimal scores and rows, and the team that won.

use std::fmt;

use doska_core::{Outcome, Player, PlayerSet, Reason, Verdict};

use crate::board::BoardScore;
use crate::colour::Colour;
use crate::position::ScoringRowsPosition;
use crate::rules::{ScoringRows, Seating};

/// How a game of scoring rows ended: the board is full, and the higher score won.
///
/// `Display` gives one line: `White wins (score w=72 b=62)`, `draw (score w=40 b=40)`;
/// with four players the winning team's seats are named, `White (A, B) wins (…)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ScoringRowsOutcome {
    scores: BoardScore,
    rules: ScoringRows,
}

impl ScoringRowsOutcome {
    /// The end of a game of `rules` at `pos`: once the board is full, both colours'
    /// scores; `None` before.
    pub(crate) fn of(rules: &ScoringRows, pos: &ScoringRowsPosition) -> Option<ScoringRowsOutcome> {
        let board = pos.board();
        board.is_full().then(|| ScoringRowsOutcome {
            scores: board.scores(),
            rules: *rules,
        })
    }

    /// Both colours' scores and rows.
    pub fn scores(&self) -> &BoardScore {
        &self.scores
    }

    /// The score of `colour`.
    pub fn score(&self, colour: Colour) -> u32 {
        self.scores.score(colour)
    }

    /// The winning colour, or `None` for a draw.
    pub fn winner(&self) -> Option<Colour> {
        self.scores.leader()
    }

    /// The seats playing `colour`.
    pub fn seats(&self, colour: Colour) -> PlayerSet {
        Player::all(self.rules.player_count())
            .filter(|p| self.rules.colour(*p) == colour)
            .collect()
    }
}

impl Outcome for ScoringRowsOutcome {
    fn verdict(&self) -> Verdict {
        match self.winner() {
            Some(colour) => Verdict::Win(self.seats(colour)),
            None => Verdict::Draw,
        }
    }

    fn reason(&self) -> Reason {
        Reason::Score
    }
}

impl fmt::Display for ScoringRowsOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner() {
            Some(colour) if self.rules.seating() == Seating::Four => {
                let seats: Vec<String> = self
                    .seats(colour)
                    .iter()
                    .map(|p| ScoringRows::seat_letter(p).to_string())
                    .collect();
                write!(f, "{colour} ({}) wins", seats.join(", "))?;
            }
            Some(colour) => write!(f, "{colour} wins")?,
            None => f.write_str("draw")?,
        }
        write!(f, " (score {})", self.scores)
    }
}
