//! [`Encoding`], its styles, shapes and errors, and [`make_distinct`].

use std::fmt;

use crate::game::Game;
use crate::player::Player;

/// Which layout of observation planes to write.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ObservationStyle {
    /// Doska's planes, seen from the perspective's seat: that seat's pieces first and
    /// its side of the board at the bottom (the last rows), so that one network plays
    /// every seat. Each family documents its planes.
    #[default]
    Egocentric,
    /// OpenSpiel's observation tensor for the same position, plane for plane, where
    /// OpenSpiel has the game (checkers, lines of action, nine men's morris): absolute,
    /// as OpenSpiel writes it, so that models trained on either run on both.
    OpenSpiel,
}

impl ObservationStyle {
    /// The style's name: `egocentric` or `openspiel`.
    pub const fn name(self) -> &'static str {
        match self {
            ObservationStyle::Egocentric => "egocentric",
            ObservationStyle::OpenSpiel => "openspiel",
        }
    }

    /// The style named `name` (`egocentric` or `openspiel`).
    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "egocentric" => Some(ObservationStyle::Egocentric),
            "openspiel" => Some(ObservationStyle::OpenSpiel),
            _ => None,
        }
    }
}

impl fmt::Display for ObservationStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The shape of an observation: `planes` planes of `height` rows by `width` columns,
/// stored plane after plane, each row by row (C, H, W order, as PyTorch convolutions
/// read it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// The number of planes.
    pub planes: usize,
    /// Rows of a plane.
    pub height: usize,
    /// Columns of a plane.
    pub width: usize,
}

impl Shape {
    /// A shape of `planes` planes of `height` × `width`.
    pub const fn new(planes: usize, height: usize, width: usize) -> Self {
        Shape {
            planes,
            height,
            width,
        }
    }

    /// The number of values: planes × height × width.
    pub const fn len(&self) -> usize {
        self.planes * self.height * self.width
    }

    /// True for a shape holding no value.
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The offset of (plane, row, column) in the flat buffer.
    #[inline]
    pub const fn offset(&self, plane: usize, row: usize, column: usize) -> usize {
        (plane * self.height + row) * self.width + column
    }

    /// The shape as an array `[planes, height, width]`.
    pub const fn dims(&self) -> [usize; 3] {
        [self.planes, self.height, self.width]
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}×{}", self.planes, self.height, self.width)
    }
}

/// Why an observation could not be written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EncodingError {
    /// The game has no observation of this style.
    #[error("{game} has no {style} observation")]
    UnsupportedStyle {
        /// The game's name.
        game: String,
        /// The style asked for.
        style: ObservationStyle,
    },
    /// The buffer's length is not the shape's.
    #[error("an observation of {game} holds {expected} values, the buffer {got}")]
    WrongLength {
        /// The game's name.
        game: String,
        /// The shape's length.
        expected: usize,
        /// The buffer's length.
        got: usize,
    },
    /// The perspective is not a seat of the game.
    #[error("{game} has no seat {seat}")]
    NotASeat {
        /// The game's name.
        game: String,
        /// The seat asked for.
        seat: usize,
    },
}

/// A game as a learning environment: actions as indices of a fixed space, and
/// observations as planes of numbers. See the [module](crate::learning) for the contract.
///
/// Implementors write [`num_actions`](Encoding::num_actions),
/// [`action_indices`](Encoding::action_indices),
/// [`observation_shape`](Encoding::observation_shape) and
/// [`observation`](Encoding::observation); the rest have defaults built on them, which
/// a family overrides where it can answer faster.
pub trait Encoding: Game {
    /// The size of the action space: every action index of this variant is below it.
    fn num_actions(&self) -> usize;

    /// Writes into `out` (cleared first) the action index of each of `moves`, in order.
    /// `moves` are exactly the legal moves of `pos`, as
    /// [`legal_moves`](Game::legal_moves) gives them; their indices are pairwise
    /// different and below [`num_actions`](Encoding::num_actions).
    fn action_indices(&self, pos: &Self::Position, moves: &[Self::Move], out: &mut Vec<usize>);

    /// The action index of `mv` in `pos`, or `None` when `mv` is not legal there.
    fn action_index(&self, pos: &Self::Position, mv: &Self::Move) -> Option<usize> {
        let moves = self.moves(pos);
        let at = moves.iter().position(|m| m == mv)?;
        let mut indices = Vec::with_capacity(moves.len());
        self.action_indices(pos, &moves, &mut indices);
        Some(indices[at])
    }

    /// The legal move of `pos` whose action index is `index`, or `None` when no legal
    /// move has it (never a panic, whatever the index).
    fn action_from_index(&self, pos: &Self::Position, index: usize) -> Option<Self::Move> {
        if index >= self.num_actions() {
            return None;
        }
        let moves = self.moves(pos);
        let mut indices = Vec::with_capacity(moves.len());
        self.action_indices(pos, &moves, &mut indices);
        let at = indices.iter().position(|&i| i == index)?;
        Some(moves[at].clone())
    }

