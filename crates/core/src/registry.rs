//! Building variants from text specs: `family[/preset][:key=value,…]`.
//!
//! Each game crate describes itself with a [`FamilyInfo`] (its presets and typed
//! options) and implements [`Family`] to build its rules value from a preset name and
//! validated [`Options`]. The `doska` facade collects the families into one registry;
//! this module provides the shared pieces: the spec syntax, option validation and the
//! errors that list what exists.
//!
//! ```
//! use doska_core::registry::{FamilyInfo, OptionKind, OptionSpec, PresetInfo, Spec};
//!
//! static INFO: FamilyInfo = FamilyInfo {
//!     name: "mill",
//!     description: "morris games",
//!     presets: &[PresetInfo { name: "nine", description: "nine men's morris" }],
//!     options: &[OptionSpec {
//!         key: "removal",
//!         kind: OptionKind::Choice(&["any", "outside-mills"]),
//!         default: "any",
//!         help: "which pieces a mill may remove",
//!     }],
//! };
//!
//! let spec: Spec = "mill/nine:removal=outside-mills".parse().unwrap();
//! let (preset, options) = INFO.resolve(&spec).unwrap();
//! assert_eq!(preset, "nine");
//! assert_eq!(options.choice("removal"), Some("outside-mills"));
//!
//! let bad: Spec = "mill/nine:removal=some".parse().unwrap();
//! let err = INFO.resolve(&bad).unwrap_err().to_string();
//! assert_eq!(err, "bad value `some` for option `removal`; expected one of any, outside-mills");
//! ```

use std::fmt;
use std::str::FromStr;

use crate::error::SpecError;
use crate::game::Game;

/// A parsed, not yet validated, game spec: `family[/preset][:key=value,…]`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Spec {
    /// The family name (`checkers`).
    pub family: String,
    /// The preset name (`classic`), if given.
    pub preset: Option<String>,
    /// The options in the order given.
    pub options: Vec<(String, String)>,
}

fn is_name(s: &str) -> bool {
    !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
}

impl FromStr for Spec {
    type Err = SpecError;

    fn from_str(text: &str) -> Result<Spec, SpecError> {
        let syntax = |problem: &str| SpecError::Syntax {
            spec: text.to_string(),
            problem: problem.to_string(),
        };
        let s = text.trim();
        let (head, opts) = match s.split_once(':') {
            Some((h, o)) => (h, Some(o)),
            None => (s, None),
        };
        let (family, preset) = match head.split_once('/') {
            Some((f, p)) => (f, Some(p)),
            None => (head, None),
        };
        if !is_name(family) {
            return Err(syntax(
                "the family name must be lower-case letters, digits or '-'",
            ));
        }
        if let Some(p) = preset {
            if !is_name(p) {
                return Err(syntax(
                    "the preset name must be lower-case letters, digits or '-'",
                ));
            }
        }
        let mut options = Vec::new();
        if let Some(opts) = opts {
            for item in opts.split(',') {
                let Some((k, v)) = item.split_once('=') else {
                    return Err(syntax(&format!("option `{item}` is not key=value")));
                };
                let (k, v) = (k.trim(), v.trim());
                if !is_name(k) || v.is_empty() {
                    return Err(syntax(&format!("option `{item}` is not key=value")));
                }
                if options.iter().any(|(key, _)| key == k) {
                    return Err(SpecError::DuplicateOption { key: k.to_string() });
                }
                options.push((k.to_string(), v.to_string()));
            }
        }
        Ok(Spec {
            family: family.to_string(),
            preset: preset.map(str::to_string),
            options,
        })
    }
}

impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.family)?;
        if let Some(p) = &self.preset {
            write!(f, "/{p}")?;
        }
        for (i, (k, v)) in self.options.iter().enumerate() {
            write!(f, "{}{k}={v}", if i == 0 { ':' } else { ',' })?;
        }
        Ok(())
    }
}

