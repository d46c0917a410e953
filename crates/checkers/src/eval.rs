//! [`CheckersEval`]: a static evaluation for search.

use doska_core::{Evaluation, Player};

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::square::Square;
use crate::engine::{engine, Engine};
use crate::moves::CheckersMove;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{Goal, KingLines, KingRange};
use crate::variants::turns::raw as raw_moves;

/// Material and advancement, from the point of view of the asked player.
///
/// A man is worth [`man`](CheckersEval::man), a king [`flying_king`](CheckersEval::flying_king)
/// or [`short_king`](CheckersEval::short_king) by the rules' king range, and each man
/// gains [`advance`](CheckersEval::advance) per rank it has moved up from its first
/// rank. In giveaway the whole value is negated (fewer pieces is better). The value
/// for Black is minus the value for White.
///
/// On all 64 squares (Turkish draughts) the orthogonal game has its own weights: a
/// flying king along ranks and files is worth [`orthogonal_king`](CheckersEval::orthogonal_king),
/// one that also moves diagonally [`eight_way_king`](CheckersEval::eight_way_king), a
/// man gains [`orthogonal_advance`](CheckersEval::orthogonal_advance) per rank and
/// [`near_crowning`](CheckersEval::near_crowning) more one step from the far rank (a
/// man there is crowned next move unless it is taken or blocked). The defaults were
/// set by matches of alpha-beta at depth 4 with these weights against alpha-beta at
/// depth 4 with the weights of the dark-square games (300 for a king, 4 a rank, no
/// bonus), 400 games per preset from 200 openings of four random plies, each played
/// with both colours (every game ended by the rules within 300 plies): in `turkish`
/// 198 wins, 89 draws and 113 losses; in `turkish-diagonal-kings` 251 wins, 47 draws
/// and 102 losses.
///
/// In column draughts the tops are valued as above, for the column's owner, and each
/// piece beneath a top adds to the owner's score: [`column_own`](CheckersEval::column_own)
/// for one of the owner's colour (a reserve, freed when the top above it is taken)
/// and [`column_prisoner`](CheckersEval::column_prisoner) for an opponent's (out of
/// the opponent's play while the column holds).
///
/// [`move_priority`](Evaluation::move_priority) puts longer captures first, then
/// promotions.
///
/// ```
/// use doska_checkers::{CheckersEval, Checkers};
/// use doska_core::{Evaluation, Game, Player};
/// let rules = Checkers::classic();
/// let pos = rules.parse_position("W:WKc3,e3:Bd6").unwrap();
/// let eval = CheckersEval::default();
/// let white = eval.evaluate(&rules, &pos, Player::FIRST);
/// assert_eq!(white, 300 + 100 + 2 * 4 - (100 + 2 * 4));
/// assert_eq!(eval.evaluate(&rules, &pos, Player::SECOND), -white);
///
/// // Turkish: a king along ranks and files, a man one step from crowning.
/// let turkish = Checkers::turkish();
/// let pos = turkish.parse_position("W:WKa1,d7:Bd5").unwrap();
/// let white = eval.evaluate(&turkish, &pos, Player::FIRST);
/// assert_eq!(white, 450 + (100 + 6 * 10 + 150) - (100 + 3 * 10));
///
/// // Column draughts: White's d4 holds a black prisoner above a white reserve.
/// let column = Checkers::column();
/// let pos = column.parse_position("W:Wd4bw:Bh8").unwrap();
/// let white = eval.evaluate(&column, &pos, Player::FIRST);
/// assert_eq!(white, (100 + 3 * 4) + 40 + 60 - 100);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CheckersEval {
    /// The value of a man.
    pub man: i32,
    /// The value of a flying king.
    pub flying_king: i32,
    /// The value of a one-square king.
    pub short_king: i32,
    /// The bonus of a man per rank advanced.
    pub advance: i32,
    /// On all 64 squares: the value of a flying king along ranks and files.
    pub orthogonal_king: i32,
    /// On all 64 squares: the value of a flying king along ranks, files and diagonals.
    pub eight_way_king: i32,
    /// On all 64 squares: the bonus of a man per rank advanced.
    pub orthogonal_advance: i32,
    /// On all 64 squares: the bonus of a man one step from the far rank.
    pub near_crowning: i32,
    /// Column draughts: the value of a piece beneath a top of its own colour.
    pub column_own: i32,
    /// Column draughts: the value, to the column's owner, of an opponent's piece
    /// beneath its top.
    pub column_prisoner: i32,
    /// Neutral pieces and the wolf: the value of one legal move of a side (neutral: the
    /// side to move's moves against the other's with the same barred piece; the wolf:
    /// its steps, with no move being a loss).
    pub mobility: i32,
    /// Neutral pieces: the value of one captured piece (the counts decide the
    /// adjudication).
    pub captured_piece: i32,
    /// The wolf: the bonus per rank it has come down from rank 8.
    pub wolf_advance: i32,
    /// The wolf: the bonus per sheep it has passed (a sheep on the wolf's rank or above
    /// can no longer bar its way).
    pub sheep_passed: i32,
}

impl Default for CheckersEval {
    fn default() -> Self {
        CheckersEval {
            man: 100,
            flying_king: 300,
            short_king: 170,
            advance: 4,
            orthogonal_king: 450,
            eight_way_king: 500,
            orthogonal_advance: 10,
            near_crowning: 150,
            column_own: 60,
            column_prisoner: 40,
            mobility: 10,
            captured_piece: 100,
            wolf_advance: 15,
            sheep_passed: 60,
        }
    }
}

