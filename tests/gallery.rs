//! The committed gallery (`docs/gallery.md`, `docs/gallery/*.svg`) is what
//! `cargo run --example gallery` writes: a change to any family's pictures shows here
//! until the gallery is written again. Every picture reads back as SVG.

#[allow(dead_code)]
#[path = "../examples/gallery.rs"]
mod gallery;

use std::path::Path;

#[test]
fn the_gallery_is_up_to_date() {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let pictures = gallery::pictures();
    assert_eq!(pictures.len(), doska::registry::variants().len());
    let again = "run `cargo run --example gallery` to write the gallery again";
    for p in &pictures {
        let census = doska_core::conformance::svg::read(&p.svg)
            .unwrap_or_else(|e| panic!("{}: {e}", p.variant));
        assert_eq!(census.game.split(':').next(), Some(p.variant.as_str()));
        let path = docs.join("gallery").join(&p.file);
        let committed = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e}; {again}", path.display()));
        assert!(
            committed == p.svg,
            "{} differs from what the code draws; {again}",
            path.display()
        );
    }
    let page = std::fs::read_to_string(docs.join("gallery.md")).expect("docs/gallery.md");
    assert!(
        page == gallery::page(&pictures),
        "docs/gallery.md is not the page of the pictures; {again}"
    );
}
