//! Hub input: every line read (a line that reads is written and read back the same,
//! but for control characters in quoted values, which the protocol has no way to write
//! and which are written as blanks),
//! every line as a position and a move of international draughts and of American
//! checkers, as a variant name; then the whole input through the engine loop of `doska
//! hub` (a depth-1 agent), which must end with its input.
#![no_main]

use std::io::Cursor;

use doska::checkers::Checkers;
use doska::core::Game;
use doska_engine::hub::{self, parse_line, HubConfig};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = doska_fuzz::text(data);
    let boards = [Checkers::international(), Checkers::american()];
    for line in text.lines() {
        if let Ok(mut l) = parse_line(line) {
            let written = l.to_string();
            let back = parse_line(&written)
                .unwrap_or_else(|e| panic!("`{line}` is written `{written}`, refused: {e}"));
            for a in &mut l.args {
                if let Some(v) = &mut a.value {
                    *v = v.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
                }
            }
            assert_eq!(back, l, "`{line}` is written `{written}`");
        }
        let _ = hub::variant(line);
        for rules in &boards {
            if let Ok(pos) = hub::parse_position(rules, line) {
                let written = hub::format_position(rules, &pos);
                let back = hub::parse_position(rules, &written).expect("a written position reads");
                assert_eq!(back, pos, "`{line}` is written `{written}`");
            }
            let start = rules.start();
            if let Ok(mv) = hub::parse_move(rules, &start, line) {
                assert!(rules.is_legal(&start, &mv), "`{line}` read as an illegal move");
                let back = hub::parse_move(rules, &start, &hub::format_move(&mv))
                    .expect("a written move reads");
                assert_eq!(back, mv);
            }
        }
    }
    let config = HubConfig {
        agent: "alphabeta:depth=1".parse().expect("an agent"),
        ..HubConfig::default()
    };
    hub::run(Cursor::new(text.into_bytes()), std::io::sink(), config)
        .expect("the engine ends with its input");
});
