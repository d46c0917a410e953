//! The route a capture search is on, shared by both searches: the piece's start, the
//! landing squares so far, the routes the sequence stands for, and the sink that
//! completed sequences go to.

use crate::movegen::captures::sink::Sink;
use crate::moves::MAX_CAPTURES;

/// The route being searched.
pub(crate) struct Route<'s, S> {
    /// The bit of the piece's start square.
    pub(crate) from: u32,
    /// The number of landing squares in `path`.
    pub(crate) len: usize,
    /// The landing squares after each capture so far; the unused bytes are 0.
    pub(crate) path: [u8; MAX_CAPTURES],
    /// The routes the sequence searched stands for (kept only when the sink counts
    /// routes).
    pub(crate) weight: u64,
    /// Where completed sequences go.
    pub(crate) sink: &'s mut S,
}

impl<'s, S: Sink> Route<'s, S> {
    /// No route yet, sequences going to `sink`.
    #[inline(always)]
    pub(crate) fn new(sink: &'s mut S) -> Self {
        Route {
            from: 0,
            len: 0,
            path: [0; MAX_CAPTURES],
            weight: 1,
            sink,
        }
    }

    /// Adds the landing square `sq`.
    #[inline(always)]
    pub(crate) fn push(&mut self, sq: u32) {
        self.path[self.len] = sq as u8;
        self.len += 1;
    }

    /// Drops the last landing square, keeping the unused bytes of `path` zero.
    #[inline(always)]
    pub(crate) fn pop(&mut self) {
        self.len -= 1;
        self.path[self.len] = 0;
    }

    /// The route, complete, capturing `captured` and ending promoted if `promotes`, to
    /// the sink (with its weight when the sink counts routes).
    #[inline(always)]
    pub(crate) fn emit(&mut self, captured: u64, promotes: bool) {
        if S::ROUTES {
            self.sink.weigh(self.weight);
        }
        self.sink
            .emit(self.from, captured, &self.path, self.len, promotes);
    }
}
