//! The crate docs' first example names no crate but this one, so that it runs for a
//! program whose only dependency is this crate: it starts from the crate's `prelude`,
//! and reaches the core, if at all, through the crate's re-export (`doska_x::doska_core`).
//! Doctests see every dependency of the crate, so they cannot show it; `.ci/alone.sh`
//! builds and runs the example in a package that depends on this crate alone.

/// The crate's name as code writes it (`doska_mill`).
fn this_crate() -> String {
    env!("CARGO_PKG_NAME").replace('-', "_")
}

/// The first fenced block of the crate docs: its info string and its lines.
fn first_example(lib: &str) -> (String, Vec<String>) {
    let mut docs = lib
        .lines()
        .map_while(|line| line.strip_prefix("//!"))
        .map(|line| line.strip_prefix(' ').unwrap_or(line));
    let info = docs
        .by_ref()
        .find_map(|line| line.strip_prefix("```"))
        .expect("the crate docs have an example");
    let body = docs
        .take_while(|line| !line.starts_with("```"))
        .map(str::to_string)
        .collect();
    (info.trim().to_string(), body)
}

/// The names at the start of a path in `code` that look like Doska crates: every
/// identifier beginning with `doska` that does not follow `::`.
fn crates_named(code: &str) -> Vec<&str> {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut names = Vec::new();
    let mut start = None;
    for (i, c) in code.char_indices().chain([(code.len(), ' ')]) {
        match (start, is_ident(c)) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                let word = &code[s..i];
                if word.starts_with("doska") && !code[..s].trim_end().ends_with("::") {
                    names.push(word);
                }
                start = None;
            }
            _ => {}
        }
    }
    names
}

#[test]
fn the_checker_finds_the_crates_a_line_names() {
    let line = "use doska_core::Game; doska::mill::Mill; doska_mill::doska_core::History";
    assert_eq!(crates_named(line), ["doska_core", "doska", "doska_mill"]);
    assert!(crates_named("let dosk = a::doska_core::x;").is_empty());
}

#[test]
fn the_first_example_needs_this_crate_alone() {
    let lib = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/lib.rs"));
    let (info, body) = first_example(lib);
    assert!(
        info.is_empty() || info == "rust",
        "the first block of the crate docs is `{info}`, not Rust code"
    );
    let me = this_crate();
    let prelude = format!("use {me}::prelude::*;");
    assert!(
        body.iter().any(|line| line.trim() == prelude),
        "the first example does not start from `{prelude}`"
    );
    for line in &body {
        for name in crates_named(line) {
            assert_eq!(name, me, "the first example names `{name}`: {line:?}");
        }
    }
}
