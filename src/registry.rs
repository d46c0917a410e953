//! The registry of every game in this build: build any variant from a spec
//! `family[/preset][:key=value,…]`, list what exists, play it by name through a
//! [`Session`](crate::Session), or run generic code on the concrete game type.
//!
//! Two ways to use a game whose type is not known until run time:
//!
//! - **By value**, without generics: [`AnyGame::session`] gives a
//!   [`Session`](crate::Session) that starts a position, lists and plays moves as text,
//!   reports the outcome, draws the board, reads and writes positions, runs perft and
//!   asks an agent for a move.
//! - **At full speed**: [`AnyGame::visit`] hands the concrete game (and its evaluation)
//!   to a [`GameVisitor`], whose generic method is monomorphised per game, so perft and
//!   search run without `Box<dyn>` on the hot path.
//!
//! Families register here by feature: each family crate implements
//! [`Family`], and the one list in this module names it.
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
//!     for preset in &family.presets {
//!         let game = registry::build(&format!("{}/{}", family.name, preset.name)).unwrap();
//!         assert!(game.visit(Players) >= 2);
//!     }
//! }
//! let err = registry::build("chess").unwrap_err();
//! assert!(err.to_string().starts_with("unknown game `chess`; known games: "));
//! ```

use crate::core::registry::{Family, FamilyInfo, Spec};
use crate::core::{Evaluation, Game, SpecError};

/// Generic code to run on whichever game a spec names.
pub trait GameVisitor {
    /// What the visit returns.
    type Output;
    /// Runs on the concrete game with the family's evaluation (or
    /// [`NoEvaluation`](crate::core::NoEvaluation) for a family without one).
    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, eval: &E) -> Self::Output;
}

/// The one list of the families of this build: calls `$callback!` with, for each
/// family, its feature gate, the variant name, the `Family` type and its evaluation.
macro_rules! for_each_family {
    ($callback:ident) => {
        $callback! {
            #[cfg(feature = "scoring-rows")]
            ScoringRows => doska_scoring_rows::ScoringRowsFamily, doska_scoring_rows::ScoringRowsEval::default();
            #[cfg(feature = "squeeze")]
            Squeeze => doska_squeeze::SqueezeFamily, doska_squeeze::SqueezeEval::default();
            #[cfg(feature = "mill")]
            Mill => doska_mill::MillFamily, doska_mill::MillEval::default();
            #[cfg(feature = "halma")]
            Halma => doska_halma::HalmaFamily, doska_halma::HalmaEval::default();
            #[cfg(feature = "lines-of-action")]
            LinesOfAction => doska_lines_of_action::LinesOfActionFamily, doska_lines_of_action::LinesOfActionEval::default();
            #[cfg(feature = "checkers")]
            Checkers => doska_checkers::CheckersFamily, doska_checkers::CheckersEval::default();
        }
    };
}
pub(crate) use for_each_family;

macro_rules! registry {
    ($( $(#[$attr:meta])* $variant:ident => $family:ty, $eval:expr; )*) => {
        /// A game of any registered family, built by [`build`].
        #[derive(Clone, Debug, PartialEq)]
        #[non_exhaustive]
        pub enum AnyGame {
            $(
                $(#[$attr])*
                #[doc = concat!("A game of the `", stringify!($variant), "` family.")]
                $variant(<$family as Family>::Game),
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

            /// Runs `visitor` on the concrete game as a learning environment
            /// ([`Encoding`](crate::core::learning::Encoding)).
            pub fn visit_encoding<V: crate::visit::EncodingVisitor>(&self, visitor: V) -> V::Output {
                let _ = &visitor; // unused only in a build without families
                match *self {
                    $( $(#[$attr])* AnyGame::$variant(ref game) => visitor.visit(game), )*
                }
            }

            /// The name of the game's family (`checkers`).
            pub fn family(&self) -> &'static str {
                match *self {
                    $( $(#[$attr])* AnyGame::$variant(_) => <$family as Family>::NAME, )*
                }
            }
        }

        /// Every family of this build, in a fixed order.
        // Pushes, not `vec![…]`: each entry has its own `cfg(feature)`.
        #[allow(unused_mut, clippy::vec_init_then_push)]
        pub fn families() -> Vec<FamilyInfo> {
            let mut all = Vec::new();
            $( $(#[$attr])* all.push(<$family as Family>::info()); )*
            all
        }

        fn build_spec(spec: &Spec) -> Result<AnyGame, SpecError> {
            $(
                $(#[$attr])*
                if spec.family == <$family as Family>::NAME {
                    return <$family as Family>::build(spec).map(AnyGame::$variant);
                }
            )*
            Err(SpecError::UnknownFamily {
                name: spec.family.clone(),
                known: families().iter().map(|f| f.name).collect::<Vec<_>>().join(", "),
            })
        }
    };
}

for_each_family!(registry);

impl AnyGame {
    /// The spec that rebuilds this game ([`Game::name`]): the canonical name, with the
    /// preset and every option that differs from it.
    pub fn name(&self) -> String {
        struct Name;
        impl GameVisitor for Name {
            type Output = String;
            fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> String {
                game.name()
            }
        }
        self.visit(Name)
    }
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
