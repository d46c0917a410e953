//! Where completed capture sequences go: the [`Sink`] trait the capture searches
//! call, and the majority rule as the sinks apply it.

use crate::moves::MAX_CAPTURES;

/// Where completed capture sequences go.
pub(crate) trait Sink {
    /// Whether the sink counts routes: then the searches call [`weigh`](Sink::weigh)
    /// before each `emit` and `emit_ends` with the number of routes (sequences of
    /// landing squares) the sequence stands for.
    const ROUTES: bool = false;

    /// The number of routes the next sequence emitted stands for (called only when
    /// [`ROUTES`](Sink::ROUTES)).
    #[inline(always)]
    fn weigh(&mut self, weight: u64) {
        let _ = weight;
    }

    /// The search starts on the sequences of another piece.
    #[inline(always)]
    fn begin_piece(&mut self) {}

    /// Whether a sequence of `len` captures could still be kept (under the majority
    /// rule: not fewer than the most found so far).
    fn wants(&self, len: usize) -> bool;

    /// A complete sequence of the piece on `from`: the captured set, the landing
    /// squares `path[..len]` (the last is where it ends; the bytes beyond are 0) and
    /// whether the piece ends promoted.
    fn emit(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
    );

    /// A complete sequence for each square of `landings` (taken nearest first along a
    /// ray going up the board if `up`, else down): `path[..len]` holds the landing
    /// squares before the last capture; `path[len]` is written for each and left 0.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn emit_ends(
        &mut self,
        from: u32,
        captured: u64,
        path: &mut [u8; MAX_CAPTURES],
        len: usize,
        landings: u64,
        up: bool,
        promotes: bool,
    ) {
        let mut rest = landings;
        while rest != 0 {
            let l = nearest_on_ray(rest, up);
            rest &= !(1u64 << l);
            path[len] = l as u8;
            self.emit(from, captured, path, len + 1, promotes);
        }
        path[len] = 0;
    }
}

/// The nearest square of `set` (on one ray) along a ray going up or down the board.
#[inline(always)]
pub(super) fn nearest_on_ray(set: u64, up: bool) -> u32 {
    if up {
        set.trailing_zeros()
    } else {
        63 - set.leading_zeros()
    }
}

/// The majority rule as the sinks apply it: with `maximum`, only the sequences of the
/// most captures found so far are kept (one landing square per captured piece, so the
/// length of a route is its number of captures).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Majority {
    best: u32,
    maximum: bool,
}

/// What [`Majority::admit`] decides for a sequence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Admit {
    /// Shorter than one kept before: dropped.
    Drop,
    /// Kept beside the ones kept before.
    Keep,
    /// Longer than all before: kept, and those before must go.
    Replace,
}

impl Majority {
    /// The rule, with `maximum` (or free choice without it), before any sequence.
    pub(crate) fn new(maximum: bool) -> Self {
        Majority { best: 0, maximum }
    }

    /// The rule, with `maximum`, once sequences of `best` captures were admitted
    /// (outside the search).
    pub(crate) fn after(maximum: bool, best: u32) -> Self {
        Majority { best, maximum }
    }

    /// The length of the longest sequence admitted so far (with the majority rule).
    #[cfg(test)]
    pub(crate) fn best(&self) -> u32 {
        self.best
    }

    /// Whether a sequence of `len` captures could still be kept.
    #[inline(always)]
    pub(crate) fn wants(&self, len: usize) -> bool {
        !self.maximum || len as u32 >= self.best
    }

    /// Decides on a complete sequence of `len` captures.
    #[inline(always)]
    pub(crate) fn admit(&mut self, len: usize) -> Admit {
        let n = len as u32;
        if self.maximum && n != self.best {
            if n < self.best {
                return Admit::Drop;
            }
            self.best = n;
            return Admit::Replace;
        }
        Admit::Keep
    }
}
