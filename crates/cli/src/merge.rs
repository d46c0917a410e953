//! `doska merge`: adds up the pieces of a sharded job (perft, match or soak) and prints
//! what the unsharded command prints, after checking every record completely: a record
//! that is not what a piece of the job prints is refused, naming the piece (`FILE:LINE`)
//! and the field, with exit status 1; nothing is printed then.
//!
//! What is checked (docs/scale.md, "What merge checks"):
//!
//! - every line: at most [`limits::MAX_LINE`] bytes, UTF-8, one JSON record whose
//!   shard is a piece (`1 <= I <= N <= MAX_SHARDS`), before any field is used;
//! - the pieces: all of one command and one job, each of `1..=N` exactly once;
//! - the job: its spec builds and is canonical, its position reads back to the same
//!   text, its numbers are in the ranges the command takes;
//! - a perft: the split is the one the job's depth and `N` give, the number of prefixes
//!   is the count at the split, the counts of the first plies are recounted, each
//!   prefix is where its number puts it (the right piece, once), its moves are the
//!   job's prefix of that number (merge walks every prefix from the job's position by
//!   move generation, so every move is legal where it is played and the pieces
//!   together hold the full prefix set), it has a count for every depth, its count at
//!   the first ply after the split is recounted, and a 0 is never followed by more;
//! - a match: each piece holds exactly its games, A and B won at most the games
//!   played, A had the first move in exactly the games the seating gives it, the moves
//!   of A and B are the plies, and no game is longer than the adjudication guard;
//! - a soak: each piece's seed range and tallies are its share of every variant, no
//!   more failures than games, no game longer than the ply cap, and it shows exactly
//!   its first failures of each variant, each a game of its range, once, at the ply
//!   its moves reach;
//! - every sum is checked: a total beyond `u64` is refused, never wrapped.
//!
//! Some fields are the pieces' own word, checked only against the bounds above: the
//! perft counts below the first ply after the split, who won a match's games and the
//! thinking times, a soak variant's plies and failures (beyond the ones shown), and
//! what a shown failure says. Merge cannot recount them without doing the job again.

use std::collections::BTreeMap;
use std::fmt::Display;
use std::io::{BufRead, Write};

use doska::core::{perft, Evaluation, Game, Perft, Player, Position};
use doska::registry::{self, GameVisitor};
use doska_ai::AgentSpec;

use crate::arena::write_summary;
use crate::error::{note, CliError};
use crate::limits::{self, LineError};
use crate::shard::{
    MatchPiece, PerftJob, PerftPiece, Prefix, Record, Shard, SoakPiece, Tally, VariantTally,
    MAX_DEPTH,
};
use crate::soak::{seed_range, write_report, SHOWN_PER_VARIANT};

/// The most missing pieces a refusal lists by name.
const MISSING_NAMED: usize = 10;

/// A record with where it was read (`FILE:LINE`).
struct Read {
    record: Record,
    place: String,
}

/// A refusal of `field` of the record read at `place`.
fn refuse(place: &str, field: &str, why: impl Display) -> CliError {
    CliError::data(format!("{place}: field `{field}`: {why}"))
}

/// Reads the records of `input`, called `name` in refusals; blank lines are skipped.
fn read_from(name: &str, input: &mut dyn BufRead, records: &mut Vec<Read>) -> Result<(), CliError> {
    let mut number = 0usize;
    while let Some(line) = limits::read_line(input) {
        number += 1;
        let place = format!("{name}:{number}");
        let text = match line {
            Ok(text) => text,
            Err(LineError::TooLong) => {
                return Err(CliError::data(format!(
                    "{place}: the line is longer than {} MiB: not a shard record (a record \
                     is a few kilobytes a prefix, game or variant)",
                    limits::MAX_LINE >> 20
                )))
            }
            Err(LineError::NotText) => {
                return Err(CliError::data(format!("{place}: not UTF-8 text")))
            }
            Err(LineError::Io(e)) => {
                return Err(CliError::data(format!(
                    "cannot read `{name}` at line {number}: {e}"
                )))
            }
        };
        if text.trim().is_empty() {
            continue;
        }
        let record =
            Record::from_line(text.trim()).map_err(|e| CliError::data(format!("{place}: {e}")))?;
        records.push(Read { record, place });
    }
    Ok(())
}

