//! How a game ends: the verdict (who won, a draw, a ranking), the reason, per-player
//! payoffs for generic search, and the [`Outcome`] trait that carries game-specific detail.

use std::fmt;

use crate::player::{PerPlayer, Player, PlayerSet, MAX_PLAYERS};

/// Who won: one player or one team, nobody (a draw), or a ranking of all players.
///
/// A team win is a [`Verdict::Win`] whose set holds every player of the team.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Verdict {
    /// The players in the set won (one player, or every player of one team); all others lost.
    Win(PlayerSet),
    /// Nobody won.
    Draw,
    /// A full ranking: the place of each player, `1` = best; equal places are ties.
    Ranking(Ranking),
}

impl Verdict {
    /// A win for a single player.
    #[inline]
    pub const fn win(player: Player) -> Verdict {
        Verdict::Win(PlayerSet::single(player))
    }

    /// The place of `player` (1 = first). A winner is first, every loser second, and a
    /// draw puts everyone first.
    pub fn place(&self, player: Player) -> u8 {
        match self {
            Verdict::Win(set) if set.contains(player) => 1,
            Verdict::Win(_) => 2,
            Verdict::Draw => 1,
            Verdict::Ranking(r) => r.place(player),
        }
    }

    /// Whether `player` won: it is among the winners of a [`Verdict::Win`], or alone in
    /// first place of a ranking (a shared first place is not a win).
    pub fn is_win_for(&self, player: Player) -> bool {
        match self {
            Verdict::Win(set) => set.contains(player),
            Verdict::Draw => false,
            Verdict::Ranking(r) => r.place(player) == 1 && r.winners().len() == 1,
        }
    }

    /// The payoff of `player` at a table of `players` seats, in `[-1, 1]`.
    ///
    /// A win is `+1` for the winners and `-1` for everyone else; a draw is `0`. In a
    /// ranking a player's payoff is (players ranked below it − players ranked above it)
    /// / (players − 1), so first of three gets `+1`, second `0`, third `-1`. For two
    /// players and for two teams the payoffs sum to zero, as negamax expects.
    pub fn payoff(&self, player: Player, players: usize) -> f64 {
        match self {
            Verdict::Win(set) => {
                if set.contains(player) {
                    1.0
                } else {
                    -1.0
                }
            }
            Verdict::Draw => 0.0,
            Verdict::Ranking(r) => {
                if players < 2 {
                    return 0.0;
                }
                let me = r.place(player);
                let (mut below, mut above) = (0i32, 0i32);
                for q in Player::all(players) {
                    let p = r.place(q);
                    if p > me {
                        below += 1;
                    } else if p < me {
                        above += 1;
                    }
                }
                f64::from(below - above) / (players as f64 - 1.0)
            }
        }
    }

    /// The payoffs of every seat.
    pub fn payoffs(&self, players: usize) -> PerPlayer<f64> {
        PerPlayer::from_fn(players, |p| self.payoff(p, players))
    }
}

/// The places of up to six players (1 = first; ties share a place).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ranking {
    places: [u8; MAX_PLAYERS],
    players: u8,
}

impl Ranking {
    /// A ranking from the places of each seat, in seat order (`places[0]` is seat 0).
    ///
    /// Returns `None` when there are more than six places or a place is 0.
    pub fn from_places(places: &[u8]) -> Option<Ranking> {
        if places.len() > MAX_PLAYERS || places.contains(&0) {
            return None;
        }
        let mut r = Ranking {
            places: [0; MAX_PLAYERS],
            players: places.len() as u8,
        };
        r.places[..places.len()].copy_from_slice(places);
        Some(r)
    }

