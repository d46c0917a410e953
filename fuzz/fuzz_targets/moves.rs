//! Move texts against positions reached by play: `[variant byte][plies byte][one byte
//! per ply choosing the move][text]`. Whatever `parse_move` accepts is a legal move,
//! which `play` accepts.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((game, rest)) = doska_fuzz::pick(data) else {
        return;
    };
    let Some((&plies, rest)) = rest.split_first() else {
        return;
    };
    let plies = usize::from(plies % 64).min(rest.len());
    let (choices, text) = rest.split_at(plies);
    let mut session = game.session();
    for &c in choices {
        let moves = session.legal_moves();
        if moves.is_empty() {
            break;
        }
        session
            .play(&moves[usize::from(c) % moves.len()])
            .expect("a generated move is played");
    }
    let text = doska_fuzz::text(text);
    let Ok(mv) = session.parse_move(&text) else {
        return;
    };
    assert!(
        session.legal_moves().contains(&mv),
        "{}: `{text}` reads as `{mv}`, which is not legal at `{}`",
        game.name(),
        session.position()
    );
    let before = session.position();
    session.play(&mv).unwrap_or_else(|e| {
        panic!(
            "{}: `{text}` reads as `{mv}`, which play refuses at `{before}`: {e}",
            game.name()
        )
    });
});
