//! Deterministic shards of long jobs (`--shard I/N`) and the records they print, one
//! JSON line per shard, which `doska merge` adds up.
//!
//! A job is split into numbered items in a fixed order — the move sequences of the
//! first plies (perft), the games (match) — and piece `I` of `N` takes every item whose
//! number `j` has `j mod N = I − 1`; a soak is split by seed range instead (piece `I`
//! plays games `⌊(I−1)·G/N⌋ .. ⌊I·G/N⌋` of every variant), so each of its pieces is an
//! ordinary soak. Any batch system can run the
//! pieces (a job array, GNU parallel, a CI matrix); `doska merge` checks that they
//! belong to one job and that each piece is there exactly once, and prints what the
//! unsharded command prints.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::CliError;

/// Piece `index` (from 1) of `count`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Shard {
    /// The piece, from 1.
    pub index: usize,
    /// The number of pieces.
    pub count: usize,
}

/// The most pieces a job is split into.
pub const MAX_SHARDS: usize = 1 << 20;

/// The deepest perft `doska perft` runs, and so the deepest a perft record may be.
pub const MAX_DEPTH: u32 = 64;

impl Shard {
    /// The whole job as one piece.
    pub const WHOLE: Shard = Shard { index: 1, count: 1 };

    /// Whether item `item` (from 0) of the job belongs to this piece. Only for a
    /// [`check`](Shard::check)ed shard: a count of 0 has no pieces.
    pub fn takes(self, item: usize) -> bool {
        item % self.count == self.index - 1
    }

    /// Whether this is a piece at all, `1 <= index <= count <= MAX_SHARDS`, as
    /// [`FromStr`] makes sure and a record read from a file need not be.
    ///
    /// # Errors
    /// What is wrong, to be told with where the shard was read.
    pub fn check(self) -> Result<Shard, String> {
        let Shard { index, count } = self;
        if count == 0 || count > MAX_SHARDS {
            return Err(format!(
                "a job is split into 1 to {MAX_SHARDS} pieces, not {count}"
            ));
        }
        if index == 0 || index > count {
            return Err(format!(
                "piece {index} of {count}: pieces are numbered 1 to {count}"
            ));
        }
        Ok(self)
    }
}

impl FromStr for Shard {
    type Err = String;

    fn from_str(text: &str) -> Result<Shard, String> {
        let bad = || format!("a shard is I/N with 1 <= I <= N <= {MAX_SHARDS}, not `{text}`");
        let (i, n) = text.split_once('/').ok_or_else(bad)?;
        let index: usize = i.trim().parse().map_err(|_| bad())?;
        let count: usize = n.trim().parse().map_err(|_| bad())?;
        Shard { index, count }.check().map_err(|_| bad())
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// One move sequence of the first plies of a sharded perft, with its counts.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Prefix {
    /// Its number in the job's order (from 0).
    pub index: usize,
    /// Its moves, each written in its position.
    pub moves: Vec<String>,
    /// With `divide`: the count at the job's depth; otherwise the counts at the depths
    /// after the split, in order.
    pub counts: Vec<u64>,
}

/// What identifies a perft job: the pieces of one job agree on all of it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PerftJob {
    /// The game's canonical spec.
    pub spec: String,
    /// The position counted from (after `--fen` and `--moves`), in the game's text.
    pub position: String,
    /// The depth.
    pub depth: u32,
    /// Whether routes are counted.
    pub routes: bool,
    /// Whether the counts are split by first move.
    pub divide: bool,
    /// The plies of the prefixes the job is split by.
    pub split: u32,
    /// The number of prefixes.
    pub prefixes: usize,
}

/// One piece of a sharded perft.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PerftPiece {
    /// The job.
    #[serde(flatten)]
    pub job: PerftJob,
    /// Which piece.
    pub shard: Shard,
    /// The counts at depths 1 to `split` (every piece counts them whole; not with
    /// `divide`).
    pub head: Vec<u64>,
    /// The prefixes of this piece.
    pub pieces: Vec<Prefix>,
}