/// The values an option takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OptionKind {
    /// One of a fixed list of names.
    Choice(&'static [&'static str]),
    /// A whole number in `min..=max`.
    Int {
        /// The smallest value.
        min: i64,
        /// The largest value.
        max: i64,
    },
    /// `true`/`false` (also `yes`/`no`, `on`/`off`, `1`/`0`).
    Bool,
}

impl fmt::Display for OptionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionKind::Choice(names) => write!(f, "one of {}", names.join(", ")),
            OptionKind::Int { min, max } => write!(f, "a whole number from {min} to {max}"),
            OptionKind::Bool => f.write_str("true or false"),
        }
    }
}

/// A typed option of a family.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OptionSpec {
    /// The key (`removal`).
    pub key: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
    /// The default, as text; `preset` when it depends on the preset.
    pub default: &'static str,
    /// One line of help.
    pub help: &'static str,
}

/// A validated option value.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum OptionValue {
    /// A choice, as the static name from the option's list.
    Choice(&'static str),
    /// A whole number.
    Int(i64),
    /// A boolean.
    Bool(bool),
}

impl OptionSpec {
    /// Validates a value for this option.
    ///
    /// # Errors
    /// [`SpecError::BadValue`] naming the value and what the option takes.
    pub fn parse_value(&self, value: &str) -> Result<OptionValue, SpecError> {
        let bad = || SpecError::BadValue {
            key: self.key.to_string(),
            value: value.to_string(),
            expected: self.kind.to_string(),
        };
        match self.kind {
            OptionKind::Choice(names) => names
                .iter()
                .find(|n| **n == value)
                .map(|n| OptionValue::Choice(n))
                .ok_or_else(bad),
            OptionKind::Int { min, max } => match value.parse::<i64>() {
                Ok(n) if (min..=max).contains(&n) => Ok(OptionValue::Int(n)),
                _ => Err(bad()),
            },
            OptionKind::Bool => match value {
                "true" | "yes" | "on" | "1" => Ok(OptionValue::Bool(true)),
                "false" | "no" | "off" | "0" => Ok(OptionValue::Bool(false)),
                _ => Err(bad()),
            },
        }
    }
}

/// The options given for one game, validated against its family's [`OptionSpec`]s.
/// Options not given are absent: the family applies the preset's own default.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Options {
    values: Vec<(&'static str, OptionValue)>,
}

impl Options {
    /// The value given for `key`, if any.
    pub fn get(&self, key: &str) -> Option<&OptionValue> {
        self.values.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }

    /// The choice given for `key`, if any.
    pub fn choice(&self, key: &str) -> Option<&'static str> {
        match self.get(key) {
            Some(OptionValue::Choice(c)) => Some(c),
            _ => None,
        }
    }

    /// The number given for `key`, if any.
    pub fn int(&self, key: &str) -> Option<i64> {
        match self.get(key) {
            Some(OptionValue::Int(n)) => Some(*n),
            _ => None,
        }
    }

    /// The boolean given for `key`, if any.
    pub fn bool(&self, key: &str) -> Option<bool> {
        match self.get(key) {
            Some(OptionValue::Bool(b)) => Some(*b),
            _ => None,
        }
    }

    /// Every given option, in the order given.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &OptionValue)> {
        self.values.iter().map(|(k, v)| (*k, v))
    }

    /// Whether no option was given.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// A family's preset.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PresetInfo {
    /// The name (`classic`).
    pub name: &'static str,
    /// One line for `doska list`.
    pub description: &'static str,
}

/// What a family offers: its name, presets (the first is the default) and options.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FamilyInfo {
    /// The family name (`checkers`).
    pub name: &'static str,
    /// One line for `doska list`.
    pub description: &'static str,
    /// The presets; the first is used when a spec names none. A family with a single
    /// rules set has one preset, named like the family or `standard`.
    pub presets: &'static [PresetInfo],
    /// The options every preset of the family takes.
    pub options: &'static [OptionSpec],
}

