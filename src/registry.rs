//! The registry of every game in this build: build any variant from a spec
//! `family[/preset][:key=value,…]`, list what exists, and run generic code on the
//! concrete game type.
//!
//! Dispatch is static: [`AnyGame`] is an enum over the families' rules types, and
//! [`AnyGame::visit`] hands the concrete game (and its evaluation) to a
//! [`GameVisitor`], whose generic method is monomorphised per game. Generic tools
//! (perft, search, the CLI) run at full speed on every game without `Box<dyn>`.
//!
//! Families register themselves here by feature: each family crate implements
//! [`Family`](crate::core::registry::Family) and the list in this module names it.
//!
//! ```
//! use doska::registry::{self, GameVisitor};
//! use doska::core::{Evaluation, Game};
//!
//! struct Players;
//! impl GameVisitor for Players {
//!     type Output = usize;
//!     fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _eval: &E) -> usize {
//!         game.players()
//!     }
//! }
//!
//! for family in registry::families() {
//!     for preset in family.presets {
//!         let game = registry::build(&format!("{}/{}", family.name, preset.name)).unwrap();
//!         assert!(game.visit(Players) >= 2);
//!     }
//! }
//! let err = registry::build("chess").unwrap_err();
//! assert!(err.to_string().starts_with("unknown game `chess`; known games: "));
//! ```

use crate::core::registry::{FamilyInfo, Spec};
use crate::core::{Evaluation, Game, SpecError};

/// Generic code to run on whichever game a spec names.
pub trait GameVisitor {
    /// What the visit returns.
    type Output;
    /// Runs on the concrete game with the family's evaluation (or
    /// [`NoEvaluation`](crate::core::NoEvaluation) for a family without one).
    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, eval: &E) -> Self::Output;
}

macro_rules! registry {
    ($( $(#[$attr:meta])* $variant:ident => $family:ty, $eval:expr; )*) => {
        /// A game of any registered family, built by [`build`].
        #[derive(Clone, Debug)]
        #[non_exhaustive]
        pub enum AnyGame {
            $(
                $(#[$attr])*
                #[doc = concat!("A game of the `", stringify!($variant), "` family.")]
                $variant(<$family as $crate::core::registry::Family>::Game),
            )*
        }

        impl AnyGame {
            /// Runs `visitor` on the concrete game.
            pub fn visit<V: GameVisitor>(&self, visitor: V) -> V::Output {
                let _ = &visitor; // unused only in a build without families
                match *self {
                    $( $(#[$attr])* AnyGame::$variant(ref game) => visitor.visit(game, &$eval), )*
                }
            }

            /// The spec that rebuilds this game ([`Game::name`]).
            pub fn name(&self) -> String {
                match *self {
                    $( $(#[$attr])* AnyGame::$variant(ref game) => game.name(), )*
                }
            }
        }

        /// Every family of this build, in a fixed order.
        // Pushes, not `vec![…]`: each entry has its own `cfg(feature)`.
        #[allow(unused_mut, clippy::vec_init_then_push)]
        pub fn families() -> Vec<FamilyInfo> {
            let mut all = Vec::new();
            $( $(#[$attr])* all.push(<$family as $crate::core::registry::Family>::INFO); )*
            all
        }

        fn build_spec(spec: &Spec) -> Result<AnyGame, SpecError> {
            $(
                $(#[$attr])*
                if spec.family == <$family as $crate::core::registry::Family>::INFO.name {
                    let (preset, options) = <$family as $crate::core::registry::Family>::INFO.resolve(spec)?;
                    return <$family as $crate::core::registry::Family>::build(preset, &options).map(AnyGame::$variant);
                }
            )*
            Err(SpecError::UnknownFamily {
                name: spec.family.clone(),
                known: families().iter().map(|f| f.name).collect::<Vec<_>>().join(", "),
            })
        }
    };
}

registry! {
    #[cfg(feature = "scoring-rows")]
    ScoringRows => doska_scoring_rows::ScoringRowsFamily, doska_scoring_rows::ScoringRowsEval;
    #[cfg(feature = "mill")]
    Mill => doska_mill::MillFamily, doska_mill::MillEval::default();
    #[cfg(feature = "lines-of-action")]
    LinesOfAction => doska_lines_of_action::LinesOfActionFamily, doska_lines_of_action::LinesOfActionEval::default();
    #[cfg(feature = "checkers")]
    Checkers => doska_checkers::CheckersFamily, doska_checkers::CheckersEval::default();
}

/// Builds a game from a spec such as `checkers/classic`, `mill/knight`,
/// `scoring-rows:players=4` or `mill/nine:removal=outside-mills,double-mill=one`.
///
/// # Errors
/// [`SpecError`] for bad syntax, an unknown family, preset or option (listing those
/// that exist), or a bad value (saying what the option takes).
pub fn build(spec: &str) -> Result<AnyGame, SpecError> {
    build_spec(&spec.parse()?)
}

/// Every variant of this build as `family/preset`, in registry order (one per preset).
pub fn variants() -> Vec<String> {
    families()
        .iter()
        .flat_map(|f| {
            f.presets
                .iter()
                .map(move |p| format!("{}/{}", f.name, p.name))
        })
        .collect()
}
