//! What a game's records look like: the tags that name the game, and how results are
//! written. A [`Game`](crate::Game) gives its own in
//! [`Game::record_style`](crate::Game::record_style).

/// The seven tags that archival records carry first, in this order (PGN's "seven tag
/// roster"), each with the value it takes when it is unknown.
pub const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// How a game writes its results.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum ResultStyle {
    /// `1-0`, `0-1`, `1/2-1/2` (chess, most draughts games).
    #[default]
    Default,
    /// `2-0`, `0-2`, `1-1`: two points a game (international draughts).
    International,
}

/// How a game's records name it and write its results: what
/// [`Game::record_style`](crate::Game::record_style) returns.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordStyle {
    /// The tags that name the game, written after the roster: `[Game "mill/nine"]` by
    /// default; draughts presets of the PDN standard write `[GameType "20"]` instead.
    pub tags: Vec<(String, String)>,
    /// How results are written.
    pub results: ResultStyle,
}

impl RecordStyle {
    /// The style of a game named by its spec: a `Game` tag and the default results.
    pub fn named(spec: impl Into<String>) -> RecordStyle {
        RecordStyle {
            tags: vec![("Game".to_string(), spec.into())],
            results: ResultStyle::Default,
        }
    }
}
