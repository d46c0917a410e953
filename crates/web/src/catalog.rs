//! Every game of the registry as JSON, for the page's choice of game: each family with
//! its presets and its options (their values, defaults and help).

use doska::core::registry::OptionKind;
use doska::registry;
use serde::Serialize;

/// One preset: its spec (`checkers/russian`) and description.
#[derive(Serialize)]
struct Preset {
    spec: String,
    name: &'static str,
    description: &'static str,
}

/// One option and the values it takes.
#[derive(Serialize)]
struct Setting {
    key: &'static str,
    /// `choice`, `int`, `bool`, `real` or `duration`.
    kind: &'static str,
    /// The names of a choice.
    values: Vec<&'static str>,
    /// The bounds of a number.
    min: Option<f64>,
    max: Option<f64>,
    default: String,
    help: &'static str,
}

/// One family.
#[derive(Serialize)]
struct Family {
    name: &'static str,
    description: &'static str,
    presets: Vec<Preset>,
    options: Vec<Setting>,
}

/// Every family of the registry, its presets (the first is the default) and options,
/// as a JSON array.
pub fn catalog() -> String {
    let families: Vec<Family> = registry::families()
        .into_iter()
        .map(|f| Family {
            name: f.name,
            description: f.description,
            presets: f
                .presets
                .iter()
                .map(|p| Preset {
                    spec: format!("{}/{}", f.name, p.name),
                    name: p.name,
                    description: p.description,
                })
                .collect(),
            options: f
                .options
                .iter()
                .map(|o| {
                    let (kind, values, min, max) = match &o.kind {
                        OptionKind::Choice(values) => ("choice", values.to_vec(), None, None),
                        OptionKind::Int { min, max } => {
                            ("int", Vec::new(), Some(*min as f64), Some(*max as f64))
                        }
                        OptionKind::Bool => ("bool", vec!["true", "false"], None, None),
                        OptionKind::Real { min, max } => {
                            ("real", Vec::new(), Some(*min), Some(*max))
                        }
                        _ => ("duration", Vec::new(), None, None),
                    };
                    Setting {
                        key: o.key,
                        kind,
                        values,
                        min,
                        max,
                        default: o.default.clone(),
                        help: o.help,
                    }
                })
                .collect(),
        })
        .collect();
    serde_json::to_string(&families).expect("the catalog is plain data")
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_variant_is_listed_once() {
        let json: serde_json::Value = serde_json::from_str(&super::catalog()).unwrap();
        let specs: Vec<String> = json
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|f| f["presets"].as_array().unwrap().iter())
            .map(|p| p["spec"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(specs, doska::registry::variants());
    }
}
