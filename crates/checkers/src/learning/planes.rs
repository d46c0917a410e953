//! The egocentric observation: which planes a rules value has ([`Plane`],
//! [`Checkers::egocentric_planes`]) and writing them.
//!
//! The board is seen from the perspective's side: the side whose men go up the board
//! keeps White's view (rank 8 or 10 on row 0, file a on column 0), the other sees it
//! turned by 180°, so the perspective's men always advance towards row 0. That is
//! Black's view for Black (North in Artamonov's game) and for the wolf, which enters
//! on rank 8 and goes down; the sheep go up and keep White's view.
//!
//! Writing is a zero fill, then a loop over the set bits of each bitboard through the
//! table of cells (module `numbering`), then the constant planes.

use std::fmt;

use doska_core::learning::{fill_plane, Shape};

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::learning::numbering::tables_of;
use crate::position::state::{CheckersPosition, NO_LAST};
use crate::rules::checkers::Checkers;
use crate::rules::choices::{Goal, LastMoved, MaterialDraws, Pieces};

/// The depth of the pieces beneath a column's top that get planes of their own (column
/// draughts); the pieces further down are counted.
pub(crate) const SHOWN_DEPTH: u8 = 2;

/// One plane of the egocentric observation of draughts, as
/// [`Checkers::egocentric_planes`] lists them. "Own" is the perspective's side; a
/// plane of a piece holds 1 on the piece's square, a constant plane one value on every
/// square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Plane {
    /// The perspective's men (the top pieces of its columns in column draughts).
    OwnMen,
    /// The perspective's kings.
    OwnKings,
    /// The other side's men.
    OpponentMen,
    /// The other side's kings.
    OpponentKings,
    /// Neutral pieces (Artamonov's game): every man.
    Men,
    /// Neutral pieces: every king.
    Kings,
    /// Neutral pieces with the last-moved piece barred: the piece that made the last
    /// move, which may not move now.
    Barred,
    /// Column draughts: the piece `depth` places under the top of a column (1 is the
    /// piece just under the top, which a capture of the column uncovers), of the
    /// perspective's side or not, a king or a man.
    Beneath {
        /// 1 or 2.
        depth: u8,
        /// The perspective's piece.
        own: bool,
        /// A king.
        king: bool,
    },
    /// Column draughts: the number of pieces deeper in each column than the planes
    /// [`Plane::Beneath`] show, of the perspective's side or not, kings or men, divided
    /// by the most pieces a side has ([`Checkers::max_pieces`]).
    Deeper {
        /// The perspective's pieces.
        own: bool,
        /// Kings.
        king: bool,
    },
    /// Constant, the wolf and the sheep: 1 when the perspective plays the wolf.
    Wolf,
    /// Constant, neutral pieces with adjudication: the pieces the perspective has
    /// captured, divided by twice the most pieces a side has.
    OwnCaptures,
    /// Constant, neutral pieces with adjudication: the pieces the other player has
    /// captured, scaled alike.
    OpponentCaptures,
    /// Constant, with a move limit: the plies without a capture or a man move divided
    /// by the limit (1 at or past it).
    MoveLimit,
    /// Constant, neutral pieces with adjudication: the plies played with four or fewer
    /// pieces divided by the adjudication count (1 at or past it).
    Adjudication,
    /// Constant, the FMJD material draws: the plies of the current counting endgame
    /// divided by 32 (the longer count; 1 at or past it).
    FmjdEndgame,
}

impl fmt::Display for Plane {
    /// The plane's name: `own-men`, `beneath-1-opponent-king`, `move-limit`, …
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |own: bool| if own { "own" } else { "opponent" };
        let kind = |king: bool| if king { "king" } else { "man" };
        match *self {
            Plane::OwnMen => f.write_str("own-men"),
            Plane::OwnKings => f.write_str("own-kings"),
            Plane::OpponentMen => f.write_str("opponent-men"),
            Plane::OpponentKings => f.write_str("opponent-kings"),
            Plane::Men => f.write_str("men"),
            Plane::Kings => f.write_str("kings"),
            Plane::Barred => f.write_str("barred"),
            Plane::Beneath { depth, own, king } => {
                write!(f, "beneath-{depth}-{}-{}", side(own), kind(king))
            }
            Plane::Deeper { own, king } => write!(f, "deeper-{}-{}s", side(own), kind(king)),
            Plane::Wolf => f.write_str("wolf"),
            Plane::OwnCaptures => f.write_str("own-captures"),
            Plane::OpponentCaptures => f.write_str("opponent-captures"),
            Plane::MoveLimit => f.write_str("move-limit"),
            Plane::Adjudication => f.write_str("adjudication"),
            Plane::FmjdEndgame => f.write_str("fmjd-endgame"),
        }
    }
}