/// What identifies a match job.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct MatchJob {
    /// The game's canonical spec.
    pub spec: String,
    /// The start position (after `--fen` and `--moves`).
    pub position: String,
    /// Agent A's spec.
    pub a: String,
    /// Agent B's spec.
    pub b: String,
    /// The number of games of the whole job.
    pub games: usize,
    /// The seed.
    pub seed: u64,
    /// The adjudication guard.
    pub max_plies: usize,
}

/// The results of some games of a match, seen from A; pieces add up.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Tally {
    /// Games played.
    pub games: usize,
    /// Games A won.
    pub a: usize,
    /// Games B won.
    pub b: usize,
    /// Games in which A had the first move.
    pub first: usize,
    /// Plies played in all.
    pub plies: usize,
    /// Thinking time of A and of B, in nanoseconds.
    pub nanos: [u64; 2],
    /// Moves of A and of B.
    pub moves: [u64; 2],
}

impl Tally {
    /// Both tallies together, or `None` when a sum does not fit.
    #[must_use]
    pub fn checked_add(self, other: Tally) -> Option<Tally> {
        Some(Tally {
            games: self.games.checked_add(other.games)?,
            a: self.a.checked_add(other.a)?,
            b: self.b.checked_add(other.b)?,
            first: self.first.checked_add(other.first)?,
            plies: self.plies.checked_add(other.plies)?,
            nanos: [
                self.nanos[0].checked_add(other.nanos[0])?,
                self.nanos[1].checked_add(other.nanos[1])?,
            ],
            moves: [
                self.moves[0].checked_add(other.moves[0])?,
                self.moves[1].checked_add(other.moves[1])?,
            ],
        })
    }

    /// Both tallies together (the games of one run: no sum comes near the limits;
    /// [`checked_add`](Tally::checked_add) for tallies read from records).
    #[must_use]
    pub fn add(self, other: Tally) -> Tally {
        Tally {
            games: self.games + other.games,
            a: self.a + other.a,
            b: self.b + other.b,
            first: self.first + other.first,
            plies: self.plies + other.plies,
            nanos: [
                self.nanos[0] + other.nanos[0],
                self.nanos[1] + other.nanos[1],
            ],
            moves: [
                self.moves[0] + other.moves[0],
                self.moves[1] + other.moves[1],
            ],
        }
    }
}

/// One piece of a sharded match.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct MatchPiece {
    /// The job.
    #[serde(flatten)]
    pub job: MatchJob,
    /// Which piece.
    pub shard: Shard,
    /// The games it played (numbers from 0).
    pub indices: Vec<usize>,
    /// Their results.
    pub tally: Tally,
}

/// What identifies a soak job.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SoakJob {
    /// The variants played, by canonical name, in the report's order.
    pub variants: Vec<String>,
    /// Games per variant in the whole job.
    pub games: usize,
    /// The seed of game 0.
    pub seed: u64,
    /// The ply cap.
    pub max_plies: usize,
}

/// One variant's games, plies and failures in a soak or a piece of one.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct VariantTally {
    /// The variant's canonical name.
    pub name: String,
    /// Games played.
    pub games: u64,
    /// Plies played.
    pub plies: u64,
    /// Games that failed a check.
    pub failures: u64,
}

/// A game of a soak that failed a check (see `doska_core::conformance::soak::Failure`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SoakFailure {
    /// The variant's canonical name.
    pub spec: String,
    /// The game's seed.
    pub seed: u64,
    /// The ply of the failed check.
    pub ply: usize,
    /// What the check says.
    pub message: String,
    /// The moves played from the start.
    pub moves: Vec<String>,
    /// The position at which it failed.
    pub position: String,
}