/// Reads the records of `files` (stdin for `-` or when there are none).
fn read_all(files: &[String], stdin: &mut dyn BufRead) -> Result<Vec<Read>, CliError> {
    let mut records = Vec::new();
    if files.is_empty() {
        read_from("stdin", stdin, &mut records)?;
    }
    for file in files {
        if file == "-" {
            read_from("stdin", stdin, &mut records)?;
            continue;
        }
        let meta = std::fs::metadata(file)
            .map_err(|e| CliError::data(format!("cannot read `{file}`: {e}")))?;
        if meta.is_dir() {
            return Err(CliError::data(format!(
                "`{file}` is a directory: merge reads files of shard records, one JSON \
                 line each (name the files, e.g. `{}/*`)",
                file.trim_end_matches('/')
            )));
        }
        let f = std::fs::File::open(file)
            .map_err(|e| CliError::data(format!("cannot read `{file}`: {e}")))?;
        read_from(file, &mut std::io::BufReader::new(f), &mut records)?;
    }
    if records.is_empty() {
        return Err(CliError::data("no shard records to merge"));
    }
    Ok(records)
}

/// Checks that the pieces `1..=count` are each given exactly once; `shards` are the
/// pieces (checked) with where they were read.
fn check_pieces(shards: &[(Shard, &str)]) -> Result<usize, CliError> {
    let count = shards[0].0.count;
    let mut seen: BTreeMap<usize, &str> = BTreeMap::new();
    for &(Shard { index, count: n }, place) in shards {
        if n != count {
            return Err(CliError::data(format!(
                "{place}: piece {index}/{n} is of a job split in {n}, the others in {count}"
            )));
        }
        if let Some(first) = seen.insert(index, place) {
            return Err(CliError::data(format!(
                "piece {index}/{count} given twice ({first} and {place})"
            )));
        }
    }
    let mut missing = (1..=count).filter(|i| !seen.contains_key(i));
    let named: Vec<String> = missing
        .by_ref()
        .take(MISSING_NAMED)
        .map(|i| format!("{i}/{count}"))
        .collect();
    if !named.is_empty() {
        let more = missing.count();
        return Err(CliError::data(format!(
            "missing piece{} {}{}",
            if named.len() == 1 { "" } else { "s" },
            named.join(", "),
            if more > 0 {
                format!(" and {more} more")
            } else {
                String::new()
            }
        )));
    }
    Ok(count)
}

/// The game of `spec`, which must be its canonical name.
fn game_of(spec: &str, place: &str) -> Result<registry::AnyGame, CliError> {
    let game = registry::build(spec).map_err(|e| refuse(place, "spec", e))?;
    let name = game.name();
    if name != spec {
        return Err(refuse(
            place,
            "spec",
            format!("`{spec}` is not written as a piece writes it (`{name}`)"),
        ));
    }
    Ok(game)
}

/// The position of `text`, which must read back to the same text.
fn position_of<G: Game>(game: &G, text: &str, place: &str) -> Result<G::Position, CliError> {
    let pos = game
        .parse_position(text)
        .map_err(|e| refuse(place, "position", e))?;
    if pos.to_string() != text {
        return Err(refuse(
            place,
            "position",
            format!("`{text}` reads back as `{pos}`"),
        ));
    }
    Ok(pos)
}

