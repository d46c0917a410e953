//! The position text: like a chess FEN, ranks 8 to 1 separated by `/`, `b` black, `w`
//! white, digits for runs of empty squares; a space and the side to move (`b` or `w`);
//! then, only when it is not zero, a space and the number of plies played (the
//! move-limit counter). A counter at or past the move limit is accepted: the game is
//! then over, drawn by the limit unless a side is connected.

use std::fmt;
use std::str::FromStr;

use doska_core::square::Square8 as Square;

use crate::colour::Colour;
use crate::position::{LinesOfActionPosition, PositionError};
use crate::squares::Squares;

impl FromStr for LinesOfActionPosition {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<LinesOfActionPosition, PositionError> {
        let mut fields = text.split_whitespace();
        let fields_err = || PositionError::Fields {
            text: text.to_string(),
        };
        let board = fields.next().ok_or_else(fields_err)?;
        let side_text = fields.next().ok_or_else(fields_err)?;
        let plies_text = fields.next();
        if fields.next().is_some() {
            return Err(fields_err());
        }
        let (black, white) = parse_board(board)?;
        let side = match side_text {
            "b" => Colour::Black,
            "w" => Colour::White,
            _ => {
                return Err(PositionError::Colour {
                    text: side_text.to_string(),
                })
            }
        };
        let ply = match plies_text {
            None => 0,
            Some(t) if t.bytes().all(|c| c.is_ascii_digit()) => {
                t.parse::<u32>().map_err(|_| PositionError::Plies {
                    text: t.to_string(),
                })?
            }
            Some(t) => {
                return Err(PositionError::Plies {
                    text: t.to_string(),
                })
            }
        };
        LinesOfActionPosition::from_parts(black, white, side, ply)
    }
}

fn parse_board(board: &str) -> Result<(Squares, Squares), PositionError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Err(PositionError::RankCount {
            board: board.to_string(),
            found: ranks.len(),
        });
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0usize;
        for c in rank_text.chars() {
            match c {
                'b' | 'w' => {
                    if file < 8 {
                        let bit = 1u64 << (usize::from(rank) * 8 + file);
                        if c == 'b' {
                            black |= bit;
                        } else {
                            white |= bit;
                        }
                    }
                    file += 1;
                }
                '1'..='8' => file += c as usize - '0' as usize,
                _ => {
                    return Err(PositionError::Symbol {
                        rank: rank + 1,
                        text: rank_text.to_string(),
                        symbol: c,
                    })
                }
            }
        }
        if file != 8 {
            return Err(PositionError::RankLength {
                rank: rank + 1,
                text: rank_text.to_string(),
                squares: file,
            });
        }
    }
    Ok((Squares::from_bits(black), Squares::from_bits(white)))
}

impl fmt::Display for LinesOfActionPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::with_capacity(80);
        for rank in (0..8u8).rev() {
            let mut empty = 0u8;
            for file in 0..8u8 {
                let sq = Square::new(file, rank).unwrap_or(Square::A1);
                match self.piece_at(sq) {
                    None => empty += 1,
                    Some(side) => {
                        if empty > 0 {
                            text.push((b'0' + empty) as char);
                            empty = 0;
                        }
                        text.push(side.letter());
                    }
                }
            }
            if empty > 0 {
                text.push((b'0' + empty) as char);
            }
            if rank > 0 {
                text.push('/');
            }
        }
        text.push(' ');
        text.push(self.side_to_move().letter());
        if self.ply() > 0 {
            text.push(' ');
            text.push_str(&self.ply().to_string());
        }
        f.write_str(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_the_problem() {
        let err = |t: &str| t.parse::<LinesOfActionPosition>().unwrap_err();
        assert!(matches!(err(""), PositionError::Fields { .. }));
        assert!(matches!(
            err("8/8/8/8/8/8/8/b7"),
            PositionError::Fields { .. }
        ));
        assert!(matches!(
            err("8/8/8/8/8/8/w7/b7 b 1 2"),
            PositionError::Fields { .. }
        ));
        assert!(matches!(
            err("8/8/8/8/8/8/b7 b"),
            PositionError::RankCount { found: 7, .. }
        ));
        assert!(matches!(
            err("8/8/8/8/8/8/w8/b7 b"),
            PositionError::RankLength {
                rank: 2,
                squares: 9,
                ..
            }
        ));
        assert!(matches!(
            err("8/8/8/8/8/8/w6/b7 b"),
            PositionError::RankLength {
                rank: 2,
                squares: 7,
                ..
            }
        ));
        assert!(matches!(
            err("8/8/8/8/8/8/w7/k7 b"),
            PositionError::Symbol {
                rank: 1,
                symbol: 'k',
                ..
            }
        ));
        assert!(matches!(
            err("8/8/8/8/8/8/w7/b7 x"),
            PositionError::Colour { .. }
        ));
        assert!(matches!(
            err("8/8/8/8/8/8/w7/b7 b -3"),
            PositionError::Plies { .. }
        ));
        assert!(matches!(
            err("8/8/8/8/8/8/w7/b7 b 99999999999"),
            PositionError::Plies { .. }
        ));
        assert!(matches!(
            err("8/8/8/8/8/8/8/b7 w"),
            PositionError::NoPieces {
                side: Colour::White
            }
        ));
        assert_eq!(
            err("8/8/8/8/8/8/w7/b6q b").to_string(),
            "unexpected `q` in rank 1 `b6q`: expected b, w or a digit 1-8"
        );
    }

    #[test]
    fn digit_runs_may_be_split_but_are_written_merged() {
        let pos: LinesOfActionPosition = " 44/8/8/8/8/8/w7/b7  w 0 ".parse().unwrap();
        assert_eq!(pos.to_string(), "8/8/8/8/8/8/w7/b7 w");
    }
}