    /// A ranking by score, higher is better; equal scores share a place.
    ///
    /// ```
    /// use doska_core::{Player, Ranking};
    /// let r = Ranking::by_score(&[10, 30, 10]);
    /// assert_eq!(r.place(Player::SECOND), 1);
    /// assert_eq!(r.place(Player::FIRST), 2);
    /// assert_eq!(r.place(Player::new(2).unwrap()), 2);
    /// ```
    ///
    /// # Panics
    /// When more than six scores are given.
    pub fn by_score<S: PartialOrd>(scores: &[S]) -> Ranking {
        assert!(scores.len() <= MAX_PLAYERS, "at most {MAX_PLAYERS} players");
        let mut places = [0u8; MAX_PLAYERS];
        for (i, s) in scores.iter().enumerate() {
            places[i] = 1 + scores.iter().filter(|t| *t > s).count() as u8;
        }
        Ranking {
            places,
            players: scores.len() as u8,
        }
    }

    /// The place of `player` (1 = first); seats beyond the ranking are last.
    pub fn place(&self, player: Player) -> u8 {
        if player.index() < self.players as usize {
            self.places[player.index()]
        } else {
            u8::MAX
        }
    }

    /// The number of ranked players.
    pub fn players(&self) -> usize {
        self.players as usize
    }

    /// The players in first place.
    pub fn winners(&self) -> PlayerSet {
        Player::all(self.players())
            .filter(|p| self.place(*p) == 1)
            .collect()
    }

    /// The places in seat order.
    pub fn places(&self) -> &[u8] {
        &self.places[..self.players()]
    }
}

impl fmt::Debug for Ranking {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Ranking").field(&self.places()).finish()
    }
}

/// Why a game ended. Games report the most specific reason; the match layer adds
/// resignation and adjudication.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum Reason {
    /// The side to move has no legal move (blocked).
    NoMoves,
    /// A side has no pieces left.
    NoPieces,
    /// A side has too few pieces to go on (a morris player reduced to two).
    TooFewPieces,
    /// A material rule decided it (the traditional draughts draws, a lone king each).
    Material,
    /// A side connected all its pieces (lines of action).
    Connection,
    /// A side brought all its pieces home (halma).
    Target,
    /// The board is full or play is over and the scores decide (scoring rows).
    Score,
    /// The same position occurred too often.
    Repetition,
    /// The move limit of the rules was reached.
    MoveLimit,
    /// Every player passed in succession.
    Passes,
    /// A player resigned.
    Resignation,
    /// The result was decided outside the rules (a referee, an agreed draw, a time limit).
    Adjudication,
}

impl Reason {
    /// A short lower-case description, e.g. `"no legal moves"`.
    pub const fn describe(self) -> &'static str {
        match self {
            Reason::NoMoves => "no legal moves",
            Reason::NoPieces => "no pieces left",
            Reason::TooFewPieces => "too few pieces",
            Reason::Material => "material",
            Reason::Connection => "connection",
            Reason::Target => "target reached",
            Reason::Score => "score",
            Reason::Repetition => "repetition",
            Reason::MoveLimit => "move limit",
            Reason::Passes => "all passed",
            Reason::Resignation => "resignation",
            Reason::Adjudication => "adjudication",
        }
    }
}

/// Names players by seat: `player 1 wins`, `player 1 and player 3 win`, `draw`,
/// `1. player 2, 2. player 1, 3. player 3` ([`write_verdict`] with seat names). A game's
/// own outcome names its sides (`White wins`).
///
/// ```
/// use doska_core::{Player, Verdict};
/// assert_eq!(Verdict::win(Player::new(0).unwrap()).to_string(), "player 1 wins");
/// assert_eq!(Verdict::Draw.to_string(), "draw");
/// ```
impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_verdict(f, self, |p| p.to_string())
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// The end of a game as a game reports it: a [`Verdict`], a [`Reason`] and whatever
/// detail the game adds (final scores, rows, the captured counts).
///
/// `Display` gives one line for people, e.g. `White wins (no legal moves)`.
pub trait Outcome: Clone + fmt::Debug + fmt::Display + PartialEq + Send + Sync + 'static {
    /// Who won.
    fn verdict(&self) -> Verdict;

    /// Why the game ended.
    fn reason(&self) -> Reason;

    /// The payoff of `player` at a table of `players` seats, in `[-1, 1]`; by default
    /// [`Verdict::payoff`]. Games with scores may refine it, keeping its sign.
    fn payoff(&self, player: Player, players: usize) -> f64 {
        self.verdict().payoff(player, players)
    }
}