/// A number of the job in `1..=max`.
fn in_range(n: u64, max: u64, place: &str, field: &str) -> Result<(), CliError> {
    if n == 0 || n > max {
        return Err(refuse(place, field, format!("{n} is not from 1 to {max}")));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------
// perft

/// The sum of the counts of every prefix at one depth, or a refusal when it does not
/// fit in 64 bits.
fn add_count(sum: &mut u64, n: u64, depth: u32) -> Result<(), CliError> {
    *sum = sum.checked_add(n).ok_or_else(|| {
        CliError::data(format!(
            "depth {depth}: the pieces' counts add up to more than {}: no perft of this \
             job counts that many",
            u64::MAX
        ))
    })?;
    Ok(())
}

/// The checks of a prefix that need no game: its number, its piece, its counts.
fn check_prefix(
    job: &PerftJob,
    shard: Shard,
    prefix: &Prefix,
    place: &str,
) -> Result<(), CliError> {
    let j = prefix.index;
    if j >= job.prefixes || !shard.takes(j) {
        return Err(refuse(
            place,
            "pieces",
            format!(
                "prefix {j} is not one of piece {shard} (of {} prefixes, piece {shard} \
                 holds the numbers j with j mod {} = {})",
                job.prefixes,
                shard.count,
                shard.index - 1
            ),
        ));
    }
    let want = if job.divide {
        1
    } else {
        (job.depth - job.split) as usize
    };
    if prefix.counts.len() != want {
        return Err(refuse(
            place,
            "counts",
            format!(
                "prefix {j} has {} counts, a piece of this job gives {want} a prefix",
                prefix.counts.len()
            ),
        ));
    }
    if prefix.moves.len() != job.split as usize {
        return Err(refuse(
            place,
            "moves",
            format!(
                "prefix {j} has {} moves, the job's prefixes have {}",
                prefix.moves.len(),
                job.split
            ),
        ));
    }
    if let Some(z) = prefix.counts.iter().position(|&n| n == 0) {
        if prefix.counts[z..].iter().any(|&n| n > 0) {
            return Err(refuse(
                place,
                "counts",
                format!(
                    "prefix {j} counts 0 at depth {} and more deeper: a game that has \
                     ended has no longer sequences",
                    job.split as usize + z + 1
                ),
            ));
        }
    }
    Ok(())
}

/// Why the moves `given` of prefix `j` are not the job's `texts`: the first move the
/// game refuses, or the difference.
fn wrong_moves<G: Game>(
    game: &G,
    start: &G::Position,
    j: usize,
    given: &[String],
    texts: &[String],
    place: &str,
) -> CliError {
    let mut at = start.clone();
    for (k, text) in given.iter().enumerate() {
        match game.parse_move(&at, text) {
            Ok(mv) => game.play_unchecked(&mut at, &mv),
            Err(e) => {
                return refuse(
                    place,
                    "moves",
                    format!(
                        "prefix {j}: move {} `{text}` is not legal there: {e}",
                        k + 1
                    ),
                )
            }
        }
    }
    refuse(
        place,
        "moves",
        format!(
            "prefix {j} is `{}`, but the job's prefix {j} is `{}`",
            given.join(" "),
            texts.join(" ")
        ),
    )
}

/// The perft pieces, checked and added up for their game.
struct PerftMerge<'a> {
    pieces: &'a [(&'a PerftPiece, &'a str)],
    count: usize,
    out: &'a mut dyn Write,
}

impl GameVisitor for PerftMerge<'_> {
    type Output = Result<(), CliError>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> Self::Output {
        let PerftMerge { pieces, count, out } = self;
        let (first, at) = pieces[0];
        let job = &first.job;
        let pos = position_of(game, &job.position, at)?;
        let run = Perft::new(game).routes(job.routes);
        let split = run.split_for(&pos, job.depth, count);
        if job.split != split {
            return Err(refuse(
                at,
                "split",
                format!(
                    "{}, but a perft of depth {} from this position in {count} pieces is \
                     split at {split}",
                    job.split, job.depth
                ),
            ));
        }
        let prefixes = perft(game, &pos, split);
        if job.prefixes as u64 != prefixes {
            return Err(refuse(
                at,
                "prefixes",
                format!(
                    "{}, but this position has {prefixes} sequences of {split} moves",
                    job.prefixes
                ),
            ));
        }
        if job.divide {
            if !first.head.is_empty() {
                return Err(refuse(
                    at,
                    "head",
                    "a perft with --divide has no head counts",
                ));
            }
        } else {
            if first.head.len() != split as usize {
                return Err(refuse(
                    at,
                    "head",
                    format!("{} counts, but the split is at {split}", first.head.len()),
                ));
            }
            for (d, &n) in (1..=split).zip(&first.head) {
                let real = run.count(&pos, d);
                if n != real {
                    return Err(refuse(
                        at,
                        "head",
                        format!("depth {d}: {n}, but this position counts {real}"),
                    ));
                }
            }
        }
        // Every prefix in its slot: the checks above make the slots exactly filled.
        let held: usize = pieces.iter().map(|(p, _)| p.pieces.len()).sum();
        if held != job.prefixes {
            return Err(CliError::data(format!(
                "the pieces hold {held} prefixes, the job has {}",
                job.prefixes
            )));
        }
        let mut slots: Vec<Option<(&Prefix, &str)>> = vec![None; held];
        for (p, place) in pieces {
            for prefix in &p.pieces {
                check_prefix(job, p.shard, prefix, place)?;
                if let Some((_, other)) = slots[prefix.index].replace((prefix, place)) {
                    return Err(refuse(
                        place,
                        "pieces",
                        format!("prefix {} is also given by {other}", prefix.index),
                    ));
                }
            }
        }
        let depths = if job.divide {
            vec![job.depth]
        } else {
            (split + 1..=job.depth).collect()
        };
        // What the counts at the first ply after the split are recounted from: the
        // plies below the split of the first count (0 or 1), or none.
        let first_below = depths.first().map(|d| d - split).filter(|&b| b <= 1);
        let mut sums = vec![0u64; depths.len()];
        let firsts = game.moves(&pos);
        let mut by_first: Vec<(String, u64)> = firsts
            .iter()
            .map(|mv| (game.format_move(&pos, mv), 0))
            .collect();
        let mut cursor = 0;
        let mut texts = vec![String::new(); split as usize];
        let mut last: Vec<G::Move> = Vec::new();
        let mut failure: Option<CliError> = None;
        run.each_prefix(&pos, split, |j, moves, positions, weight| {
            if failure.is_some() {
                return;
            }
            let fresh = last.iter().zip(moves).take_while(|(a, b)| a == b).count();
            for k in fresh..moves.len() {
                texts[k] = game.format_move(&positions[k], &moves[k]);
            }
            last.clear();
            last.extend_from_slice(moves);
            let mut checked = || -> Result<(), CliError> {
                let Some((prefix, place)) = slots.get(j).copied().flatten() else {
                    return Err(CliError::data(format!("no piece holds prefix {j}")));
                };
                if prefix.moves != texts {
                    return Err(wrong_moves(game, &pos, j, &prefix.moves, &texts, place));
                }
                if let Some(below) = first_below {
                    let real = match below {
                        0 => Some(weight),
                        _ => weight.checked_mul(run.count(&positions[split as usize], 1)),
                    };
                    if real != Some(prefix.counts[0]) {
                        return Err(refuse(
                            place,
                            "counts",
                            format!(
                                "prefix {j} counts {} at depth {}, but its position has {}",
                                prefix.counts[0],
                                depths[0],
                                real.map_or_else(|| "more than 2^64".into(), |n| n.to_string())
                            ),
                        ));
                    }
                }
                for ((sum, &n), &d) in sums.iter_mut().zip(&prefix.counts).zip(&depths) {
                    add_count(sum, n, d)?;
                }
                if job.divide {
                    while cursor < by_first.len() && by_first[cursor].0 != texts[0] {
                        cursor += 1;
                    }
                    let Some((_, n)) = by_first.get_mut(cursor) else {
                        return Err(CliError::data(format!(
                            "prefix {j} starts with `{}`, not a first move",
                            texts[0]
                        )));
                    };
                    add_count(n, prefix.counts[0], job.depth)?;
                }
                Ok(())
            };
            if let Err(e) = checked() {
                failure = Some(e);
            }
        });
        if let Some(e) = failure {
            return Err(e);
        }
        write_perft(out, job, &first.head, &sums, &by_first)
    }
}

