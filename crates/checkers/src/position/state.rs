//! [`CheckersPosition`]: the pieces as bitboards in the layout of the rules, the side to
//! move, the draw counters, and the words of the variants (stacks, the last-moved
//! piece, the capture counts of neutral pieces). Its words are private to this room;
//! the engine reads and writes them through the methods below, which compile to the
//! plain field accesses.

use std::fmt;

use doska_core::Player;

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::layout::{bit_of, square_of_bit, Layout};
use crate::board::piece::{Piece, PieceKind};
use crate::board::square::{BoardSize, Square};
use crate::board::squares::Squares;
use crate::position::stacks::Stacks;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{Pieces, PlayingSquares, StartSetup};

/// One state of a draughts game.
///
/// Built by the rules ([`Game::start`](doska_core::Game::start),
/// [`Game::parse_position`](doska_core::Game::parse_position),
/// [`Checkers::position`](crate::Checkers::position)) or by playing moves, so it is
/// always valid for its rules. `Display` writes its PDN FEN
/// (`W:Wa1,c1:Bb8,Kd8`, then `:H<n>` and `:E<n>` when those counters are not zero).
///
/// ```
/// use doska_checkers::{Checkers, Colour, Piece, Square};
/// use doska_core::Game;
/// let rules = Checkers::classic();
/// let pos = rules.parse_position("B:WKc3,e3:B12").unwrap(); // 12 = h6
/// assert_eq!(pos.side_to_move(), Colour::Black);
/// assert_eq!(pos.piece_at("c3".parse::<Square>().unwrap()), Some(Piece::king(Colour::White)));
/// assert_eq!(pos.piece_at("d4".parse::<Square>().unwrap()), None);
/// assert_eq!(pos.to_string(), "B:WKc3,e3:Bh6");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CheckersPosition {
    // The pieces of each side, in the bit layout `layout` (module `geometry`).
    // Two words rather than a `ByColour<u64>`: with the container the perft hot path
    // took 0.15-0.4 % more instructions (callgrind; the side is read at run time in
    // `apply` and `us_them`), so the position keeps them apart and hands out
    // `Squares` and `(us, them)` pairs.
    pub(super) white: u64,
    pub(super) black: u64,
    /// The kings of both sides.
    pub(super) kings: u64,
    pub(super) side: Colour,
    pub(super) layout: Layout,
    /// Plies since the last capture or man move (the move-limit counter, FEN `H`).
    pub(super) quiet: u16,
    /// Plies played in the current FMJD counting endgame (FEN `E`).
    pub(super) endgame: u16,
    /// The pieces beneath the top pieces of columns (column draughts; empty otherwise).
    pub(super) stacks: Stacks,
    /// With neutral pieces: the bit of the piece that made the last move
    /// ([`NO_LAST`] before the first move); always `NO_LAST` with sided pieces.
    pub(super) last: u8,
    /// With neutral pieces: the pieces South (index 0) and North have captured.
    pub(super) captures: [u8; 2],
    /// Whether the pieces are neutral (all kept in `white`; `black` is empty; `side`
    /// White is South, Black is North).
    pub(super) neutral: bool,
}

/// [`CheckersPosition::last`] when no piece has moved yet.
pub(crate) const NO_LAST: u8 = u8::MAX;

impl CheckersPosition {
    /// The side to move.
    #[inline]
    pub const fn side_to_move(&self) -> Colour {
        self.side
    }

    /// The board.
    #[inline]
    pub const fn board_size(&self) -> BoardSize {
        self.layout.board()
    }

    /// The squares played on: the dark squares, or all of them.
    #[inline]
    pub const fn playing_squares(&self) -> PlayingSquares {
        if self.layout.all_squares() {
            PlayingSquares::All
        } else {
            PlayingSquares::Dark
        }
    }

    /// Plies since the last capture or man move (the move-limit counter).
    #[inline]
    pub const fn plies_without_progress(&self) -> u16 {
        self.quiet
    }

    /// Plies played since the current FMJD counting endgame began (0 outside one).
    #[inline]
    pub const fn endgame_plies(&self) -> u16 {
        self.endgame
    }