impl FamilyInfo {
    /// Checks a spec of this family: the preset exists (the first when none is named),
    /// every option exists and its value is valid. Returns the preset name and the options.
    ///
    /// # Errors
    /// [`SpecError`] listing the presets or options that exist.
    pub fn resolve(&self, spec: &Spec) -> Result<(&'static str, Options), SpecError> {
        if spec.family != self.name {
            return Err(SpecError::UnknownFamily {
                name: spec.family.clone(),
                known: self.name.to_string(),
            });
        }
        let preset = match &spec.preset {
            None => self.presets.first().map(|p| p.name).unwrap_or(self.name),
            Some(name) => self
                .presets
                .iter()
                .find(|p| p.name == name)
                .map(|p| p.name)
                .ok_or_else(|| SpecError::UnknownPreset {
                    family: self.name.to_string(),
                    preset: name.clone(),
                    known: self
                        .presets
                        .iter()
                        .map(|p| p.name)
                        .collect::<Vec<_>>()
                        .join(", "),
                })?,
        };
        let mut options = Options::default();
        for (key, value) in &spec.options {
            let opt = self.options.iter().find(|o| o.key == key).ok_or_else(|| {
                SpecError::UnknownOption {
                    family: self.name.to_string(),
                    key: key.clone(),
                    known: if self.options.is_empty() {
                        "none".to_string()
                    } else {
                        self.options
                            .iter()
                            .map(|o| o.key)
                            .collect::<Vec<_>>()
                            .join(", ")
                    },
                }
            })?;
            options.values.push((opt.key, opt.parse_value(value)?));
        }
        Ok((preset, options))
    }
}

/// A game family that can build its variants from specs. Implemented by each game
/// crate on a marker type and collected by the `doska` facade's registry.
pub trait Family {
    /// The rules type of the family.
    type Game: Game;

    /// The family's name, presets and options.
    const INFO: FamilyInfo;

    /// Builds the rules of `preset` (a name from [`FamilyInfo::presets`]) with validated
    /// `options` applied.
    ///
    /// # Errors
    /// [`SpecError::Conflict`] when the options do not fit together or the preset.
    fn build(preset: &str, options: &Options) -> Result<Self::Game, SpecError>;

    /// Parses and builds a spec of this family.
    ///
    /// # Errors
    /// [`SpecError`] for bad syntax, unknown presets or options, or bad values.
    fn from_spec(spec: &str) -> Result<Self::Game, SpecError> {
        let spec: Spec = spec.parse()?;
        let (preset, options) = Self::INFO.resolve(&spec)?;
        Self::build(preset, &options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_syntax() {
        let s: Spec = " mill/nine:removal=outside-mills,double-mill=one "
            .parse()
            .unwrap();
        assert_eq!(s.family, "mill");
        assert_eq!(s.preset.as_deref(), Some("nine"));
        assert_eq!(s.options.len(), 2);
        assert_eq!(
            s.to_string(),
            "mill/nine:removal=outside-mills,double-mill=one"
        );
        let s: Spec = "scoring-rows:players=4".parse().unwrap();
        assert_eq!(s.preset, None);
        for bad in [
            "", "Mill", "mill/", "mill:", "mill:x", "mill:x=", "/nine", "a/b/c",
        ] {
            assert!(bad.parse::<Spec>().is_err(), "{bad}");
        }
        assert!(matches!(
            "m:a=1,a=2".parse::<Spec>(),
            Err(SpecError::DuplicateOption { .. })
        ));
    }

    #[test]
    fn option_values() {
        let int = OptionSpec {
            key: "players",
            kind: OptionKind::Int { min: 2, max: 4 },
            default: "2",
            help: "",
        };
        assert_eq!(int.parse_value("4"), Ok(OptionValue::Int(4)));
        assert!(int.parse_value("5").is_err());
        assert!(int.parse_value("x").is_err());
        let b = OptionSpec {
            kind: OptionKind::Bool,
            ..int
        };
        assert_eq!(b.parse_value("off"), Ok(OptionValue::Bool(false)));
        assert!(b.parse_value("maybe").is_err());
    }
}
