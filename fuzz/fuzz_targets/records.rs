//! Game records: `[variant byte][record text]`. Every game `record::read` takes writes
//! a canonical text that reads back as that one record (the same tags, a line break in
//! a value written as a space, and the same moves; no result is written `*`) and is
//! written again as the same text. Each game is replayed against the variant: when it
//! replays, the canonical text of the replayed record replays again to the same moves
//! and the same final position.
#![no_main]

use doska::core::record::{self, Record};
use doska::core::{Evaluation, Game};
use doska::registry::GameVisitor;
use libfuzzer_sys::fuzz_target;

/// `record::replay` of a record, then of the canonical text of what it replayed to.
struct Replay<'a>(&'a Record);

impl GameVisitor for Replay<'_> {
    type Output = ();
    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) {
        let Ok(replayed) = record::replay(game, self.0) else {
            return;
        };
        let text = replayed.record().to_string();
        let back: Vec<_> = record::read(&text).collect();
        assert_eq!(back.len(), 1, "{}: {text:?}", game.name());
        let canonical = back[0]
            .as_ref()
            .unwrap_or_else(|e| panic!("{}: {e}: {text:?}", game.name()));
        let again = record::replay(game, canonical).unwrap_or_else(|e| {
            panic!(
                "{}: the canonical record is refused: {e}: {text:?}",
                game.name()
            )
        });
        assert_eq!(again.moves(), replayed.moves(), "{}: {text:?}", game.name());
        assert_eq!(
            again.position(),
            replayed.position(),
            "{}: {text:?}",
            game.name()
        );
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((game, rest)) = doska_fuzz::pick(data) else {
        return;
    };
    let text = doska_fuzz::text(rest);
    for rec in record::read(&text).flatten() {
        let written = rec.to_string();
        let back: Vec<_> = record::read(&written).collect();
        assert_eq!(back.len(), 1, "`{text}` wrote {written:?}");
        let again = back[0]
            .as_ref()
            .unwrap_or_else(|e| panic!("`{text}` wrote {written:?}: {e}"));
        // A line break in a tag value is written as a space: the one change writing
        // makes (docs/game-records.md).
        let tags: Vec<(String, String)> = rec
            .tags
            .iter()
            .map(|(name, value)| (name.clone(), value.replace(['\r', '\n'], " ")))
            .collect();
        assert_eq!(
            (&again.tags, &again.moves),
            (&tags, &rec.moves),
            "`{text}` wrote {written:?}"
        );
        assert_eq!(
            again.result.as_deref(),
            Some(rec.result.as_deref().unwrap_or("*")),
            "`{text}` wrote {written:?}"
        );
        assert_eq!(again.to_string(), written, "`{text}`");
        game.visit(Replay(&rec));
    }
});
