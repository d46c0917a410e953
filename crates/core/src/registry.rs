//! Building variants from text specs: `family[/preset][:key=value,…]`.
//!
//! A family describes itself once, as data: its presets ([`Preset`]: a name and a rules
//! value) and its options ([`OptionDef`]: a key, the values it takes, and how it reads
//! and writes one field of the rules value). Everything else is derived from that one
//! declaration by the provided methods of [`Family`]: building a game from a spec
//! ([`Family::from_spec`]), the spec of a game ([`Family::spec_of`], which
//! [`Game::name`] returns, so that the name of a game builds it again), and the listing
//! of presets, options and defaults ([`Family::info`]).
//!
//! Rule enums get their option names from one declaration too: [`choices!`](crate::choices)
//! (and [`sides!`](crate::sides) for the two sides) writes the enum with its names,
//! `name()`, `FromStr` and [`Choice`].
//!
//! The `doska` facade collects the families into one registry; the [`Spec`] syntax,
//! option validation and the errors that list what exists are here.
//!
//! ```
//! use doska_core::choices;
//! use doska_core::registry::{Family, OptionDef, Preset};
//! # use doska_core::toy::Subtraction as Game;
//!
//! choices! {
//!     /// What a mill may remove.
//!     pub enum Removal {
//!         /// Any opponent piece.
//!         Any = "any",
//!         /// Pieces in mills only when every piece is in one.
//!         OutsideMills = "outside-mills",
//!     }
//! }
//!
//! /// A rules value (a real family's is its `Game` type).
//! #[derive(Clone, Copy, PartialEq, Debug)]
//! pub struct Rules { removal: Removal, men: u8 }
//!
//! /// The options of these rules, each declared once.
//! const OPTIONS: &[OptionDef<Rules>] = &[
//!     OptionDef::choice::<Removal>("removal", "which pieces a mill may remove",
//!         |r| r.removal.into(), |r, v| Ok(Rules { removal: v.to_choice()?, ..r })),
//!     OptionDef::int("men", 3, 12, "pieces each",
//!         |r| r.men.into(), |r, v| Ok(Rules { men: v.to_int()?, ..r })),
//! ];
//!
//! let mut rules = Rules { removal: Removal::Any, men: 9 };
//! doska_core::registry::apply_options(OPTIONS, &mut rules, "mill", &[
//!     ("removal".to_string(), "outside-mills".to_string()),
//! ]).unwrap();
//! assert_eq!(rules.removal, Removal::OutsideMills);
//! assert_eq!(Removal::OutsideMills.to_string(), "outside-mills");
//! assert_eq!("any".parse::<Removal>(), Ok(Removal::Any));
//!
//! let err = doska_core::registry::apply_options(OPTIONS, &mut rules, "mill", &[
//!     ("removal".to_string(), "some".to_string()),
//! ]).unwrap_err();
//! assert_eq!(err.to_string(), "bad value `some` for option `removal`; expected one of any, outside-mills");
//! ```

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::error::SpecError;
use crate::game::Game;

