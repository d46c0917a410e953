//! UGI input: every line read as a command (never a panic), and the whole input run
//! through the engine loop of `doska ugi` with its searches kept short (each `go`
//! becomes `go depth 1 nodes 200`), which must answer and end with its input.
#![no_main]

use std::io::Cursor;

use doska_engine::ugi::{run, Command, UgiConfig};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = doska_fuzz::text(data);
    let mut script = String::new();
    for line in text.lines() {
        let _ = Command::parse(line);
        if line.trim_start().starts_with("go") {
            script.push_str("go depth 1 nodes 200\n");
        } else {
            script.push_str(line);
            script.push('\n');
        }
    }
    let config = UgiConfig {
        game: "checkers/russian".into(),
        ..UgiConfig::default()
    };
    run(Cursor::new(script.into_bytes()), std::io::sink(), config).expect("the engine ends with its input");
});
