//! A test game that uses what tic-tac-toe does not: three or four seats, two teams, a
//! player who must pass, a turn that returns to the same player, rankings, and a
//! repetition rule. Defined only here.
//!
//! Rules: tokens of 3 or 4 players stand on a ring of 8 cells. A move steps one's token
//! 1 or 2 cells forward to an empty cell; a step of 2 gives the same player a bonus
//! move (not two in a row). A player whose both cells ahead are taken must pass. After
//! 96 plies the game ends: with 3 players a ranking by cell number (higher is better),
//! with 4 players the team (seats 1+3 against 2+4) with the larger cell sum wins. Three
//! occurrences of the same position (cells, seat, bonus) draw.

use crate::support::weak_key;

use std::fmt;
use std::sync::OnceLock;

use doska_core::conformance::{check, check_perft_ways, Config};
use doska_core::smallvec::SmallVec;
use doska_core::{
    perft, random_playout, seeded_rng, Ending, Game, Match, Outcome, Perft, PerftTable, Player,
    PlayerSet, Position, Ranking, Reason, StandardOutcome, Team, Verdict, BUCKET_BYTES,
};
use proptest::prelude::*;

use weak_key::{key_only_perft, WeakKey, Weakness};

#[derive(Clone, Copy, Debug)]
struct Ring {
    players: u8,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct State {
    cells: [u8; 4],
    to_move: Player,
    bonus: bool,
    ply: u8,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Step {
    One,
    Two,
    Pass,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Step::One => "1",
            Step::Two => "2",
            Step::Pass => "pass",
        })
    }
}

impl Position for State {
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn key(&self) -> u64 {
        let mut k = 0u64;
        for c in self.cells {
            k = k << 4 | u64::from(c);
        }
        k << 4 | (self.to_move.index() as u64) << 1 | u64::from(self.bonus)
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}{} {}",
            self.cells.map(|c| c.to_string()).join(","),
            self.to_move.index() + 1,
            if self.bonus { "+" } else { "" },
            self.ply
        )
    }
}

#[derive(Debug, thiserror::Error)]
#[error("{0}")]
struct TextError(String);

impl Ring {
    fn occupied(&self, s: &State, cell: u8) -> bool {
        s.cells[..self.players as usize].contains(&cell)
    }
}

impl Game for Ring {
    type Position = State;
    type Move = Step;
    type Outcome = StandardOutcome;
    type MoveList = SmallVec<[Step; 2]>;
    type PositionError = TextError;
    type MoveError = TextError;