/// A parsed, not yet validated, spec: `family[/preset][:key=value,…]`.
///
/// The same syntax names games (`mill/nine:removal=outside-mills`) and agents
/// (`alphabeta:depth=6`). Names are lower-case letters, digits, `-` and `_`; a key is
/// given at most once.
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
        let mut options: Vec<(String, String)> = Vec::new();
        if let Some(opts) = opts {
            for item in opts.split(',') {
                let Some((k, v)) = item.split_once('=') else {
                    return Err(syntax(&format!("option `{item}` is not key=value")));
                };
                let (k, v) = (k.trim(), v.trim());
                if !is_name(k) {
                    return Err(syntax(&format!(
                        "option key `{k}` must be lower-case letters, digits or '-'"
                    )));
                }
                if v.is_empty() {
                    return Err(syntax(&format!("option `{k}` has no value")));
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

/// A rule enum whose values have names in specs (`removal=outside-mills`).
///
/// Declared with [`choices!`](crate::choices) or [`sides!`](crate::sides), never by
/// hand, so the names live in one place.
pub trait Choice: Copy + Eq + fmt::Debug + 'static {
    /// Every name, in declaration order.
    const NAMES: &'static [&'static str];
    /// The name of this value.
    fn name(self) -> &'static str;
    /// The value of a name.
    fn from_name(name: &str) -> Option<Self>;
}

/// A name that no value of a [`choices!`](crate::choices) enum has.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("unknown name `{name}`; expected one of {expected}")]
pub struct UnknownName {
    /// The name given.
    pub name: String,
    /// The names that exist, comma-separated.
    pub expected: String,
}

impl UnknownName {
    /// The error for `name` among the names of `C`.
    pub fn of<C: Choice>(name: &str) -> UnknownName {
        UnknownName {
            name: name.to_string(),
            expected: C::NAMES.join(", "),
        }
    }
}

/// Declares a rule enum with its names in specs, from one list.
///
/// Each variant is given as `Variant = "name"`. The macro writes the enum (`Clone, Copy,
/// PartialEq, Eq, Hash, Debug`), the constant `ALL`, `name()`, `Display` (the name),
/// `FromStr` (error [`UnknownName`]) and [`Choice`], so that the registry's option
/// table, the parser and the spec writer all read the same names.
///
/// ```
/// doska_core::choices! {
///     /// How far a king moves.
///     pub enum KingRange {
///         /// Any distance.
///         Flying = "flying",
///         /// One square.
///         Short = "short",
///     }
/// }
/// assert_eq!(KingRange::ALL, [KingRange::Flying, KingRange::Short]);
/// assert_eq!(KingRange::Short.name(), "short");
/// assert!("long".parse::<KingRange>().unwrap_err().to_string().contains("flying, short"));
/// ```
#[macro_export]
macro_rules! choices {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: [$name; [$($text),+].len()] = [$($name::$variant),+];

            /// The name of this value in specs and texts.
            #[inline]
            pub const fn name(self) -> &'static str {
                match self {
                    $( $name::$variant => $text, )+
                }
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl ::core::str::FromStr for $name {
            type Err = $crate::registry::UnknownName;
            fn from_str(text: &str) -> Result<$name, $crate::registry::UnknownName> {
                <$name as $crate::registry::Choice>::from_name(text)
                    .ok_or_else(|| $crate::registry::UnknownName::of::<$name>(text))
            }
        }

        impl $crate::registry::Choice for $name {
            const NAMES: &'static [&'static str] = &[$($text),+];
            #[inline]
            fn name(self) -> &'static str {
                $name::name(self)
            }
            fn from_name(name: &str) -> Option<$name> {
                match name {
                    $( $text => Some($name::$variant), )+
                    _ => None,
                }
            }
        }

        impl ::core::convert::From<$name> for $crate::registry::OptionValue {
            #[inline]
            fn from(value: $name) -> $crate::registry::OptionValue {
                $crate::registry::OptionValue::Choice(value.name())
            }
        }
    };
}

/// The values an option takes.
#[derive(Clone, Copy, PartialEq, Debug)]
#[non_exhaustive]
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
    /// `true` or `false`.
    Bool,
    /// A number in `min..=max` (`1.5`, `300`).
    Real {
        /// The smallest value.
        min: f64,
        /// The largest value.
        max: f64,
    },
    /// A positive duration: `500ms`, `2s`, `1.5s`.
    Duration,
}

impl fmt::Display for OptionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionKind::Choice(names) => write!(f, "one of {}", names.join(", ")),
            OptionKind::Int { min, max } => write!(f, "a whole number from {min} to {max}"),
            OptionKind::Bool => f.write_str("true or false"),
            OptionKind::Real { min, max } => write!(f, "a number from {min} to {max}"),
            OptionKind::Duration => {
                f.write_str("a duration from 1ms to 1000000s, such as 500ms or 2s")
            }
        }
    }
}