/// Which optional planes a rules value has, in the order they follow the pieces.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlaneSet {
    neutral: bool,
    barred: bool,
    stacked: bool,
    wolf: bool,
    /// Neutral pieces with adjudication: the capture counts and the counter.
    adjudication: u16,
    move_limit: u16,
    fmjd: bool,
}

impl PlaneSet {
    /// The planes of `rules`.
    #[inline]
    pub(crate) fn of(rules: &Checkers) -> PlaneSet {
        let neutral = rules.pieces() == Pieces::Neutral;
        PlaneSet {
            neutral,
            barred: neutral && rules.last_moved() == LastMoved::Barred,
            stacked: rules.stacked(),
            wolf: rules.goal() == Goal::Wolf,
            adjudication: if neutral { rules.adjudication() } else { 0 },
            move_limit: if neutral { 0 } else { rules.move_limit() },
            fmjd: !neutral && rules.material_draws() == MaterialDraws::Fmjd,
        }
    }

    /// The number of planes.
    #[inline]
    pub(crate) fn count(&self) -> usize {
        let pieces = if self.neutral { 2 } else { 4 };
        pieces
            + usize::from(self.barred)
            + if self.stacked { 12 } else { 0 }
            + usize::from(self.wolf)
            + if self.adjudication != 0 { 3 } else { 0 }
            + usize::from(self.move_limit != 0)
            + usize::from(self.fmjd)
    }

    /// The planes in order (what `write` writes).
    pub(crate) fn list(&self) -> Vec<Plane> {
        let mut out = if self.neutral {
            vec![Plane::Men, Plane::Kings]
        } else {
            vec![
                Plane::OwnMen,
                Plane::OwnKings,
                Plane::OpponentMen,
                Plane::OpponentKings,
            ]
        };
        if self.barred {
            out.push(Plane::Barred);
        }
        if self.stacked {
            for depth in 1..=SHOWN_DEPTH {
                for own in [true, false] {
                    for king in [false, true] {
                        out.push(Plane::Beneath { depth, own, king });
                    }
                }
            }
            for own in [true, false] {
                for king in [false, true] {
                    out.push(Plane::Deeper { own, king });
                }
            }
        }
        if self.wolf {
            out.push(Plane::Wolf);
        }
        if self.adjudication != 0 {
            out.extend([
                Plane::OwnCaptures,
                Plane::OpponentCaptures,
                Plane::Adjudication,
            ]);
        }
        if self.move_limit != 0 {
            out.push(Plane::MoveLimit);
        }
        if self.fmjd {
            out.push(Plane::FmjdEndgame);
        }
        out
    }
}

impl Checkers {
    /// The planes of the egocentric observation of these rules, in order
    /// ([`Encoding::observation`](doska_core::learning::Encoding::observation) with
    /// [`ObservationStyle::Egocentric`](doska_core::learning::ObservationStyle)). The
    /// sided presets have the four planes of the pieces and a move-limit plane;
    /// column draughts adds twelve planes of the pieces under the tops, international
    /// draughts the FMJD counter, Artamonov's game the barred piece, the capture counts
    /// and the adjudication counter in place of sides, the wolf and the sheep which
    /// side is the wolf.
    ///
    /// ```
    /// use doska_checkers::{Checkers, Plane};
    /// assert_eq!(
    ///     Checkers::classic().egocentric_planes(),
    ///     [Plane::OwnMen, Plane::OwnKings, Plane::OpponentMen, Plane::OpponentKings, Plane::MoveLimit]
    /// );
    /// assert_eq!(Checkers::column().egocentric_planes().len(), 17);
    /// ```
    pub fn egocentric_planes(&self) -> Vec<Plane> {
        PlaneSet::of(self).list()
    }
}