impl From<doska::core::conformance::soak::Failure> for SoakFailure {
    fn from(f: doska::core::conformance::soak::Failure) -> SoakFailure {
        SoakFailure {
            spec: f.spec,
            seed: f.seed,
            ply: f.ply,
            message: f.message,
            moves: f.moves,
            position: f.position,
        }
    }
}

/// One piece of a sharded soak: a seed range of every variant.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SoakPiece {
    /// The job.
    #[serde(flatten)]
    pub job: SoakJob,
    /// Which piece.
    pub shard: Shard,
    /// The seeds it played, `[first, end)`.
    pub seeds: [u64; 2],
    /// Per variant, in the job's order.
    pub tallies: Vec<VariantTally>,
    /// The failures it shows (at most three a variant).
    pub failures: Vec<SoakFailure>,
}

/// A line a shard prints.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "doska", rename_all = "lowercase")]
pub enum Record {
    /// A piece of `doska perft`.
    Perft(PerftPiece),
    /// A piece of `doska match`.
    Match(MatchPiece),
    /// A piece of `doska soak`.
    Soak(SoakPiece),
}

impl Record {
    /// The record as one line of JSON.
    pub fn to_line(&self) -> String {
        serde_json::to_string(self).expect("records serialise")
    }

    /// Reads a line a shard printed, its shard [`check`](Shard::check)ed: only the
    /// form and the shard fields; `doska merge` checks the rest.
    ///
    /// # Errors
    /// A data error saying what is wrong (for the shard, naming the field).
    pub fn from_line(line: &str) -> Result<Record, CliError> {
        let record: Record = serde_json::from_str(line)
            .map_err(|e| CliError::data(format!("not a shard record: {e}")))?;
        record
            .shard()
            .check()
            .map_err(|e| CliError::data(format!("field `shard`: {e}")))?;
        Ok(record)
    }

    /// Which piece the record is.
    pub fn shard(&self) -> Shard {
        match self {
            Record::Perft(p) => p.shard,
            Record::Match(m) => m.shard,
            Record::Soak(s) => s.shard,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards() {
        let s: Shard = "3/16".parse().unwrap();
        assert_eq!(
            s,
            Shard {
                index: 3,
                count: 16
            }
        );
        assert!(s.takes(2) && s.takes(18) && !s.takes(3));
        for bad in [
            "0/4",
            "5/4",
            "1/0",
            "x/2",
            "2",
            "1/2/3",
            "-1/2",
            "1/99999999",
        ] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
        assert_eq!(s.to_string(), "3/16");
        let max = format!("{MAX_SHARDS}/{MAX_SHARDS}");
        assert_eq!(max.parse::<Shard>().map(|s| s.index), Ok(MAX_SHARDS));
    }

    #[test]
    fn records_with_no_piece_are_refused_by_their_shard_field() {
        for (index, count) in [(1, 0), (0, 0), (0, 3), (4, 3), (1, MAX_SHARDS + 1)] {
            let shard = Shard { index, count };
            assert!(shard.check().is_err(), "{index}/{count}");
            let line = format!(
                r#"{{"doska":"match","spec":"mill/nine","position":"x","a":"random","b":"random","games":2,"seed":0,"max_plies":9,"shard":{{"index":{index},"count":{count}}},"indices":[],"tally":{{"games":0,"a":0,"b":0,"first":0,"plies":0,"nanos":[0,0],"moves":[0,0]}}}}"#
            );
            let err = Record::from_line(&line).unwrap_err().to_string();
            assert!(err.starts_with("field `shard`"), "{err}");
        }
    }

    #[test]
    fn tallies_that_overflow_are_refused() {
        let t = Tally {
            games: 1,
            plies: usize::MAX,
            ..Tally::default()
        };
        assert_eq!(t.checked_add(t), None);
        assert_eq!(
            t.checked_add(Tally::default()).map(|s| s.plies),
            Some(usize::MAX)
        );
    }
}