/// The lines the unsharded perft prints.
fn write_perft(
    out: &mut dyn Write,
    job: &PerftJob,
    head: &[u64],
    deeper: &[u64],
    by_first: &[(String, u64)],
) -> Result<(), CliError> {
    if job.divide {
        let mut total = 0u64;
        for (mv, n) in by_first {
            writeln!(out, "{mv}: {n}")?;
            add_count(&mut total, *n, job.depth)?;
        }
        writeln!(out, "total: {total}")?;
        return Ok(());
    }
    for (d, n) in head.iter().chain(deeper).enumerate() {
        writeln!(out, "depth {}: {n}", d + 1)?;
        if *n == 0 && d + 1 < job.depth as usize {
            note(format_args!(
                "every game ends within {d} plies: the deeper counts are 0"
            ));
            break;
        }
    }
    Ok(())
}

fn merge_perft(pieces: &[(&PerftPiece, &str)], out: &mut dyn Write) -> Result<(), CliError> {
    let job = &pieces[0].0.job;
    for (p, place) in pieces {
        if p.job != *job {
            return Err(CliError::data(format!(
                "{place}: a piece of another perft job ({} depth {} from `{}`, not {} depth {} from `{}`)",
                p.job.spec, p.job.depth, p.job.position, job.spec, job.depth, job.position
            )));
        }
        if p.head != pieces[0].0.head {
            return Err(refuse(
                place,
                "head",
                format!(
                    "its counts of the first plies differ from {}'s",
                    pieces[0].1
                ),
            ));
        }
    }
    let shards: Vec<_> = pieces.iter().map(|(p, place)| (p.shard, *place)).collect();
    let count = check_pieces(&shards)?;
    let at = pieces[0].1;
    in_range(u64::from(job.depth), u64::from(MAX_DEPTH), at, "depth")?;
    if job.split == 0 || job.split > job.depth {
        return Err(refuse(
            at,
            "split",
            format!(
                "{}: a job is split at 1 to its depth ({}) plies",
                job.split, job.depth
            ),
        ));
    }
    game_of(&job.spec, at)?.visit(PerftMerge { pieces, count, out })
}

