//! Move records: `[variant byte][moves, whitespace-separated]`, played from the start
//! by `Session::play_moves` and by `Match::replay`. Both agree; on a refusal the moves
//! before it stay played; an accepted record, written back as the session's record,
//! replays to the same position.
#![no_main]

use doska::core::{Evaluation, Game, Match};
use doska::registry::GameVisitor;
use doska::AnyError;
use libfuzzer_sys::fuzz_target;

/// `Match::replay` on the concrete game: the position reached (or the index refused).
struct Replay<'a>(&'a [&'a str]);

impl GameVisitor for Replay<'_> {
    type Output = Result<String, usize>;
    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> Self::Output {
        Match::replay(game.clone(), None, self.0.iter().copied())
            .map(|m| m.position().to_string())
            .map_err(|e| e.index)
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((game, rest)) = doska_fuzz::pick(data) else {
        return;
    };
    let text = doska_fuzz::text(rest);
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut session = game.session();
    let played = session.play_moves(words.iter().copied());
    let replayed = game.visit(Replay(&words));
    match played {
        Ok(()) => {
            assert_eq!(
                replayed.as_deref(),
                Ok(session.position().as_str()),
                "{}: `{text}`",
                game.name()
            );
            let record = session.record();
            let mut again = game.session();
            again
                .play_moves(record.iter().map(String::as_str))
                .unwrap_or_else(|e| {
                    panic!(
                        "{}: the record {record:?} of `{text}` is refused: {e}",
                        game.name()
                    )
                });
            assert_eq!(
                again.position(),
                session.position(),
                "{}: `{text}`",
                game.name()
            );
        }
        Err(AnyError::MoveAt { index, .. }) => {
            assert_eq!(replayed, Err(index), "{}: `{text}`", game.name());
            assert_eq!(session.plies(), index, "{}: `{text}`", game.name());
        }
        Err(e) => panic!("{}: `{text}`: play_moves fails with {e}", game.name()),
    }
});
