//! [`Game`] for [`Checkers`]: the start, move generation, play, outcome and text.

use doska_core::registry::Family;
use doska_core::{Game, Player};

use crate::family::CheckersFamily;
use crate::fen::PositionError;
use crate::geometry::{bit_of, with_geometry, Dark};
use crate::movegen::{check_move, count, generate, play};
use crate::moves::{CheckersMove, CheckersMoves, MoveError};
use crate::outcome::CheckersOutcome;
use crate::popcount::cpu_has_popcnt;
use crate::position::CheckersPosition;
use crate::rules::{Checkers, StartSetup};
use crate::square::{BoardSize, Colour, Square};

impl Checkers {
    /// The legal moves of `pos` as a `Vec` (empty when the game is over).
    pub fn legal_move_vec(&self, pos: &CheckersPosition) -> Vec<CheckersMove> {
        let mut list = Vec::new();
        if self.ended_by_rule(pos).is_none() {
            with_geometry!(pos.board, G => generate::<G, _>(self, pos, &mut list));
        }
        list
    }

    fn start_position(&self) -> CheckersPosition {
        let board = self.board;
        let n = board.side();
        let mut pos = CheckersPosition {
            white: 0,
            black: 0,
            kings: 0,
            side: self.first,
            board,
            quiet: 0,
            endgame: 0,
        };
        for rank in 0..n {
            for file in 0..n {
                let Some(sq) = Square::new(file, rank) else {
                    continue;
                };
                let Some(i) = bit_of(board, sq) else {
                    continue;
                };
                let colour = match self.start {
                    StartSetup::Standard if rank < n / 2 - 1 => Some(Colour::White),
                    StartSetup::Standard if rank > n / 2 => Some(Colour::Black),
                    StartSetup::Diagonal if file > rank => Some(Colour::White),
                    StartSetup::Diagonal if file < rank => Some(Colour::Black),
                    _ => None,
                };
                match colour {
                    Some(Colour::White) => pos.white |= 1 << i,
                    Some(Colour::Black) => pos.black |= 1 << i,
                    None => {}
                }
            }
        }
        pos
    }

    fn board_diagram(&self, pos: &CheckersPosition) -> String {
        let n = pos.board.side();
        let mut s = String::new();
        for rank in (0..n).rev() {
            s.push_str(&format!("{:>2}", rank + 1));
            for file in 0..n {
                let sq = Square::new(file, rank).expect("on the board");
                let c = match pos.piece_at(sq) {
                    Some(p) => p.letter(),
                    None if sq.is_dark() => '.',
                    None => ' ',
                };
                s.push(' ');
                s.push(c);
            }
            s.push('\n');
        }
        s.push_str("  ");
        for file in 0..n {
            s.push(' ');
            s.push((b'a' + file) as char);
        }
        s.push('\n');
        s.push_str(&format!("{} to move", pos.side));
        if pos.quiet != 0 {
            s.push_str(&format!(
                ", {} plies without a capture or a man move",
                pos.quiet
            ));
        }
        s
    }
}

impl Game for Checkers {
    type Position = CheckersPosition;
    type Move = CheckersMove;
    type Outcome = CheckersOutcome;
    type MoveList = CheckersMoves;
    type PositionError = PositionError;
    type MoveError = MoveError;

    fn name(&self) -> String {
        CheckersFamily::spec_of(self)
    }

    fn players(&self) -> usize {
        2
    }

    fn player_name(&self, player: Player) -> String {
        Colour::from_player(player).map_or_else(|| player.to_string(), |c| c.name().to_string())
    }

    fn start(&self) -> CheckersPosition {
        self.start_position()
    }

    #[inline]
    fn legal_moves(&self, pos: &CheckersPosition, moves: &mut CheckersMoves) {
        moves.clear();
        if !self.clearly_going_on(pos) && self.ended_by_rule(pos).is_some() {
            return;
        }
        match pos.board {
            BoardSize::Eight => generate::<crate::geometry::Dark8, _>(self, pos, moves),
            BoardSize::Ten => generate::<crate::geometry::Dark10, _>(self, pos, moves),
        }
    }

    #[inline(always)]
    fn count_moves(&self, pos: &CheckersPosition) -> u64 {
        if !self.clearly_going_on(pos) && self.ended_by_rule(pos).is_some() {
            return 0;
        }
        // `Dark<N, true>` only after the CPU check (the invariant of `Dark`).
        match (pos.board, cpu_has_popcnt()) {
            (BoardSize::Eight, true) => count::<Dark<8, true>>(self, pos),
            (BoardSize::Ten, true) => count::<Dark<10, true>>(self, pos),
            (BoardSize::Eight, false) => count::<crate::geometry::Dark8>(self, pos),
            (BoardSize::Ten, false) => count::<crate::geometry::Dark10>(self, pos),
        }
    }

    fn perft(&self, pos: &CheckersPosition, depth: u32) -> u64 {
        crate::perft::perft(self, pos, depth)
    }

    fn check_move(&self, pos: &CheckersPosition, mv: &CheckersMove) -> Result<(), MoveError> {
        check_move(self, pos, mv)
    }

    #[inline]
    fn play_unchecked(&self, pos: &mut CheckersPosition, mv: &CheckersMove) {
        play(self, pos, mv);
    }

    fn outcome(&self, pos: &CheckersPosition) -> Option<CheckersOutcome> {
        self.outcome_of(pos)
    }

    fn parse_position(&self, text: &str) -> Result<CheckersPosition, PositionError> {
        self.position_from_fen(text)
    }

    fn parse_move(&self, pos: &CheckersPosition, text: &str) -> Result<CheckersMove, MoveError> {
        self.read_move(pos, text)
    }

    fn format_move(&self, pos: &CheckersPosition, mv: &CheckersMove) -> String {
        self.write_move(pos, mv)
    }

    fn diagram(&self, pos: &CheckersPosition) -> String {
        self.board_diagram(pos)
    }

    fn repetition(&self) -> Option<u32> {
        (self.repetition != 0).then_some(u32::from(self.repetition))
    }
}
