//! The rules as a value: [`Checkers`](crate::Checkers), the enums of its fields, the
//! presets, and which combinations can be played ([`RulesError`](crate::RulesError)).
//!
//! Every way two presets differ is a field; the engine reads the fields in its loops
//! and never asks which preset it plays. The fields are private to this module: the
//! rest of the crate reads them through the accessors.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `choices` | the rule enums ([`KingRange`](crate::KingRange), [`CaptureChoice`](crate::CaptureChoice), …) with their names in specs | — |
//! | `checkers` | [`Checkers`](crate::Checkers), its accessors and `with_…` builders | `choices` |
//! | `presets`, `check` | the preset constructors; [`RulesError`](crate::RulesError) and [`Checkers::check`](crate::Checkers::check) | `checkers`, `choices` |

pub(crate) mod check;
pub(crate) mod checkers;
pub(crate) mod choices;
pub(crate) mod presets;