/// Reads `500ms`, `2s`, `1.5s`: a duration from a millisecond to a million seconds
/// (shorter ones would round to nothing and read back as no limit).
fn parse_duration(text: &str) -> Option<std::time::Duration> {
    let (number, unit) = if let Some(n) = text.strip_suffix("ms") {
        (n, 1e-3)
    } else if let Some(n) = text.strip_suffix('s') {
        (n, 1.0)
    } else {
        return None;
    };
    if !number.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        return None;
    }
    let seconds = number.parse::<f64>().ok()? * unit;
    (seconds.is_finite() && (1e-3..=1e6).contains(&seconds))
        .then(|| std::time::Duration::from_secs_f64(seconds))
}

impl OptionKind {
    /// The values as `doska list` writes them: `a|b`, `3..12`, `true|false`.
    pub fn values(&self) -> String {
        match self {
            OptionKind::Choice(names) => names.join("|"),
            OptionKind::Int { min, max } => format!("{min}..{max}"),
            OptionKind::Bool => "true|false".to_string(),
            OptionKind::Real { min, max } => format!("{min}..{max}"),
            OptionKind::Duration => "500ms|2s|…".to_string(),
        }
    }

    /// Validates `value` for an option `key` of this kind.
    ///
    /// # Errors
    /// [`SpecError::BadValue`] naming the value and what the option takes.
    pub fn parse(&self, key: &str, value: &str) -> Result<OptionValue, SpecError> {
        let bad = || SpecError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            expected: self.to_string(),
        };
        match *self {
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
                "true" => Ok(OptionValue::Bool(true)),
                "false" => Ok(OptionValue::Bool(false)),
                _ => Err(bad()),
            },
            OptionKind::Real { min, max } => match value.parse::<f64>() {
                Ok(x) if x.is_finite() && (min..=max).contains(&x) => Ok(OptionValue::Real(x)),
                _ => Err(bad()),
            },
            OptionKind::Duration => parse_duration(value)
                .map(OptionValue::Duration)
                .ok_or_else(bad),
        }
    }
}

/// A validated option value.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum OptionValue {
    /// A choice, as the static name from the option's list.
    Choice(&'static str),
    /// A whole number.
    Int(i64),
    /// A boolean.
    Bool(bool),
    /// A number.
    Real(f64),
    /// A duration.
    Duration(std::time::Duration),
}

impl fmt::Display for OptionValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValue::Choice(name) => f.write_str(name),
            OptionValue::Int(n) => write!(f, "{n}"),
            OptionValue::Bool(b) => write!(f, "{b}"),
            OptionValue::Real(x) => write!(f, "{x}"),
            OptionValue::Duration(d) if d.subsec_nanos() % 1_000_000 == 0 => {
                write!(f, "{}ms", d.as_millis())
            }
            OptionValue::Duration(d) => write!(f, "{}s", d.as_secs_f64()),
        }
    }
}

impl OptionValue {
    /// The value as the rule enum `C`.
    ///
    /// # Errors
    /// When the value is not one of `C`'s names (an option declared with the wrong enum).
    pub fn to_choice<C: Choice>(&self) -> Result<C, String> {
        match self {
            OptionValue::Choice(name) => {
                C::from_name(name).ok_or_else(|| UnknownName::of::<C>(name).to_string())
            }
            other => Err(format!("`{other}` is not a name")),
        }
    }

    /// The value as a whole number of type `T`.
    ///
    /// # Errors
    /// When the value is not a number, or does not fit `T`.
    pub fn to_int<T: TryFrom<i64>>(&self) -> Result<T, String> {
        match *self {
            OptionValue::Int(n) => T::try_from(n).map_err(|_| format!("{n} is out of range")),
            other => Err(format!("`{other}` is not a number")),
        }
    }