    fn name(&self) -> String {
        format!("ring:players={}", self.players)
    }
    fn players(&self) -> usize {
        self.players as usize
    }
    fn team(&self, p: Player) -> Team {
        if self.players == 4 {
            Team::new(p.index() % 2).unwrap()
        } else {
            Team::of_player(p)
        }
    }
    fn teams(&self) -> usize {
        if self.players == 4 {
            2
        } else {
            3
        }
    }
    fn start(&self) -> State {
        State {
            cells: [0, 2, 4, 6],
            to_move: Player::FIRST,
            bonus: false,
            ply: 0,
        }
    }
    fn legal_moves(&self, s: &State, moves: &mut Self::MoveList) {
        moves.clear();
        if s.ply >= 96 {
            return;
        }
        let c = s.cells[s.to_move.index()];
        if !self.occupied(s, (c + 1) % 8) {
            moves.push(Step::One);
        }
        if !s.bonus && !self.occupied(s, (c + 2) % 8) {
            moves.push(Step::Two);
        }
        if moves.is_empty() {
            moves.push(Step::Pass);
        }
    }
    fn check_move(&self, s: &State, mv: &Step) -> Result<(), TextError> {
        if self.moves(s).contains(mv) {
            Ok(())
        } else {
            Err(TextError(format!("{mv} is not legal in `{s}`")))
        }
    }
    fn play_unchecked(&self, s: &mut State, mv: &Step) {
        let i = s.to_move.index();
        s.ply += 1;
        let again = match mv {
            Step::One => {
                s.cells[i] = (s.cells[i] + 1) % 8;
                false
            }
            Step::Two => {
                s.cells[i] = (s.cells[i] + 2) % 8;
                true
            }
            Step::Pass => false,
        };
        s.bonus = again;
        if !again {
            s.to_move = s.to_move.next(self.players());
        }
    }
    fn outcome(&self, s: &State) -> Option<StandardOutcome> {
        if s.ply < 96 {
            return None;
        }
        let verdict = if self.players == 4 {
            let sum = |t: usize| u32::from(s.cells[t]) + u32::from(s.cells[t + 2]);
            match sum(0).cmp(&sum(1)) {
                std::cmp::Ordering::Greater => {
                    Verdict::Win(PlayerSet::single(Player::FIRST).with(Player::new(2).unwrap()))
                }
                std::cmp::Ordering::Less => {
                    Verdict::Win(PlayerSet::single(Player::SECOND).with(Player::new(3).unwrap()))
                }
                std::cmp::Ordering::Equal => Verdict::Draw,
            }
        } else {
            Verdict::Ranking(Ranking::by_score(&s.cells[..3]))
        };
        Some(StandardOutcome {
            verdict,
            reason: Reason::MoveLimit,
        })
    }
    fn parse_position(&self, text: &str) -> Result<State, TextError> {
        let err = || TextError(format!("bad ring position `{text}`"));
        let parts: Vec<&str> = text.split_whitespace().collect();
        let [cells, seat, ply] = parts[..] else {
            return Err(err());
        };
        let mut s = self.start();
        let cells: Vec<u8> = cells
            .split(',')
            .map(|c| c.parse().ok().filter(|c| *c < 8))
            .collect::<Option<_>>()
            .ok_or_else(err)?;
        if cells.len() != 4 {
            return Err(err());
        }
        s.cells.copy_from_slice(&cells);
        for i in 0..self.players as usize {
            if s.cells[..i].contains(&s.cells[i]) {
                return Err(err());
            }
        }
        let (seat, bonus) = match seat.strip_suffix('+') {
            Some(n) => (n, true),
            None => (seat, false),
        };
        let seat: usize = seat.parse().map_err(|_| err())?;
        s.to_move = Player::new(seat.wrapping_sub(1))
            .filter(|p| p.index() < self.players())
            .ok_or_else(err)?;
        s.bonus = bonus;
        s.ply = ply.parse().ok().filter(|p| *p <= 96).ok_or_else(err)?;
        if self.players == 3 && s.cells[3] != 6 {
            return Err(err());
        }
        Ok(s)
    }
    fn parse_move(&self, s: &State, text: &str) -> Result<Step, TextError> {
        let mv = match text.trim() {
            "1" => Step::One,
            "2" => Step::Two,
            "pass" => Step::Pass,
            _ => return Err(TextError(format!("`{text}` is not a step"))),
        };
        if self.moves(s).contains(&mv) {
            Ok(mv)
        } else {
            Err(TextError(format!("`{text}` is not legal here")))
        }
    }
    fn repetition(&self) -> Option<u32> {
        Some(3)
    }
}

#[test]
fn conformance_three_and_four_players() {
    for players in [3, 4] {
        let report = check(&Ring { players }, &Config::with_playouts(200));
        assert_eq!(report.playouts, 200);
        assert!(
            report.endings.iter().any(|(r, _)| *r == Reason::MoveLimit),
            "{report:?}"
        );
    }
}

#[test]
fn bonus_turns_passes_and_rankings() {
    let g = Ring { players: 3 };
    let mut s = g.parse_position("0,3,5,6 1 0").unwrap();
    g.play(&mut s, &Step::Two).unwrap();
    assert_eq!(s.to_move(), Player::FIRST, "a step of two moves again");
    assert_eq!(
        g.moves(&s).as_slice(),
        &[Step::Pass],
        "cell 3 is taken, no second bonus"
    );
    assert!(g.play(&mut s.clone(), &Step::Two).is_err());
    let blocked = g.parse_position("0,1,2,6 1 5").unwrap();
    assert_eq!(g.moves(&blocked).as_slice(), &[Step::Pass]);
    let end = g.parse_position("5,7,1,6 2 96").unwrap();
    let o = g.outcome(&end).unwrap();
    assert_eq!(o.payoff(Player::SECOND, 3), 1.0);
    assert_eq!(o.payoff(Player::FIRST, 3), 0.0);
    assert_eq!(o.payoff(Player::new(2).unwrap(), 3), -1.0);
    assert!(perft(&g, &g.start(), 6) > 0);
}

#[test]
fn teams_share_results_and_resignation() {
    let g = Ring { players: 4 };
    let p = random_playout(&g, &g.start(), &mut seeded_rng(3), 1000);
    let v = p.ending.unwrap().verdict();
    if let Verdict::Win(set) = v {
        assert_eq!(set.len(), 2);
        let [a, b]: [Player; 2] = set.iter().collect::<Vec<_>>().try_into().unwrap();
        assert_eq!(g.team(a), g.team(b));
    }
    let mut m = Match::new(g);
    m.resign(Player::new(2).unwrap()).unwrap();
    let expect = PlayerSet::single(Player::SECOND).with(Player::new(3).unwrap());
    assert_eq!(m.ending().unwrap().verdict(), Verdict::Win(expect));
    assert!(m.resign(Player::new(5).unwrap()).is_err());
}

