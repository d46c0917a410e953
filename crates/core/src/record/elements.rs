//! A game's record as data: its tags, its move text and its result.

/// One game's record: its tag pairs, its move text, and the result that ends it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Record {
    /// The tag pairs in the order read (names are case-sensitive; a name may repeat).
    pub tags: Vec<(String, String)>,
    /// The move text: moves, comments, glyphs, setups and variations, in order.
    pub moves: Vec<Element>,
    /// The result written at the end of the move text (`1-0`, `1/2-1/2`, `2-0`, `*`…),
    /// if any.
    pub result: Option<String>,
}

/// One element of move text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Element {
    /// A move, as written.
    Move(RecordMove),
    /// A comment (`{…}` or `;` to the end of a line); its white space is not
    /// significant and is read as single spaces.
    Comment(String),
    /// A numeric annotation glyph, `$n`.
    Nag(u16),
    /// An in-game setup, `/position/`: play goes on from this position.
    Setup(String),
    /// A variation: moves played instead of the move before it, from the position
    /// before that move.
    Variation(Vec<Element>),
}

/// A move of the move text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordMove {
    /// The move number written before it (`12.` or `12...`), if any.
    pub number: Option<MoveNumber>,
    /// The move in the game's notation (`32-28`, `d2-d3xa1`).
    pub text: String,
    /// A strength mark written after it: `!`, `?`, `!!`, `!?`, `?!`, `??` or one of
    /// them in parentheses, `(?)`.
    pub strength: Option<String>,
}

/// A move number: `12.`, or `12...` for a move of a later seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveNumber {
    /// The number.
    pub number: u32,
    /// Written with three dots: the move it numbers is not the first of the round.
    pub continued: bool,
}

impl Record {
    /// The value of the first tag called `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets the tag `name` (the first of that name, or a new one at the end).
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value,
            None => self.tags.push((name.to_string(), value)),
        }
    }

    /// Removes every tag called `name`.
    pub fn remove_tag(&mut self, name: &str) {
        self.tags.retain(|(n, _)| n != name);
    }

    /// The moves of the main line, without variations.
    pub fn mainline(&self) -> impl Iterator<Item = &RecordMove> {
        self.moves.iter().filter_map(|e| match e {
            Element::Move(m) => Some(m),
            _ => None,
        })
    }

    /// A record of `moves` (texts in the game's notation) with no tags.
    pub fn from_moves<S: Into<String>>(moves: impl IntoIterator<Item = S>) -> Record {
        Record {
            tags: Vec::new(),
            moves: moves
                .into_iter()
                .map(|m| {
                    Element::Move(RecordMove {
                        number: None,
                        text: m.into(),
                        strength: None,
                    })
                })
                .collect(),
            result: None,
        }
    }
}