/// An outcome with no detail beyond its verdict and reason, for games that need no more.
///
/// Its `Display` names players by seat (`player 1 wins (no legal moves)`); games with
/// named sides usually wrap it or define their own.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct StandardOutcome {
    /// Who won.
    pub verdict: Verdict,
    /// Why.
    pub reason: Reason,
}

impl StandardOutcome {
    /// A win for one player.
    pub const fn win(player: Player, reason: Reason) -> Self {
        StandardOutcome {
            verdict: Verdict::win(player),
            reason,
        }
    }

    /// A draw.
    pub const fn draw(reason: Reason) -> Self {
        StandardOutcome {
            verdict: Verdict::Draw,
            reason,
        }
    }
}

impl Outcome for StandardOutcome {
    fn verdict(&self) -> Verdict {
        self.verdict
    }
    fn reason(&self) -> Reason {
        self.reason
    }
}

impl fmt::Display for StandardOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_verdict(f, &self.verdict, |p| p.to_string())?;
        write!(f, " ({})", self.reason)
    }
}

/// Writes a verdict for people, naming players with `name`: `player 1 wins`,
/// `White and Black win`, `draw`, `1. South, 2. North, 2. East`.
pub fn write_verdict(
    f: &mut dyn fmt::Write,
    verdict: &Verdict,
    name: impl Fn(Player) -> String,
) -> fmt::Result {
    match verdict {
        Verdict::Win(set) => {
            let names: Vec<String> = set.iter().map(&name).collect();
            match names.len() {
                0 => f.write_str("nobody wins"),
                1 => write!(f, "{} wins", names[0]),
                _ => write!(f, "{} win", names.join(" and ")),
            }
        }
        Verdict::Draw => f.write_str("draw"),
        Verdict::Ranking(r) => {
            let mut seats: Vec<Player> = Player::all(r.players()).collect();
            seats.sort_by_key(|p| r.place(*p));
            let parts: Vec<String> = seats
                .iter()
                .map(|p| format!("{}. {}", r.place(*p), name(*p)))
                .collect();
            f.write_str(&parts.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payoffs_are_zero_sum_for_two() {
        let v = Verdict::win(Player::SECOND);
        assert_eq!(v.payoffs(2).as_slice(), &[-1.0, 1.0]);
        assert_eq!(Verdict::Draw.payoffs(2).as_slice(), &[0.0, 0.0]);
    }

    #[test]
    fn ranking_payoffs() {
        let r = Verdict::Ranking(Ranking::by_score(&[5, 9, 1]));
        assert_eq!(r.payoffs(3).as_slice(), &[0.0, 1.0, -1.0]);
        let tie = Verdict::Ranking(Ranking::by_score(&[5, 5, 1]));
        assert_eq!(tie.payoffs(3).as_slice(), &[0.5, 0.5, -1.0]);
        assert!(!tie.is_win_for(Player::FIRST));
        assert_eq!(Ranking::from_places(&[1, 0]), None);
    }

    #[test]
    fn display() {
        let o = StandardOutcome::win(Player::FIRST, Reason::NoMoves);
        assert_eq!(o.to_string(), "player 1 wins (no legal moves)");
        let mut s = String::new();
        let team = PlayerSet::single(Player::FIRST).with(Player::new(2).unwrap());
        write_verdict(&mut s, &Verdict::Win(team), |p| format!("P{}", p.index())).unwrap();
        assert_eq!(s, "P0 and P2 win");
    }
}