    /// Writes into `out` (cleared first) the action indices of the legal moves of
    /// `pos`, in move generation order.
    fn legal_actions(&self, pos: &Self::Position, out: &mut Vec<usize>) {
        let moves = self.moves(pos);
        self.action_indices(pos, &moves, out);
    }

    /// Sets `mask[i]` to whether action `i` is legal in `pos`.
    ///
    /// # Panics
    /// When `mask` is shorter than [`num_actions`](Encoding::num_actions).
    fn legal_action_mask(&self, pos: &Self::Position, mask: &mut [bool]) {
        let mask = &mut mask[..self.num_actions()];
        mask.fill(false);
        let mut indices = Vec::new();
        self.legal_actions(pos, &mut indices);
        for i in indices {
            mask[i] = true;
        }
    }

    /// The shape of this variant's observations of `style`, or `None` when the game
    /// has no observation of that style.
    fn observation_shape(&self, style: ObservationStyle) -> Option<Shape>;

    /// Writes the observation of `pos` from `perspective`'s seat into `out`, whose
    /// length is the shape's. Every value is finite (most are 0 or 1; counts are
    /// scaled into `[0, 1]`).
    ///
    /// # Errors
    /// When the style is not the game's, the buffer has the wrong length or the
    /// perspective is not a seat; `out` is then unchanged.
    fn observation(
        &self,
        pos: &Self::Position,
        perspective: Player,
        style: ObservationStyle,
        out: &mut [f32],
    ) -> Result<(), EncodingError>;

    /// Checks the arguments of [`observation`](Encoding::observation) and returns the
    /// shape: for implementations to call first.
    ///
    /// # Errors
    /// As [`observation`](Encoding::observation).
    fn check_observation(
        &self,
        perspective: Player,
        style: ObservationStyle,
        out: &[f32],
    ) -> Result<Shape, EncodingError> {
        let shape =
            self.observation_shape(style)
                .ok_or_else(|| EncodingError::UnsupportedStyle {
                    game: self.name(),
                    style,
                })?;
        if perspective.index() >= self.players() {
            return Err(EncodingError::NotASeat {
                game: self.name(),
                seat: perspective.index(),
            });
        }
        if out.len() != shape.len() {
            return Err(EncodingError::WrongLength {
                game: self.name(),
                expected: shape.len(),
                got: out.len(),
            });
        }
        Ok(shape)
    }
}

/// Makes the indices of `slots` pairwise different, in place, and returns how many it
/// moved: each index equal to an earlier one (in the order given) moves to the smallest
/// index below `num_actions` that no entry uses.
///
/// This is the last resort of a family whose natural indices can collide in rare
/// positions (more draughts captures between the same two squares than the family
/// numbers apart). Give the moves in an order that depends only on the position (not
/// on how the generator happened to list them), and the result is a function of the
/// position too. Collisions are rare, so the usual cost is one sort of a copy of the
/// indices.
///
/// # Panics
/// When there are more slots than `num_actions`.
///
/// ```
/// use doska_core::learning::make_distinct;
/// let mut slots = [4, 0, 4, 1];
/// assert_eq!(make_distinct(&mut slots, 8), 1);
/// assert_eq!(slots, [4, 0, 2, 1]);
/// ```
pub fn make_distinct(slots: &mut [usize], num_actions: usize) -> usize {
    assert!(
        slots.len() <= num_actions,
        "{} moves cannot have distinct indices below {num_actions}",
        slots.len()
    );
    let mut sorted: smallvec::SmallVec<[usize; 64]> = slots.iter().copied().collect();
    sorted.sort_unstable();
    if sorted.windows(2).all(|w| w[0] != w[1]) {
        return 0;
    }
    let mut used = vec![false; num_actions];
    let mut moved = 0;
    let mut repeated = Vec::new();
    for (at, &slot) in slots.iter().enumerate() {
        if slot < num_actions && !used[slot] {
            used[slot] = true;
        } else {
            repeated.push(at);
        }
    }
    let mut free = 0;
    for at in repeated {
        while used[free] {
            free += 1;
        }
        used[free] = true;
        slots[at] = free;
        moved += 1;
    }
    moved
}

/// Writes 1.0 at `(plane, row, column)` of `out` laid out as `shape`.
#[inline]
pub fn set_plane(out: &mut [f32], shape: &Shape, plane: usize, row: usize, column: usize) {
    out[shape.offset(plane, row, column)] = 1.0;
}

/// Fills plane `plane` of `out` (laid out as `shape`) with `value`: how counts and
/// flags that belong to no square are written (a piece count in hand, scaled).
#[inline]
pub fn fill_plane(out: &mut [f32], shape: &Shape, plane: usize, value: f32) {
    let size = shape.height * shape.width;
    out[plane * size..(plane + 1) * size].fill(value);
}