// ---------------------------------------------------------------------------------
// match

/// Whether A has the first move of game `index` from a position where `mover` is to
/// move: the seating of `doska match` (with two teams A plays team `index % 2`,
/// otherwise seat `index % players`).
fn a_moves_first<G: Game>(game: &G, mover: Player, index: usize) -> bool {
    if game.teams() == 2 {
        game.team(mover).index() == index % 2
    } else {
        mover.index() == index % game.players()
    }
}

/// The match pieces, checked for their game.
struct MatchCheck<'a> {
    pieces: &'a [(&'a MatchPiece, &'a str)],
}

impl GameVisitor for MatchCheck<'_> {
    type Output = Result<(), CliError>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> Self::Output {
        let (first, at) = self.pieces[0];
        let job = &first.job;
        let pos = position_of(game, &job.position, at)?;
        let mover = pos.to_move();
        for (p, place) in self.pieces {
            let t = &p.tally;
            let a_first = p
                .indices
                .iter()
                .filter(|&&i| a_moves_first(game, mover, i))
                .count();
            if t.first != a_first {
                return Err(refuse(
                    place,
                    "tally.first",
                    format!(
                        "{}, but A has the first move in {a_first} of these games",
                        t.first
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// The checks of one match piece that need no game.
fn check_match_piece(p: &MatchPiece, place: &str) -> Result<(), CliError> {
    let job = &p.job;
    let expected = (p.shard.index - 1..job.games).step_by(p.shard.count);
    if !p.indices.iter().copied().eq(expected.clone()) {
        return Err(refuse(
            place,
            "indices",
            format!(
                "piece {} of a match of {} games plays games j with j mod {} = {} ({} games)",
                p.shard,
                job.games,
                p.shard.count,
                p.shard.index - 1,
                expected.len()
            ),
        ));
    }
    let t = &p.tally;
    if t.games != p.indices.len() {
        return Err(refuse(
            place,
            "tally.games",
            format!("{}, but the piece holds {} games", t.games, p.indices.len()),
        ));
    }
    if t.a.checked_add(t.b).is_none_or(|won| won > t.games) {
        return Err(refuse(
            place,
            "tally",
            format!("A won {} and B won {} of {} games", t.a, t.b, t.games),
        ));
    }
    let moves = u128::from(t.moves[0]) + u128::from(t.moves[1]);
    if moves != t.plies as u128 {
        return Err(refuse(
            place,
            "tally.moves",
            format!(
                "A and B made {} and {} moves, but {} plies were played",
                t.moves[0], t.moves[1], t.plies
            ),
        ));
    }
    if t.plies as u128 > t.games as u128 * job.max_plies as u128 {
        return Err(refuse(
            place,
            "tally.plies",
            format!(
                "{} plies in {} games of at most {} plies",
                t.plies, t.games, job.max_plies
            ),
        ));
    }
    Ok(())
}

fn merge_match(pieces: &[(&MatchPiece, &str)], out: &mut dyn Write) -> Result<(), CliError> {
    let job = &pieces[0].0.job;
    for (p, place) in pieces {
        if p.job != *job {
            return Err(CliError::data(format!(
                "{place}: a piece of another match ({} {} v {}, {} games, seed {})",
                p.job.spec, p.job.a, p.job.b, p.job.games, p.job.seed
            )));
        }
    }
    let shards: Vec<_> = pieces.iter().map(|(p, place)| (p.shard, *place)).collect();
    check_pieces(&shards)?;
    let at = pieces[0].1;
    in_range(job.games as u64, limits::MAX_GAMES as u64, at, "games")?;
    in_range(
        job.max_plies as u64,
        limits::MAX_PLIES as u64,
        at,
        "max_plies",
    )?;
    for (field, spec) in [("a", &job.a), ("b", &job.b)] {
        let agent: AgentSpec = spec.parse().map_err(|e| refuse(at, field, e))?;
        if agent.to_string() != *spec {
            return Err(refuse(
                at,
                field,
                format!("`{spec}` is not written as a piece writes it (`{agent}`)"),
            ));
        }
    }
    for (p, place) in pieces {
        check_match_piece(p, place)?;
    }
    game_of(&job.spec, at)?.visit(MatchCheck { pieces })?;
    let mut tally = Tally::default();
    for (p, place) in pieces {
        tally = tally.checked_add(p.tally).ok_or_else(|| {
            refuse(
                place,
                "tally",
                "the pieces' tallies add up to more than 2^64",
            )
        })?;
    }
    write_summary(out, job, &tally)
}

// ---------------------------------------------------------------------------------
// soak

/// The checks of one soak piece against its job.
fn check_soak_piece(p: &SoakPiece, place: &str) -> Result<(), CliError> {
    let job = &p.job;
    let range = seed_range(job.games, p.shard);
    let seeds = [
        job.seed.wrapping_add(range.start as u64),
        job.seed.wrapping_add(range.end as u64),
    ];
    if p.seeds != seeds {
        return Err(refuse(
            place,
            "seeds",
            format!(
                "piece {} should hold seeds {} to {} of every variant",
                p.shard,
                seeds[0],
                seeds[1].wrapping_sub(1)
            ),
        ));
    }
    let games = range.len() as u64;
    if !p.tallies.iter().map(|t| &t.name).eq(job.variants.iter()) {
        return Err(refuse(
            place,
            "tallies",
            "not one tally for each variant of the job, in its order",
        ));
    }
    for t in &p.tallies {
        let name = &t.name;
        if t.games != games {
            return Err(refuse(
                place,
                "tallies",
                format!(
                    "{name}: {} games, but piece {} plays {games} of every variant",
                    t.games, p.shard
                ),
            ));
        }
        if t.failures > t.games {
            return Err(refuse(
                place,
                "tallies",
                format!("{name}: {} failures in {} games", t.failures, t.games),
            ));
        }
        if u128::from(t.plies) > u128::from(t.games) * job.max_plies as u128 {
            return Err(refuse(
                place,
                "tallies",
                format!(
                    "{name}: {} plies in {} games of at most {} plies",
                    t.plies, t.games, job.max_plies
                ),
            ));
        }
    }
    let mut shown: Vec<Vec<u64>> = vec![Vec::new(); job.variants.len()];
    for f in &p.failures {
        let Some(v) = job.variants.iter().position(|n| *n == f.spec) else {
            return Err(refuse(
                place,
                "failures",
                format!("a failure of `{}`, not a variant of the job", f.spec),
            ));
        };
        if f.seed.wrapping_sub(seeds[0]) >= games {
            return Err(refuse(
                place,
                "failures",
                format!(
                    "{} seed {}: not a seed of this piece ({} to {})",
                    f.spec,
                    f.seed,
                    seeds[0],
                    seeds[1].wrapping_sub(1)
                ),
            ));
        }
        if f.ply > job.max_plies {
            return Err(refuse(
                place,
                "failures",
                format!(
                    "{} seed {} fails at ply {}, beyond the cap of {}",
                    f.spec, f.seed, f.ply, job.max_plies
                ),
            ));
        }
        if f.ply != f.moves.len() {
            return Err(refuse(
                place,
                "failures",
                format!(
                    "{} seed {} fails at ply {} after {} moves: the ply is the number of \
                     moves played",
                    f.spec,
                    f.seed,
                    f.ply,
                    f.moves.len()
                ),
            ));
        }
        if shown[v].contains(&f.seed) {
            return Err(refuse(
                place,
                "failures",
                format!("{} seed {} is shown twice", f.spec, f.seed),
            ));
        }
        shown[v].push(f.seed);
    }
    for (t, seen) in p.tallies.iter().zip(&shown) {
        let want = t.failures.min(SHOWN_PER_VARIANT as u64);
        if seen.len() as u64 != want {
            return Err(refuse(
                place,
                "failures",
                format!(
                    "{}: {} failures shown of {}; a piece shows the first {want}",
                    t.name,
                    seen.len(),
                    t.failures
                ),
            ));
        }
    }
    Ok(())
}

fn merge_soak(pieces: &[(&SoakPiece, &str)], out: &mut dyn Write) -> Result<(), CliError> {
    let job = &pieces[0].0.job;
    for (p, place) in pieces {
        if p.job != *job {
            return Err(CliError::data(format!(
                "{place}: a piece of another soak ({} variants, {} games, seed {})",
                p.job.variants.len(),
                p.job.games,
                p.job.seed
            )));
        }
    }
    let shards: Vec<_> = pieces.iter().map(|(p, place)| (p.shard, *place)).collect();
    check_pieces(&shards)?;
    let at = pieces[0].1;
    in_range(job.games as u64, limits::MAX_GAMES as u64, at, "games")?;
    in_range(
        job.max_plies as u64,
        limits::MAX_PLIES as u64,
        at,
        "max_plies",
    )?;
    if job.variants.is_empty() {
        return Err(refuse(at, "variants", "a soak plays one variant or more"));
    }
    for (i, name) in job.variants.iter().enumerate() {
        if job.variants[..i].contains(name) {
            return Err(refuse(at, "variants", format!("`{name}` is named twice")));
        }
        game_of(name, at).map_err(|e| refuse(at, "variants", e))?;
    }
    for (p, place) in pieces {
        check_soak_piece(p, place)?;
    }
    let mut tallies: Vec<VariantTally> = Vec::with_capacity(job.variants.len());
    for (v, name) in job.variants.iter().enumerate() {
        let mut sum = VariantTally {
            name: name.clone(),
            games: 0,
            plies: 0,
            failures: 0,
        };
        for (p, place) in pieces {
            let t = &p.tallies[v];
            let overflow = || refuse(place, "tallies", format!("{name}: the sums pass 2^64"));
            sum.games = sum.games.checked_add(t.games).ok_or_else(overflow)?;
            sum.plies = sum.plies.checked_add(t.plies).ok_or_else(overflow)?;
            sum.failures = sum.failures.checked_add(t.failures).ok_or_else(overflow)?;
        }
        tallies.push(sum);
    }
    // The report adds up the variants: the sums must fit.
    let mut total = [0u64; 3];
    for t in &tallies {
        for (sum, n) in total.iter_mut().zip([t.games, t.plies, t.failures]) {
            *sum = sum
                .checked_add(n)
                .ok_or_else(|| CliError::data("the soak's totals pass 2^64"))?;
        }
    }
    let failures = pieces
        .iter()
        .flat_map(|(p, _)| p.failures.iter().cloned())
        .collect();
    write_report(out, &tallies, failures)
}

/// Merges the records of `files` (or stdin).
pub fn run(files: &[String], stdin: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let records = read_all(files, stdin)?;
    let mut perft = Vec::new();
    let mut matches = Vec::new();
    let mut soaks = Vec::new();
    for r in &records {
        match &r.record {
            Record::Perft(p) => perft.push((p, r.place.as_str())),
            Record::Match(m) => matches.push((m, r.place.as_str())),
            Record::Soak(s) => soaks.push((s, r.place.as_str())),
        }
    }
    match (perft.len(), matches.len(), soaks.len()) {
        (_, 0, 0) => merge_perft(&perft, out),
        (0, _, 0) => merge_match(&matches, out),
        (0, 0, _) => merge_soak(&soaks, out),
        _ => Err(CliError::data(
            "the records are of different commands: merge the pieces of one job",
        )),
    }
}