    /// The value as a boolean.
    ///
    /// # Errors
    /// When the value is not `true` or `false`.
    pub fn to_bool(&self) -> Result<bool, String> {
        match *self {
            OptionValue::Bool(b) => Ok(b),
            other => Err(format!("`{other}` is not true or false")),
        }
    }

    /// The value as a number (a whole number is a number too).
    ///
    /// # Errors
    /// When the value is not a number.
    pub fn to_real(&self) -> Result<f64, String> {
        match *self {
            OptionValue::Real(x) => Ok(x),
            OptionValue::Int(n) => Ok(n as f64),
            other => Err(format!("`{other}` is not a number")),
        }
    }

    /// The value as a duration.
    ///
    /// # Errors
    /// When the value is not a duration.
    pub fn to_duration(&self) -> Result<std::time::Duration, String> {
        match *self {
            OptionValue::Duration(d) => Ok(d),
            other => Err(format!("`{other}` is not a duration")),
        }
    }
}

impl From<f64> for OptionValue {
    fn from(x: f64) -> OptionValue {
        OptionValue::Real(x)
    }
}

impl From<std::time::Duration> for OptionValue {
    fn from(d: std::time::Duration) -> OptionValue {
        OptionValue::Duration(d)
    }
}

impl From<bool> for OptionValue {
    fn from(b: bool) -> OptionValue {
        OptionValue::Bool(b)
    }
}

macro_rules! int_option_value {
    ($($t:ty),*) => {$(
        impl From<$t> for OptionValue {
            fn from(n: $t) -> OptionValue {
                OptionValue::Int(i64::from(n))
            }
        }
    )*};
}
int_option_value!(u8, u16, u32, i8, i16, i32, i64);

/// One option of a configurable value `T` (a game's rules, an agent): its key, the
/// values it takes, a line of help, and how it reads and writes `T`.
///
/// `get` reads the option's current value; `set` returns `T` with a value written that
/// has already been validated against the kind (builder style: `|g, v|
/// Ok(g.with_removal(v.to_choice()?))`), or refuses it with a reason (`repetition=1`
/// would end every game at once). One declaration serves parsing, listing and writing
/// specs.
pub struct OptionDef<T: 'static> {
    /// The key (`removal`).
    pub key: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
    /// One line of help.
    pub help: &'static str,
    /// The option's value in `T`.
    pub get: fn(&T) -> OptionValue,
    /// `T` with a validated value written, or why it cannot be.
    pub set: fn(T, &OptionValue) -> Result<T, String>,
}

impl<T: 'static> OptionDef<T> {
    /// An option taking values of `kind`.
    pub const fn new(
        key: &'static str,
        kind: OptionKind,
        help: &'static str,
        get: fn(&T) -> OptionValue,
        set: fn(T, &OptionValue) -> Result<T, String>,
    ) -> Self {
        OptionDef {
            key,
            kind,
            help,
            get,
            set,
        }
    }

    /// An option whose values are the names of the rule enum `C`.
    pub const fn choice<C: Choice>(
        key: &'static str,
        help: &'static str,
        get: fn(&T) -> OptionValue,
        set: fn(T, &OptionValue) -> Result<T, String>,
    ) -> Self {
        Self::new(key, OptionKind::Choice(C::NAMES), help, get, set)
    }

    /// An option taking a whole number in `min..=max`.
    pub const fn int(
        key: &'static str,
        min: i64,
        max: i64,
        help: &'static str,
        get: fn(&T) -> OptionValue,
        set: fn(T, &OptionValue) -> Result<T, String>,
    ) -> Self {
        Self::new(key, OptionKind::Int { min, max }, help, get, set)
    }

    /// An option taking `true` or `false`.
    pub const fn bool(
        key: &'static str,
        help: &'static str,
        get: fn(&T) -> OptionValue,
        set: fn(T, &OptionValue) -> Result<T, String>,
    ) -> Self {
        Self::new(key, OptionKind::Bool, help, get, set)
    }
}