impl CheckersEval {
    /// The value of `pos` for White (Black's is its negation).
    pub fn white_score(&self, rules: &Checkers, pos: &CheckersPosition) -> i32 {
        if engine(rules, pos) == Engine::Turns && (rules.goal() == Goal::Wolf || pos.is_neutral()) {
            return self.variant_score(rules, pos);
        }
        let full = pos.layout().all_squares();
        let king = match (rules.kings(), full, rules.king_lines()) {
            (KingRange::Short, _, _) => self.short_king,
            (KingRange::Flying, false, _) => self.flying_king,
            (KingRange::Flying, true, KingLines::Both) => self.eight_way_king,
            (KingRange::Flying, true, KingLines::Orthogonal) => self.orthogonal_king,
            (KingRange::Flying, true, KingLines::Diagonal) => self.flying_king,
        };
        let advance = if full {
            self.orthogonal_advance
        } else {
            self.advance
        };
        let n = u32::from(pos.board_size().side());
        let h = n / 2;
        let rank_of = |i: u32| {
            if full {
                i / 8
            } else {
                2 * (i / (2 * h + 1)) + u32::from(i % (2 * h + 1) >= h)
            }
        };
        let side = |bb: u64, colour: Colour| -> i32 {
            let men = bb & !pos.king_bits();
            let kings = (bb & pos.king_bits()).count_ones() as i32;
            let advanced: u32 = bits(men)
                .map(|i| match colour {
                    Colour::White => rank_of(i),
                    Colour::Black => n - 1 - rank_of(i),
                })
                .sum();
            let near = if full {
                let rank = match colour {
                    Colour::White => 0x00ff_0000_0000_0000u64,
                    Colour::Black => 0xff00,
                };
                (men & rank).count_ones() as i32 * self.near_crowning
            } else {
                0
            };
            men.count_ones() as i32 * self.man + kings * king + advanced as i32 * advance + near
        };
        let mut score =
            side(pos.white_bits(), Colour::White) - side(pos.black_bits(), Colour::Black);
        if pos.stacks().tall() != 0 {
            score += self.stack_score(pos);
        }
        match rules.goal() {
            Goal::Normal => score,
            Goal::Giveaway => -score,
            Goal::Wolf => score,
        }
    }

    /// [`white_score`](Self::white_score) of the wolf and the sheep and of neutral
    /// pieces (South is White).
    fn variant_score(&self, rules: &Checkers, pos: &CheckersPosition) -> i32 {
        let moves_of = |side: Colour| {
            let mut p = *pos;
            p.set_side(side);
            raw_moves(rules, &p).len() as i32
        };
        if pos.is_neutral() {
            let (s, n) = (
                i32::from(pos.capture_counts()[0]),
                i32::from(pos.capture_counts()[1]),
            );
            return self.captured_piece * (s - n)
                + self.mobility * (moves_of(Colour::White) - moves_of(Colour::Black));
        }
        // The wolf: unplaced, it has every choice still.
        let Some(wolf) = bits(pos.white_bits()).next() else {
            return 0;
        };
        let rank =
            |i: u32| Square::rank(crate::board::layout::square_of_bit(pos.layout(), i as u8));
        let wolf_rank = rank(wolf);
        let top = pos.board_size().side() - 1;
        let passed = bits(pos.black_bits())
            .filter(|&i| rank(i) >= wolf_rank)
            .count() as i32;
        self.mobility * moves_of(Colour::White)
            + self.wolf_advance * i32::from(top - wolf_rank)
            + self.sheep_passed * passed
    }
}

impl CheckersEval {
    /// The value for White of the pieces beneath the tops of columns.
    fn stack_score(&self, pos: &CheckersPosition) -> i32 {
        let mut score = 0;
        for sq in bits(pos.stacks().tall()) {
            let owner_white = pos.white_bits() >> sq & 1 != 0;
            let pile = pos.stacks().pile(sq);
            let mask = (1u64 << pile.n) - 1;
            let black = (pile.black & mask).count_ones() as i32;
            let white = pile.n as i32 - black;
            let (own, prisoners) = if owner_white {
                (white, black)
            } else {
                (black, white)
            };
            let value = own * self.column_own + prisoners * self.column_prisoner;
            score += if owner_white { value } else { -value };
        }
        score
    }
}

impl Evaluation<Checkers> for CheckersEval {
    const QUIESCENCE_PLIES: u32 = 16;

    fn evaluate(&self, game: &Checkers, pos: &CheckersPosition, player: Player) -> i32 {
        let s = self.white_score(game, pos);
        match Colour::from_player(player) {
            Some(Colour::White) => s,
            _ => -s,
        }
    }

    fn move_priority(&self, _game: &Checkers, pos: &CheckersPosition, mv: &CheckersMove) -> i32 {
        let kings_taken = (mv.captured & pos.king_bits()).count_ones() as i32;
        mv.capture_count() as i32 * 1000 + kings_taken * 100 + i32::from(mv.promotes()) * 500
    }

    /// Captures are noisy: search follows a capture chain past its depth, so it never
    /// judges a position in the middle of an exchange (captures are compulsory).
    fn is_noisy(&self, _game: &Checkers, _pos: &CheckersPosition, mv: &CheckersMove) -> bool {
        mv.capture_count() > 0
    }
}
