//! Tic-tac-toe, the core's test game with many transpositions: used by the tests
//! (`tests/all/tictactoe.rs`) and the perft table bench.

use std::fmt;

use doska_core::smallvec::SmallVec;
use doska_core::{Game, Player, Position, Reason, StandardOutcome};

/// `skew` deliberately breaks the perft override, to show the harness catches it.
#[derive(Clone, Copy, Debug, Default)]
pub struct TicTacToe {
    pub skew: u64,
}

/// Cells 0..9 from a1 (bottom left) to c3; `x` and `o` bitmasks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    x: u16,
    o: u16,
    to_move: Player,
}

const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

fn wins(m: u16) -> bool {
    LINES.iter().any(|l| m & l == *l)
}

impl Position for Board {
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn key(&self) -> u64 {
        u64::from(self.x) | u64::from(self.o) << 9 | (self.to_move.index() as u64) << 18
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..3).rev() {
            for file in 0..3 {
                let bit = 1 << (rank * 3 + file);
                let c = if self.x & bit != 0 {
                    'x'
                } else if self.o & bit != 0 {
                    'o'
                } else {
                    '.'
                };
                write!(f, "{c}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(
            f,
            " {}",
            if self.to_move == Player::FIRST {
                'x'
            } else {
                'o'
            }
        )
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Cell(pub u8);

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.0 % 3) as char, self.0 / 3 + 1)
    }
}

#[derive(Debug, thiserror::Error, PartialEq)]
#[error("{0}")]
pub struct TextError(String);

impl Game for TicTacToe {
    type Position = Board;
    type Move = Cell;
    type Outcome = StandardOutcome;
    type MoveList = SmallVec<[Cell; 9]>;
    type PositionError = TextError;
    type MoveError = TextError;

    fn name(&self) -> String {
        "tictactoe".into()
    }
    fn players(&self) -> usize {
        2
    }
    fn player_name(&self, p: Player) -> String {
        if p == Player::FIRST { "X" } else { "O" }.into()
    }
    fn start(&self) -> Board {
        Board {
            x: 0,
            o: 0,
            to_move: Player::FIRST,
        }
    }
    fn legal_moves(&self, pos: &Board, moves: &mut Self::MoveList) {
        moves.clear();
        if self.outcome(pos).is_some() {
            return;
        }
        let empty = !(pos.x | pos.o) & 0x1ff;
        moves.extend((0..9).filter(|i| empty & (1 << i) != 0).map(Cell));
    }
    fn check_move(&self, pos: &Board, mv: &Cell) -> Result<(), TextError> {
        if self.outcome(pos).is_some() {
            Err(TextError("the game is over".into()))
        } else if mv.0 >= 9 || (pos.x | pos.o) & (1 << mv.0) != 0 {
            Err(TextError(format!("{mv} is not free")))
        } else {
            Ok(())
        }
    }
    fn play_unchecked(&self, pos: &mut Board, mv: &Cell) {
        if pos.to_move == Player::FIRST {
            pos.x |= 1 << mv.0;
        } else {
            pos.o |= 1 << mv.0;
        }
        pos.to_move = pos.to_move.next(2);
    }
    fn outcome(&self, pos: &Board) -> Option<StandardOutcome> {
        if wins(pos.x) {
            Some(StandardOutcome::win(Player::FIRST, Reason::Connection))
        } else if wins(pos.o) {
            Some(StandardOutcome::win(Player::SECOND, Reason::Connection))
        } else if pos.x | pos.o == 0x1ff {
            Some(StandardOutcome::draw(Reason::NoMoves))
        } else {
            None
        }
    }
    fn parse_position(&self, text: &str) -> Result<Board, TextError> {
        let err = |m: &str| TextError(format!("`{text}`: {m}"));
        let (cells, side) = text.trim().split_once(' ').ok_or_else(|| err("no side"))?;
        let ranks: Vec<&str> = cells.split('/').collect();
        if ranks.len() != 3 {
            return Err(err("need three ranks"));
        }
        let mut b = self.start();
        for (r, rank) in ranks.iter().enumerate() {
            if rank.chars().count() != 3 {
                return Err(err("need three cells a rank"));
            }
            for (file, c) in rank.chars().enumerate() {
                let bit = 1 << ((2 - r) * 3 + file);
                match c {
                    'x' => b.x |= bit,
                    'o' => b.o |= bit,
                    '.' => {}
                    _ => return Err(err("unknown symbol")),
                }
            }
        }
        b.to_move = match side {
            "x" => Player::FIRST,
            "o" => Player::SECOND,
            _ => return Err(err("side must be x or o")),
        };
        let (nx, no) = (b.x.count_ones(), b.o.count_ones());
        let expect = if b.to_move == Player::FIRST {
            nx == no
        } else {
            nx == no + 1
        };
        if !expect {
            return Err(err("piece counts do not fit the side to move"));
        }
        Ok(b)
    }
    fn parse_move(&self, pos: &Board, text: &str) -> Result<Cell, TextError> {
        let t = text.trim().as_bytes();
        if t.len() != 2 || !(b'a'..=b'c').contains(&t[0]) || !(b'1'..=b'3').contains(&t[1]) {
            return Err(TextError(format!("`{text}` is not a cell")));
        }
        let cell = Cell((t[1] - b'1') * 3 + (t[0] - b'a'));
        self.check_move(pos, &cell)?;
        Ok(cell)
    }
    fn perft(&self, pos: &Board, depth: u32) -> u64 {
        doska_core::perft_generic(self, pos, depth) + if depth == 2 { self.skew } else { 0 }
    }
    fn diagram(&self, pos: &Board) -> String {
        pos.to_string().replace('/', "\n")
    }
}
