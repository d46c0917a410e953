//! Position texts: `[variant byte][text]`. Whatever `session_from` accepts is a
//! position the game can work with (its moves, board and result), and its own text
//! reads back as the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((game, rest)) = doska_fuzz::pick(data) else {
        return;
    };
    let text = doska_fuzz::text(rest);
    let Ok(session) = game.session_from(&text) else {
        return;
    };
    let written = session.position();
    let again = game.session_from(&written).unwrap_or_else(|e| {
        panic!(
            "{}: `{text}` reads as `{written}`, which is refused: {e}",
            game.name()
        )
    });
    assert_eq!(again.position(), written, "{}: `{text}`", game.name());
    let moves = session.legal_moves();
    assert_eq!(
        moves.is_empty(),
        session.is_over(),
        "{}: `{written}`",
        game.name()
    );
    let _ = session.legal_move_texts();
    let _ = session.diagram();
    let _ = session.result();
});