impl<T: 'static> OptionDef<T> {
    /// An option taking a number in `min..=max`.
    pub const fn real(
        key: &'static str,
        min: f64,
        max: f64,
        help: &'static str,
        get: fn(&T) -> OptionValue,
        set: fn(T, &OptionValue) -> Result<T, String>,
    ) -> Self {
        Self::new(key, OptionKind::Real { min, max }, help, get, set)
    }

    /// An option taking a duration (`500ms`, `2s`).
    pub const fn duration(
        key: &'static str,
        help: &'static str,
        get: fn(&T) -> OptionValue,
        set: fn(T, &OptionValue) -> Result<T, String>,
    ) -> Self {
        Self::new(key, OptionKind::Duration, help, get, set)
    }
}

impl<T> fmt::Debug for OptionDef<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OptionDef")
            .field("key", &self.key)
            .field("kind", &self.kind)
            .finish_non_exhaustive()
    }
}

/// Applies the options `given` (key, value text) to `target`, in the order of `defs`
/// (so the result does not depend on the order they were written in). `owner` names
/// the family or agent in errors.
///
/// # Errors
/// [`SpecError::UnknownOption`] (listing the keys that exist), [`SpecError::BadValue`],
/// or [`SpecError::Conflict`] when a setter refuses a value; `target` may then hold the
/// options applied before it, so apply to a copy.
pub fn apply_options<T: Clone>(
    defs: &[OptionDef<T>],
    target: &mut T,
    owner: &str,
    given: &[(String, String)],
) -> Result<(), SpecError> {
    let mut values: Vec<(usize, OptionValue)> = Vec::with_capacity(given.len());
    for (key, text) in given {
        let Some(index) = defs.iter().position(|d| d.key == key) else {
            return Err(SpecError::UnknownOption {
                family: owner.to_string(),
                key: key.clone(),
                known: if defs.is_empty() {
                    "none".to_string()
                } else {
                    defs.iter().map(|d| d.key).collect::<Vec<_>>().join(", ")
                },
            });
        };
        values.push((index, defs[index].kind.parse(key, text)?));
    }
    values.sort_by_key(|(index, _)| *index);
    for (index, value) in values {
        let def = &defs[index];
        *target = (def.set)(target.clone(), &value).map_err(|problem| SpecError::Conflict {
            problem: format!("{}={value}: {problem}", def.key),
        })?;
    }
    Ok(())
}

/// The options of `target` that differ from `base`, as `key=value` texts in the order
/// of `defs`, each compared after the ones before it are applied to a copy of `base`,
/// together with that copy. An option that sets several fields (a `draws=none` switch)
/// thereby hides the fields it already set.
pub fn differing_options<T: Clone>(
    defs: &[OptionDef<T>],
    base: &T,
    target: &T,
) -> (Vec<String>, T) {
    let mut candidate = base.clone();
    let mut texts = Vec::new();
    for def in defs {
        let wanted = (def.get)(target);
        if (def.get)(&candidate) != wanted {
            if let Ok(next) = (def.set)(candidate.clone(), &wanted) {
                candidate = next;
                texts.push(format!("{}={wanted}", def.key));
            }
        }
    }
    (texts, candidate)
}

/// A named rules value of a family.
#[derive(Clone, Copy, Debug)]
pub struct Preset<G: 'static> {
    /// The name (`classic`).
    pub name: &'static str,
    /// One line for `doska list`.
    pub description: &'static str,
    /// The rules.
    pub rules: G,
}

/// A preset for listings.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PresetInfo {
    /// The name (`classic`).
    pub name: &'static str,
    /// One line for `doska list`.
    pub description: &'static str,
}

/// An option for listings, with its default.
#[derive(Clone, PartialEq, Debug)]
pub struct OptionInfo {
    /// The key (`removal`).
    pub key: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
    /// The value in every preset, or `preset` when the presets differ in it.
    pub default: String,
    /// One line of help.
    pub help: &'static str,
}

