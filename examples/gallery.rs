//! The gallery: a picture of every registered variant, written to `docs/gallery/` with
//! the page `docs/gallery.md` that shows them.
//!
//! ```text
//! cargo run --example gallery            # writes docs/gallery.md and docs/gallery/*.svg
//! cargo run --example gallery -- DIR     # the same pictures and page under DIR
//! ```
//!
//! Each variant is played from its start by seeded agents (greedy in halma, whose
//! random games wander; random moves elsewhere) for the plies its family needs to
//! show what it is about — scoring rows to the end, so that the rows of the score are
//! drawn — and drawn with its last move. Everything is seeded, so the pictures are the
//! same on every run; the facade's test `tests/gallery.rs` checks that the committed
//! gallery is what this program writes.

use std::path::Path;

use doska::core::seeded_rng;
use doska::core::svg::SvgOptions;
use doska::registry;
use rand::Rng;

/// One picture of the gallery: its file name, caption and SVG text.
pub struct Picture {
    /// The file name under `gallery/` (`checkers-classic.svg`).
    pub file: String,
    /// The family, for the page's sections.
    pub family: &'static str,
    /// The variant's spec.
    pub variant: String,
    /// What the position is (`after 24 plies`, `the final position`).
    pub when: String,
    /// The picture's title: the position in words.
    pub title: String,
    /// The SVG text.
    pub svg: String,
}

/// How far to play each family, and the options its picture is drawn with.
fn plan(variant: &str) -> (usize, SvgOptions) {
    let family = variant.split('/').next().unwrap_or(variant);
    let options = SvgOptions::new();
    match family {
        "checkers" if variant.ends_with("international") => (30, options.square_numbers(true)),
        "checkers" if variant.ends_with("column") => (40, options),
        "checkers" if variant.ends_with("wolf-and-sheep") => (15, options),
        "checkers" => (24, options),
        "mill" => (26, options),
        "halma" => (40, options),
        "lines-of-action" => (24, options),
        "squeeze" => (34, options),
        // To the end: the rows that make the score.
        _ => (usize::MAX, options),
    }
}

/// The `<title>` text of a picture.
fn title_of(svg: &str) -> String {
    let start = svg.find("<title>").map_or(0, |i| i + "<title>".len());
    let end = svg[start..].find("</title>").map_or(start, |i| start + i);
    svg[start..end]
        .replace("&apos;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// Every picture of the gallery, in registry order.
pub fn pictures() -> Vec<Picture> {
    let mut out = Vec::new();
    for (i, variant) in registry::variants().into_iter().enumerate() {
        let game = registry::build(&variant).expect("a registered variant builds");
        let family = game.family();
        let (plies, options) = plan(&variant);
        let mut session = game.session();
        let mut rng = seeded_rng(2026 + i as u64);
        let greedy: doska::ai::AgentSpec = "greedy".parse().expect("an agent spec");
        while !session.is_over() && session.plies() < plies {
            let mv = if family == "halma" {
                session.agent_move(&greedy, rng.random()).expect("a move")
            } else {
                let moves = session.legal_moves();
                moves[rng.random_range(0..moves.len())].clone()
            };
            session.play(&mv).expect("a legal move");
        }
        let mut options = options;
        if let Some(marks) = session.last_move_marks() {
            options = options.last_move(marks);
        }
        let svg = session.svg(&options);
        let when = if session.is_over() {
            format!("the end of a game of {} plies", session.plies())
        } else {
            format!("after {} plies", session.plies())
        };
        out.push(Picture {
            file: format!("{}.svg", variant.replace('/', "-")),
            family,
            variant,
            when,
            title: title_of(&svg),
            svg,
        });
    }
    out
}

/// The page `gallery.md` showing `pictures`.
pub fn page(pictures: &[Picture]) -> String {
    let mut md = String::from(
        "# Gallery\n\n\
         A picture of every variant of `doska list`, drawn by `Game::svg` with its default\n\
         options and the last move marked (its path, what it placed and what it took).\n\
         Each position comes from a seeded game: random moves, greedy ones in halma, and\n\
         scoring rows played to the end so that the rows of the score are drawn.\n\
         `cargo run --example gallery` writes this page and its pictures again, and the\n\
         test `tests/gallery.rs` checks that they are up to date. On the command line,\n\
         `doska show GAME --svg FILE` draws any position; the position and move texts are\n\
         in [notation.md](notation.md), the options in the core's `svg` module.\n",
    );
    let mut family = "";
    for p in pictures {
        if p.family != family {
            family = p.family;
            md.push_str(&format!("\n## {family}\n"));
        }
        md.push_str(&format!(
            "\n### `{}`, {}\n\n![{}](gallery/{})\n",
            p.variant, p.when, p.title, p.file
        ));
    }
    md
}

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "docs".to_string());
    let dir = Path::new(&dir);
    let pictures = pictures();
    std::fs::create_dir_all(dir.join("gallery")).expect("the gallery folder");
    for p in &pictures {
        std::fs::write(dir.join("gallery").join(&p.file), &p.svg).expect("a picture written");
    }
    std::fs::write(dir.join("gallery.md"), page(&pictures)).expect("the page written");
    println!(
        "{} pictures in {}",
        pictures.len(),
        dir.join("gallery").display()
    );
}
