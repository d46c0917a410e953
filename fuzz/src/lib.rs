//! What the fuzz targets share: the variants an input can choose (every preset, and
//! every preset with each value of each option, as `doska soak` plays them) and the
//! way an input is split into a variant and the rest.

use std::collections::HashSet;
use std::sync::OnceLock;

use doska::core::registry::OptionKind;
use doska::registry::{self, AnyGame};

/// Every variant of the registry: each `family/preset`, then each preset with each
/// value of each option (numbers at their bounds), refused specs left out, each game
/// once.
pub fn variants() -> &'static [AnyGame] {
    static ALL: OnceLock<Vec<AnyGame>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut seen = HashSet::new();
        let mut all = Vec::new();
        for family in registry::families() {
            for preset in &family.presets {
                let base = format!("{}/{}", family.name, preset.name);
                let mut specs = vec![base.clone()];
                for opt in &family.options {
                    let values: Vec<String> = match opt.kind {
                        OptionKind::Choice(names) => names.iter().map(|n| n.to_string()).collect(),
                        OptionKind::Bool => vec!["false".into(), "true".into()],
                        OptionKind::Int { min, max } => vec![min.to_string(), max.to_string()],
                        _ => Vec::new(),
                    };
                    for v in values {
                        specs.push(format!("{base}:{}={v}", opt.key));
                    }
                }
                for spec in specs {
                    if let Ok(game) = registry::build(&spec) {
                        if seen.insert(game.name()) {
                            all.push(game);
                        }
                    }
                }
            }
        }
        all
    })
}

/// The variant an input's first byte chooses (the byte modulo the number of
/// variants) and the rest of the input.
pub fn pick(data: &[u8]) -> Option<(&'static AnyGame, &[u8])> {
    let (&first, rest) = data.split_first()?;
    let all = variants();
    Some((&all[usize::from(first) % all.len()], rest))
}

/// The bytes as text: invalid UTF-8 replaced, as a text field would show it.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The byte that [`pick`] maps to `spec`'s variant, if it is one.
pub fn byte_of(spec: &str) -> Option<u8> {
    let game = registry::build(spec).ok()?;
    let index = variants().iter().position(|g| *g == game)?;
    u8::try_from(index).ok()
}