/// Whether `perspective`'s view is the board turned by 180°: its men go down the
/// board (Black, North, the wolf).
#[inline(always)]
pub(crate) fn turned(rules: &Checkers, perspective: Colour) -> bool {
    (perspective == Colour::Black) != (rules.goal() == Goal::Wolf)
}

/// `value / limit`, at most 1.
#[inline]
fn scaled(value: u32, limit: u32) -> f32 {
    (value as f32 / limit.max(1) as f32).min(1.0)
}

/// Writes the egocentric observation of `pos` from `perspective` into `out`, laid out
/// as `shape` (the planes of `PlaneSet::of(rules)`, boards of the rules' side).
pub(crate) fn write(
    rules: &Checkers,
    pos: &CheckersPosition,
    perspective: Colour,
    shape: &Shape,
    out: &mut [f32],
) {
    out.fill(0.0);
    let set = PlaneSet::of(rules);
    let t = tables_of(pos.layout());
    let size = t.side * t.side;
    // The cell of bit `b` in the perspective's view: White's, or turned.
    let turn = turned(rules, perspective);
    let cell = |b: u32| {
        let c = usize::from(t.cell[(b & 63) as usize]);
        if turn {
            size - 1 - c
        } else {
            c
        }
    };
    let mut mark = |plane: usize, word: u64| {
        let plane = &mut out[plane * size..(plane + 1) * size];
        for b in bits(word) {
            plane[cell(b)] = 1.0;
        }
    };
    let kings = pos.king_bits();
    let mut p;
    if set.neutral {
        let all = pos.white_bits();
        mark(0, all & !kings);
        mark(1, all & kings);
        p = 2;
        if set.barred {
            if pos.last_bit() != NO_LAST {
                mark(p, 1u64 << (pos.last_bit() & 63));
            }
            p += 1;
        }
    } else {
        let own = pos.side_bits(perspective);
        let opp = pos.side_bits(perspective.other());
        mark(0, own & !kings);
        mark(1, own & kings);
        mark(2, opp & !kings);
        mark(3, opp & kings);
        p = 4;
    }
    if set.stacked {
        write_columns(rules, pos, perspective, p, size, &cell, out);
        p += 12;
    }
    if set.wolf {
        if perspective == Colour::White {
            fill_plane(out, shape, p, 1.0);
        }
        p += 1;
    }
    if set.adjudication != 0 {
        let max = 2 * rules.max_pieces();
        fill_plane(out, shape, p, scaled(pos.captured_by(perspective), max));
        fill_plane(
            out,
            shape,
            p + 1,
            scaled(pos.captured_by(perspective.other()), max),
        );
        let h = u32::from(pos.plies_without_progress());
        fill_plane(out, shape, p + 2, scaled(h, u32::from(set.adjudication)));
        p += 3;
    }
    if set.move_limit != 0 {
        let h = u32::from(pos.plies_without_progress());
        fill_plane(out, shape, p, scaled(h, u32::from(set.move_limit)));
        p += 1;
    }
    if set.fmjd {
        fill_plane(out, shape, p, scaled(u32::from(pos.endgame_plies()), 32));
    }
}

/// The twelve planes of the pieces under the tops of columns, from plane `first`.
fn write_columns(
    rules: &Checkers,
    pos: &CheckersPosition,
    perspective: Colour,
    first: usize,
    size: usize,
    cell: &impl Fn(u32) -> usize,
    out: &mut [f32],
) {
    let unit = 1.0 / rules.max_pieces().max(1) as f32;
    let black = perspective == Colour::Black;
    pos.stacks().for_each(|sq, depth, is_black, king| {
        let side = if is_black == black { 0 } else { 2 };
        let kind = usize::from(king);
        let c = cell(sq);
        if depth <= u32::from(SHOWN_DEPTH) {
            out[(first + 4 * (depth as usize - 1) + side + kind) * size + c] = 1.0;
        } else {
            let at = (first + 4 * usize::from(SHOWN_DEPTH) + side + kind) * size + c;
            out[at] = (out[at] + unit).min(1.0);
        }
    });
}