    /// Whether the pieces belong to nobody (Artamonov's game): then every piece is
    /// reported as White's, and White stands for South, Black for North.
    #[inline]
    pub const fn is_neutral(&self) -> bool {
        self.neutral
    }

    /// With neutral pieces: the square of the piece that made the last move (it may not
    /// move now), if any.
    pub fn last_moved(&self) -> Option<Square> {
        (self.last != NO_LAST).then(|| square_of_bit(self.layout, self.last))
    }

    /// With neutral pieces: how many pieces the player `colour` (White = South) has
    /// captured; 0 with sided pieces.
    pub fn captured_by(&self, colour: Colour) -> u32 {
        u32::from(self.captures[colour.index()])
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let b = 1u64 << bit_of(self.layout, square)?;
        let kind = if self.kings & b != 0 {
            PieceKind::King
        } else {
            PieceKind::Man
        };
        if self.white & b != 0 {
            Some(Piece {
                colour: Colour::White,
                kind,
            })
        } else if self.black & b != 0 {
            Some(Piece {
                colour: Colour::Black,
                kind,
            })
        } else {
            None
        }
    }

    /// The squares of the pieces of `colour`.
    pub fn pieces(&self, colour: Colour) -> Squares {
        Squares::from_layout_bits(self.layout, self.side_bits(colour))
    }

    /// The squares of the kings of both sides.
    pub fn kings(&self) -> Squares {
        Squares::from_layout_bits(self.layout, self.kings)
    }

    /// The squares of the men of both sides.
    pub fn men(&self) -> Squares {
        Squares::from_layout_bits(self.layout, self.occupied_bits() & !self.kings)
    }

    /// The occupied squares.
    pub fn occupied(&self) -> Squares {
        Squares::from_layout_bits(self.layout, self.occupied_bits())
    }