#[test]
fn repetition_ends_a_match() {
    // Tokens go round the ring, so positions come back: find a playout that ends by
    // repetition and check that the match layer agrees.
    let g = Ring { players: 3 };
    let rep = (0..500)
        .map(|seed| random_playout(&g, &g.start(), &mut seeded_rng(seed), 1000))
        .find(|p| matches!(p.ending, Some(Ending::Repetition { .. })))
        .expect("some playout repeats");
    let m = Match::replay(g, None, rep.moves.iter().map(|m| m.to_string())).unwrap();
    assert!(matches!(m.ending(), Some(Ending::Repetition { count: 3 })));
    assert_eq!(m.ending().unwrap().verdict(), Verdict::Draw);
}

#[test]
fn positions_that_differ_only_in_the_ply_counter() {
    // Same cells, seat and bonus, so the same key; but the move limit is 96 plies, so
    // at ply 90 the game ends six plies in and the counts differ. One table serves
    // both, in either order, at every depth, and must not confuse them.
    for players in [3, 4] {
        let g = Ring { players };
        let early = g.parse_position("0,2,4,6 1 0").unwrap();
        let late = g.parse_position("0,2,4,6 1 90").unwrap();
        assert_eq!(early.key(), late.key());
        assert_ne!(perft(&g, &early, 10), perft(&g, &late, 10));
        assert_eq!(perft(&g, &late, 7), 0, "the game is over after six plies");
        // A table of one bucket puts every position in the same bucket.
        for (order, bytes) in [([&early, &late], BUCKET_BYTES), ([&late, &early], 64 << 10)] {
            let table = PerftTable::with_bytes(bytes);
            for pos in order {
                for depth in 0..=12 {
                    let plain = perft(&g, pos, depth);
                    let run = Perft::new(&g).table(&table).hash_from(1);
                    assert_eq!(run.count(pos, depth), plain, "{pos} at depth {depth}");
                    assert_eq!(check_perft_ways(&g, pos, depth, &table), plain);
                }
            }
        }
    }
}

#[test]
fn weak_keys_are_detected_not_trusted() {
    for players in [3, 4] {
        for weakness in [Weakness::Zero, Weakness::SideToMove] {
            let g = WeakKey {
                game: Ring { players },
                weakness,
            };
            let table = PerftTable::with_bytes(16 << 10);
            let key_only_table = PerftTable::with_bytes(16 << 10);
            let mut key_only_wrong = 0;
            for seed in 0..20 {
                // From 70 to 89 plies played: the move limit falls inside the horizon.
                let plies = 70 + seed as usize;
                let start = g.wrap(
                    random_playout(&g.game, &g.start().inner, &mut seeded_rng(seed), plies)
                        .position,
                );
                let plain = perft(&g, &start, 14);
                assert_eq!(check_perft_ways(&g, &start, 14, &table), plain);
                // Trusting the key alone would go wrong on these keys: one table serves
                // positions whose ply counters, and so whose counts, differ.
                let key_only = key_only_perft(&g, &start, 14, &key_only_table);
                key_only_wrong += usize::from(key_only != plain);
            }
            assert!(
                key_only_wrong > 10,
                "{weakness:?}, {players} players: {key_only_wrong}"
            );
        }
    }
}

fn shared(small: bool) -> &'static PerftTable {
    static TABLES: [OnceLock<PerftTable>; 2] = [OnceLock::new(), OnceLock::new()];
    TABLES[usize::from(small)]
        .get_or_init(|| PerftTable::with_bytes(if small { 4 << 10 } else { 16 << 20 }))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random positions of 3 and 4 players, with bonus turns and passes, often within a
    /// few plies of the move limit so that the game ends inside the horizon.
    #[test]
    fn every_way_agrees_on_the_ring(
        four in any::<bool>(),
        seed in any::<u64>(),
        plies in 0usize..96,
        depth in 0u32..14,
        small in any::<bool>(),
    ) {
        let g = Ring { players: if four { 4 } else { 3 } };
        let pos = random_playout(&g, &g.start(), &mut seeded_rng(seed), plies).position;
        prop_assert_eq!(check_perft_ways(&g, &pos, depth, shared(small)), perft(&g, &pos, depth));
    }
}