/// What a family offers, for listings: its name, presets (the first is the default) and
/// options with their defaults.
#[derive(Clone, PartialEq, Debug)]
pub struct FamilyInfo {
    /// The family name (`checkers`).
    pub name: &'static str,
    /// One line for `doska list`.
    pub description: &'static str,
    /// The presets; the first is used when a spec names none.
    pub presets: Vec<PresetInfo>,
    /// The options every preset of the family takes.
    pub options: Vec<OptionInfo>,
}

/// A game family that builds its variants from specs, declared as data: implemented by
/// each game crate on a marker type and collected by the `doska` facade's registry.
///
/// A family gives its name, its presets and its options; parsing, validation, listing
/// and the spec of a game are provided.
pub trait Family: 'static {
    /// The rules type of the family.
    type Game: Game + PartialEq;

    /// The family name (`checkers`).
    const NAME: &'static str;
    /// One line for `doska list`.
    const DESCRIPTION: &'static str;
    /// The presets; the first is the default. A family with a single rules set has one
    /// preset, named `standard`.
    const PRESETS: &'static [Preset<Self::Game>];
    /// The options every preset takes, in the order they are applied and written.
    const OPTIONS: &'static [OptionDef<Self::Game>];

    /// Checks the rules after every option is applied: options that are each valid but
    /// do not fit together or with the preset. By default everything fits.
    ///
    /// # Errors
    /// Why the rules cannot be.
    fn check(game: &Self::Game) -> Result<(), String> {
        let _ = game;
        Ok(())
    }

    /// The family's name, presets and options, with each option's default.
    fn info() -> FamilyInfo {
        FamilyInfo {
            name: Self::NAME,
            description: Self::DESCRIPTION,
            presets: Self::PRESETS
                .iter()
                .map(|p| PresetInfo {
                    name: p.name,
                    description: p.description,
                })
                .collect(),
            options: Self::OPTIONS
                .iter()
                .map(|def| {
                    let mut values = Self::PRESETS.iter().map(|p| (def.get)(&p.rules));
                    let first = values.next();
                    let default = match first {
                        Some(v) if values.all(|w| w == v) => v.to_string(),
                        Some(_) => "preset".to_string(),
                        None => String::new(),
                    };
                    OptionInfo {
                        key: def.key,
                        kind: def.kind,
                        default,
                        help: def.help,
                    }
                })
                .collect(),
        }
    }

    /// Builds the game a parsed spec names.
    ///
    /// # Errors
    /// [`SpecError`] for another family, an unknown preset or option (listing those that
    /// exist), a bad value, or options that do not fit together.
    fn build(spec: &Spec) -> Result<Self::Game, SpecError> {
        if spec.family != Self::NAME {
            return Err(SpecError::UnknownFamily {
                name: spec.family.clone(),
                known: Self::NAME.to_string(),
            });
        }
        let preset = match &spec.preset {
            None => Self::PRESETS.first(),
            Some(name) => Self::PRESETS.iter().find(|p| p.name == name),
        }
        .ok_or_else(|| SpecError::UnknownPreset {
            family: Self::NAME.to_string(),
            preset: spec.preset.clone().unwrap_or_default(),
            known: Self::PRESETS
                .iter()
                .map(|p| p.name)
                .collect::<Vec<_>>()
                .join(", "),
        })?;
        let mut game = preset.rules.clone();
        apply_options(Self::OPTIONS, &mut game, Self::NAME, &spec.options)?;
        Self::check(&game).map_err(|problem| SpecError::Conflict { problem })?;
        Ok(game)
    }

    /// Parses and builds a spec of this family.
    ///
    /// # Errors
    /// [`SpecError`] for bad syntax, unknown presets or options, or bad values.
    fn from_spec(spec: &str) -> Result<Self::Game, SpecError> {
        Self::build(&spec.parse()?)
    }

    /// The spec of `game`: the preset it is reached from with the fewest options (the
    /// first such preset on a tie), then those options in declaration order. Building
    /// the spec gives `game` back; [`Game::name`] of every family returns this.
    fn spec_of(game: &Self::Game) -> String {
        let mut best: Option<(&'static str, Vec<String>)> = None;
        for preset in Self::PRESETS {
            let (options, rebuilt) = differing_options(Self::OPTIONS, &preset.rules, game);
            let fewer = best
                .as_ref()
                .is_none_or(|(_, known)| options.len() < known.len());
            if rebuilt == *game && fewer {
                best = Some((preset.name, options));
            }
        }
        let (preset, options) = best.unwrap_or_else(|| {
            // Not reachable by options: fields set outside the registry. Name the
            // default preset with what differs, which is the closest text there is.
            let first = &Self::PRESETS[0];
            (
                first.name,
                differing_options(Self::OPTIONS, &first.rules, game).0,
            )
        });
        let mut spec = format!("{}/{preset}", Self::NAME);
        for (i, option) in options.iter().enumerate() {
            spec.push(if i == 0 { ':' } else { ',' });
            spec.push_str(option);
        }
        spec
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
            "",
            "Mill",
            "mill/",
            "mill:",
            "mill:x",
            "mill:x=",
            "/nine",
            "a/b/c",
            "m:BOARD=8x8",
        ] {
            assert!(bad.parse::<Spec>().is_err(), "{bad}");
        }
        assert!(matches!(
            "m:a=1,a=2".parse::<Spec>(),
            Err(SpecError::DuplicateOption { .. })
        ));
        let err = "checkers:BOARD=8x8"
            .parse::<Spec>()
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("option key `BOARD` must be lower-case"),
            "{err}"
        );
    }

    #[test]
    fn option_values() {
        let int = OptionKind::Int { min: 2, max: 4 };
        assert_eq!(int.parse("players", "4"), Ok(OptionValue::Int(4)));
        assert!(int.parse("players", "5").is_err());
        assert!(int.parse("players", "x").is_err());
        assert_eq!(
            OptionKind::Bool.parse("flying", "false"),
            Ok(OptionValue::Bool(false))
        );
        for loose in ["yes", "no", "on", "off", "1", "0", "True"] {
            assert!(OptionKind::Bool.parse("flying", loose).is_err(), "{loose}");
        }
        assert_eq!(
            OptionValue::Int(300).to_int::<u8>(),
            Err("300 is out of range".into())
        );
        assert_eq!(OptionValue::Int(30).to_int::<u8>(), Ok(30));
        let d = OptionKind::Duration;
        let ms = |n| OptionValue::Duration(std::time::Duration::from_millis(n));
        assert_eq!(d.parse("time", "500ms"), Ok(ms(500)));
        assert_eq!(d.parse("time", "1.5s"), Ok(ms(1500)));
        assert_eq!(d.parse("time", "1ms"), Ok(ms(1)));
        // Both ends of "from 1ms to 1000000s", as the error says.
        assert_eq!(d.parse("time", "1000000s"), Ok(ms(1_000_000_000)));
        assert_eq!(ms(2000).to_string(), "2000ms");
        for bad in [
            "",
            "s",
            "0s",
            "-1s",
            "1e3s",
            "2",
            "infs",
            "2m",
            "1000001s",
            "1000000.5s",
            "0.5ms",
            ".00000000005s",
        ] {
            assert!(d.parse("time", bad).is_err(), "{bad}");
        }
        let r = OptionKind::Real {
            min: 0.0,
            max: 10.0,
        };
        assert_eq!(r.parse("c", "1.5"), Ok(OptionValue::Real(1.5)));
        assert!(r.parse("c", "NaN").is_err() && r.parse("c", "11").is_err());
    }
}
