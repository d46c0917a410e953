//! `doska merge`: adds up the pieces of a sharded job (perft, match or soak) and prints what the unsharded
//! command prints, after checking that every piece is there exactly once and all belong
//! to one job.

use std::collections::BTreeMap;
use std::io::{BufRead, Write};

use crate::arena::write_summary;
use crate::error::{note, CliError};
use crate::shard::{MatchPiece, PerftPiece, Record, SoakPiece, Tally, VariantTally};
use crate::soak::{seed_range, write_report};

/// A record with where it was read.
struct Read {
    record: Record,
    place: String,
}

/// Reads the records of `files` (stdin for `-` or when there are none); blank lines are
/// skipped.
fn read_all(files: &[String], stdin: &mut dyn BufRead) -> Result<Vec<Read>, CliError> {
    let mut records = Vec::new();
    let mut take = |name: &str, input: &mut dyn BufRead| -> Result<(), CliError> {
        let mut line = Vec::new();
        let mut number = 0;
        loop {
            line.clear();
            if input.read_until(b'\n', &mut line)? == 0 {
                return Ok(());
            }
            number += 1;
            let place = format!("{name} line {number}");
            let text = std::str::from_utf8(&line)
                .map_err(|_| CliError::data(format!("{place}: not UTF-8 text")))?;
            if text.trim().is_empty() {
                continue;
            }
            let record = Record::from_line(text.trim())
                .map_err(|e| CliError::data(format!("{place}: {e}")))?;
            records.push(Read { record, place });
        }
    };
    if files.is_empty() {
        take("stdin", stdin)?;
    }
    for file in files {
        if file == "-" {
            take("stdin", stdin)?;
            continue;
        }
        let f = std::fs::File::open(file)
            .map_err(|e| CliError::data(format!("cannot read `{file}`: {e}")))?;
        take(file, &mut std::io::BufReader::new(f))?;
    }
    if records.is_empty() {
        return Err(CliError::data("no shard records to merge"));
    }
    Ok(records)
}

/// Checks that the pieces `1..=count` are each given exactly once; `shards` are the
/// pieces as (index, count, place).
fn check_pieces(shards: &[(usize, usize, &str)]) -> Result<usize, CliError> {
    let count = shards[0].1;
    let mut seen: BTreeMap<usize, &str> = BTreeMap::new();
    for &(index, n, place) in shards {
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
    let missing: Vec<String> = (1..=count)
        .filter(|i| !seen.contains_key(i))
        .map(|i| format!("{i}/{count}"))
        .collect();
    if !missing.is_empty() {
        return Err(CliError::data(format!(
            "missing piece{} {}",
            if missing.len() == 1 { "" } else { "s" },
            missing.join(", ")
        )));
    }
    Ok(count)
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
            return Err(CliError::data(format!(
                "{place}: its counts of the first plies differ from {}'s",
                pieces[0].1
            )));
        }
        for prefix in &p.pieces {
            if !p.shard.takes(prefix.index) || prefix.index >= job.prefixes {
                return Err(CliError::data(format!(
                    "{place}: prefix {} does not belong to piece {}",
                    prefix.index, p.shard
                )));
            }
        }
    }
    let shards: Vec<_> = pieces
        .iter()
        .map(|(p, place)| (p.shard.index, p.shard.count, *place))
        .collect();
    check_pieces(&shards)?;
    let mut prefixes: Vec<_> = pieces.iter().flat_map(|(p, _)| &p.pieces).collect();
    prefixes.sort_by_key(|p| p.index);
    if prefixes.len() != job.prefixes || prefixes.iter().enumerate().any(|(i, p)| p.index != i) {
        return Err(CliError::data(format!(
            "the pieces hold {} prefixes, the job has {}",
            prefixes.len(),
            job.prefixes
        )));
    }
    if job.divide {
        let mut by_move: Vec<(&str, u64)> = Vec::new();
        for p in &prefixes {
            let first = p.moves.first().map_or("", String::as_str);
            let n = p.counts.first().copied().unwrap_or(0);
            match by_move.last_mut() {
                Some((mv, total)) if *mv == first => *total += n,
                _ => by_move.push((first, n)),
            }
        }
        for (mv, n) in &by_move {
            writeln!(out, "{mv}: {n}")?;
        }
        writeln!(
            out,
            "total: {}",
            by_move.iter().map(|(_, n)| n).sum::<u64>()
        )?;
        return Ok(());
    }
    let deeper = (job.split + 1..=job.depth).enumerate().map(|(i, _)| {
        prefixes
            .iter()
            .map(|p| p.counts.get(i).copied().unwrap_or(0))
            .sum::<u64>()
    });
    let all: Vec<u64> = pieces[0].0.head.iter().copied().chain(deeper).collect();
    for (d, n) in all.iter().enumerate() {
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

fn merge_match(pieces: &[(&MatchPiece, &str)], out: &mut dyn Write) -> Result<(), CliError> {
    let job = &pieces[0].0.job;
    for (p, place) in pieces {
        if p.job != *job {
            return Err(CliError::data(format!(
                "{place}: a piece of another match ({} {} v {}, {} games, seed {})",
                p.job.spec, p.job.a, p.job.b, p.job.games, p.job.seed
            )));
        }
        let expected: Vec<usize> = (0..job.games).filter(|&i| p.shard.takes(i)).collect();
        if p.indices != expected || p.tally.games != expected.len() {
            return Err(CliError::data(format!(
                "{place}: piece {} should hold games {} of {}",
                p.shard,
                expected.len(),
                job.games
            )));
        }
    }
    let shards: Vec<_> = pieces
        .iter()
        .map(|(p, place)| (p.shard.index, p.shard.count, *place))
        .collect();
    check_pieces(&shards)?;
    let tally = pieces
        .iter()
        .fold(Tally::default(), |t, (p, _)| t.add(p.tally));
    write_summary(out, job, &tally)
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
        let range = seed_range(job.games, p.shard);
        let seeds = [
            job.seed.wrapping_add(range.start as u64),
            job.seed.wrapping_add(range.end as u64),
        ];
        let names: Vec<&String> = p.tallies.iter().map(|t| &t.name).collect();
        let whole = names.iter().copied().eq(job.variants.iter())
            && p.tallies.iter().all(|t| t.games == range.len() as u64);
        if p.seeds != seeds || !whole {
            return Err(CliError::data(format!(
                "{place}: piece {} should hold seeds {} to {} of every variant",
                p.shard,
                seeds[0],
                seeds[1].wrapping_sub(1)
            )));
        }
    }
    let shards: Vec<_> = pieces
        .iter()
        .map(|(p, place)| (p.shard.index, p.shard.count, *place))
        .collect();
    check_pieces(&shards)?;
    let tallies: Vec<VariantTally> = job
        .variants
        .iter()
        .enumerate()
        .map(|(v, name)| {
            let of = |f: fn(&VariantTally) -> u64| -> u64 {
                pieces.iter().map(|(p, _)| f(&p.tallies[v])).sum()
            };
            VariantTally {
                name: name.clone(),
                games: of(|t| t.games),
                plies: of(|t| t.plies),
                failures: of(|t| t.failures),
            }
        })
        .collect();
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