    /// Every piece with its square, White's first, each colour in ascending square
    /// order (a1, c1, …, b2, …).
    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Colour::ALL.into_iter().flat_map(move |c| {
            bits(self.side_bits(c)).map(move |i| {
                let b = 1u64 << i;
                let kind = if self.kings & b != 0 {
                    PieceKind::King
                } else {
                    PieceKind::Man
                };
                (
                    square_of_bit(self.layout, i as u8),
                    Piece { colour: c, kind },
                )
            })
        })
    }

    /// The column on `square`, top piece first: its top piece (what
    /// [`piece_at`](Self::piece_at) gives) and the pieces beneath it, down to the
    /// bottom. Empty for an empty square; one piece except in column draughts.
    ///
    /// ```
    /// use doska_checkers::{Checkers, Colour, Piece, Square};
    /// use doska_core::Game;
    /// let rules = Checkers::column();
    /// let pos = rules.parse_position("W:WKd4bB:Bb6").unwrap();
    /// let d4 = "d4".parse::<Square>().unwrap();
    /// assert_eq!(
    ///     pos.column(d4),
    ///     [Piece::king(Colour::White), Piece::man(Colour::Black), Piece::king(Colour::Black)]
    /// );
    /// assert_eq!(pos.to_string(), "W:WKd4bB:Bb6");
    /// ```
    pub fn column(&self, square: Square) -> Vec<Piece> {
        let Some(top) = self.piece_at(square) else {
            return Vec::new();
        };
        let mut out = vec![top];
        if let Some(i) = bit_of(self.layout, square) {
            let pile = self.stacks.pile(u32::from(i));
            out.extend((0..pile.n).map(|k| pile.piece(k)));
        }
        out
    }

    /// How many pieces of `colour` are on the board, tops of columns and pieces
    /// beneath them alike, and how many of those are kings.
    pub fn count_all(&self, colour: Colour) -> (u32, u32) {
        let (buried, buried_kings) = self.stacks.count(colour);
        let side = self.side_bits(colour);
        (
            side.count_ones() + buried,
            (side & self.kings).count_ones() + buried_kings,
        )
    }

    /// How many pieces of this colour and kind are on the board (in column draughts:
    /// as the top pieces of columns; [`count_all`](Self::count_all) counts all).
    pub fn count(&self, colour: Colour, kind: PieceKind) -> u32 {
        let side = self.side_bits(colour);
        match kind {
            PieceKind::Man => (side & !self.kings).count_ones(),
            PieceKind::King => (side & self.kings).count_ones(),
        }
    }

    /// The pieces of White (every piece with neutral pieces), in the bit layout.
    #[inline(always)]
    pub(crate) const fn white_bits(&self) -> u64 {
        self.white
    }

    /// The pieces of Black (none with neutral pieces), in the bit layout.
    #[inline(always)]
    pub(crate) const fn black_bits(&self) -> u64 {
        self.black
    }

    /// The kings of both sides, in the bit layout.
    #[inline(always)]
    pub(crate) const fn king_bits(&self) -> u64 {
        self.kings
    }

    /// The bit layout of the words.
    #[inline(always)]
    pub(crate) const fn layout(&self) -> Layout {
        self.layout
    }

    /// The pieces beneath the tops of columns.
    #[inline(always)]
    pub(crate) const fn stacks(&self) -> &Stacks {
        &self.stacks
    }

    /// [`stacks`](Self::stacks), to change.
    #[inline(always)]
    pub(crate) fn stacks_mut(&mut self) -> &mut Stacks {
        &mut self.stacks
    }

    /// With neutral pieces: the bit of the last-moved piece, [`NO_LAST`] before the
    /// first move.
    #[inline(always)]
    pub(crate) const fn last_bit(&self) -> u8 {
        self.last
    }

    /// With neutral pieces: the pieces South (index 0) and North have captured.
    #[inline(always)]
    pub(crate) const fn capture_counts(&self) -> [u8; 2] {
        self.captures
    }

    /// Sets White's pieces.
    #[inline(always)]
    pub(crate) fn set_white(&mut self, bits: u64) {
        self.white = bits;
    }

    /// Sets Black's pieces.
    #[inline(always)]
    pub(crate) fn set_black(&mut self, bits: u64) {
        self.black = bits;
    }

    /// Sets the kings.
    #[inline(always)]
    pub(crate) fn set_kings(&mut self, bits: u64) {
        self.kings = bits;
    }

    /// Sets the side to move.
    #[inline(always)]
    pub(crate) fn set_side(&mut self, side: Colour) {
        self.side = side;
    }

    /// Sets the move-limit counter (FEN `H`).
    #[inline(always)]
    pub(crate) fn set_quiet(&mut self, plies: u16) {
        self.quiet = plies;
    }

    /// Sets the FMJD endgame counter (FEN `E`).
    #[inline(always)]
    pub(crate) fn set_endgame(&mut self, plies: u16) {
        self.endgame = plies;
    }

    /// With neutral pieces: sets the bit of the last-moved piece.
    #[inline(always)]
    pub(crate) fn set_last(&mut self, bit: u8) {
        self.last = bit;
    }

    /// With neutral pieces: sets the capture counts of South and North.
    #[inline(always)]
    pub(crate) fn set_capture_counts(&mut self, counts: [u8; 2]) {
        self.captures = counts;
    }

    /// This position with other pieces, kings, side to move and counters (the stacks,
    /// the layout and the neutral-piece words kept): a child built in one expression.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(crate) const fn with_words(
        &self,
        white: u64,
        black: u64,
        kings: u64,
        side: Colour,
        quiet: u16,
        endgame: u16,
    ) -> CheckersPosition {
        CheckersPosition {
            white,
            black,
            kings,
            side,
            quiet,
            endgame,
            ..*self
        }
    }

    /// An empty position of `layout` with `side` to move, neutral pieces or not.
    pub(crate) const fn empty(layout: Layout, side: Colour, neutral: bool) -> CheckersPosition {
        CheckersPosition {
            white: 0,
            black: 0,
            kings: 0,
            side,
            layout,
            quiet: 0,
            endgame: 0,
            stacks: Stacks::EMPTY,
            last: NO_LAST,
            captures: [0; 2],
            neutral,
        }
    }

    #[inline(always)]
    pub(crate) const fn side_bits(&self, colour: Colour) -> u64 {
        match colour {
            Colour::White => self.white,
            Colour::Black => self.black,
        }
    }

    /// The pieces of the side to move and of the other side.
    #[inline(always)]
    pub(crate) const fn us_them(&self) -> (u64, u64) {
        match self.side {
            Colour::White => (self.white, self.black),
            Colour::Black => (self.black, self.white),
        }
    }

    /// [`us_them`](Self::us_them), to change.
    #[inline(always)]
    pub(crate) fn us_them_mut(&mut self) -> (&mut u64, &mut u64) {
        match self.side {
            Colour::White => (&mut self.white, &mut self.black),
            Colour::Black => (&mut self.black, &mut self.white),
        }
    }

    /// The start position of `rules`.
    pub(crate) fn start(rules: &Checkers) -> CheckersPosition {
        let layout = rules.layout();
        let n = layout.board().side();
        let mut pos =
            CheckersPosition::empty(layout, rules.first(), rules.pieces() == Pieces::Neutral);
        // The standard start: the dark squares of the first `n/2 − 1` ranks, or on all
        // 64 squares the second and third ranks (Turkish draughts).
        let (white_ranks, black_ranks) = if layout.all_squares() {
            (1..=2, n - 3..=n - 2)
        } else {
            (0..=n / 2 - 2, n / 2 + 1..=n - 1)
        };
        for rank in 0..n {
            for file in 0..n {
                let Some(sq) = Square::new(file, rank) else {
                    continue;
                };
                let Some(i) = bit_of(layout, sq) else {
                    continue;
                };
                let colour = match rules.start_setup() {
                    StartSetup::WolfAndSheep if rank == 0 => Some(Colour::Black),
                    StartSetup::WolfAndSheep => None,
                    StartSetup::Standard if white_ranks.contains(&rank) => Some(Colour::White),
                    StartSetup::Standard if black_ranks.contains(&rank) => Some(Colour::Black),
                    StartSetup::Diagonal if file > rank => Some(Colour::White),
                    StartSetup::Diagonal if file < rank => Some(Colour::Black),
                    _ => None,
                };
                match colour {
                    Some(_) if pos.neutral => pos.white |= 1 << i,
                    Some(Colour::White) => pos.white |= 1 << i,
                    Some(Colour::Black) => pos.black |= 1 << i,
                    None => {}
                }
            }
        }
        pos
    }

    /// Every occupied bit.
    #[inline(always)]
    pub(crate) const fn occupied_bits(&self) -> u64 {
        self.white | self.black
    }

    /// The 64-bit key of the pieces and the side to move (counters excluded).
    fn hash_key(&self) -> u64 {
        #[inline(always)]
        fn mix(mut z: u64) -> u64 {
            // SplitMix64's finaliser: a bijection with full avalanche.
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }
        let tag = (self.side as u64)
            | ((self.layout as u64) << 1)
            | (u64::from(self.last) << 8)
            | (u64::from(self.neutral) << 16);
        let mut h = mix(self.white ^ 0x9e37_79b9_7f4a_7c15);
        h = mix(h ^ self.black.rotate_left(17) ^ 0x6a09_e667_f3bc_c909);
        h = mix(h ^ self.kings.rotate_left(41) ^ 0xbb67_ae85_84ca_a73b);
        if self.stacks.tall != 0 {
            let st = &self.stacks;
            h = mix(h ^ st.tall ^ 0x3c6e_f372_fe94_f82b);
            h = mix(h ^ st.starts.rotate_left(7) ^ st.black.rotate_left(29));
            h = mix(h ^ st.king.rotate_left(51) ^ 0xa54f_f53a_5f1d_36f1);
        }
        mix(h ^ tag)
    }
}

impl doska_core::Position for CheckersPosition {
    #[inline]
    fn to_move(&self) -> Player {
        self.side.player()
    }

    fn key(&self) -> u64 {
        self.hash_key()
    }
}

impl fmt::Debug for CheckersPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CheckersPosition({:?}, \"{self}\")", self.layout)
    }
}
