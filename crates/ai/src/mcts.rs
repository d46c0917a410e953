//! Monte Carlo tree search (UCT) for any number of players.

use std::time::Duration;

use doska_core::{
    seeded_rng, DefaultRng, Evaluation, Game, Match, Outcome, Player, Position, MAX_PLAYERS,
};
use rand::seq::SliceRandom;
use rand::Rng;

use crate::budget::{Budget, Deadline};
use crate::control::{Control, Progress, Score};
use crate::Agent;

/// The playouts run when a budget sets no limit.
pub const DEFAULT_PLAYOUTS: u64 = 1000;

/// The options of [`Mcts`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsConfig {
    /// Playouts and/or time per decision.
    pub budget: Budget,
    /// The UCT exploration constant `c` in `mean + c·sqrt(ln N / n)` (rewards in `[0, 1]`).
    pub exploration: f64,
    /// Stop a playout after this many plies and score it with the evaluation
    /// (`None`: play to the end).
    pub cutoff: Option<u32>,
    /// The evaluation value that counts as a clear advantage at a cut-off: a value `v`
    /// for a player becomes the reward `(1 + tanh(v / scale)) / 2`.
    pub scale: f64,
    /// A playout that has not ended after this many plies counts as a draw (a guard;
    /// every game ends by its own rules long before).
    pub max_playout: u32,
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig {
            budget: Budget::playouts(DEFAULT_PLAYOUTS),
            exploration: 1.0,
            cutoff: None,
            scale: 300.0,
            max_playout: 5000,
        }
    }
}

/// What the last search did.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MctsInfo {
    /// Playouts run.
    pub playouts: u64,
    /// Tree nodes created.
    pub nodes: usize,
    /// The chosen move's visit count.
    pub visits: u32,
    /// The chosen move's mean reward for the player to move, in `[0, 1]`.
    pub mean: f64,
    /// The time taken.
    pub time: Duration,
}

/// UCT Monte Carlo tree search for any number of players.
///
/// Each node keeps, for every player, the sum of its rewards (an outcome's
/// [payoff](Outcome::payoff) mapped from `[-1, 1]` to `[0, 1]`); at a node the player to
/// move picks the child that maximises *its own* mean reward plus the exploration term,
/// so two players, teams, three rivals and turns that do not alternate all work
/// without special cases. Playouts are uniformly random, optionally cut off after a
/// number of plies and scored by the evaluation. The move played is the most visited.
/// Reproducible under its seed with a playout budget.
#[derive(Clone, Debug)]
pub struct Mcts<E> {
    eval: E,
    config: MctsConfig,
    rng: DefaultRng,
    info: MctsInfo,
}

struct Node<G: Game> {
    pos: G::Position,
    mv: Option<G::Move>,
    parent: usize,
    children: Vec<usize>,
    untried: Vec<G::Move>,
    visits: u32,
    reward: [f64; MAX_PLAYERS],
    terminal: Option<[f64; MAX_PLAYERS]>,
}

fn rewards_of<O: Outcome>(outcome: &O, players: usize) -> [f64; MAX_PLAYERS] {
    let mut r = [0.5; MAX_PLAYERS];
    for p in Player::all(players) {
        r[p.index()] = (1.0 + outcome.payoff(p, players)) / 2.0;
    }
    r
}

impl<E> Mcts<E> {
    /// An MCTS agent with `eval` (used only at cut-offs), `config`, seeded with `seed`.
    pub fn new(eval: E, config: MctsConfig, seed: u64) -> Self {
        Mcts {
            eval,
            config,
            rng: seeded_rng(seed),
            info: MctsInfo::default(),
        }
    }

    /// What the last search did.
    pub fn info(&self) -> MctsInfo {
        self.info
    }

    fn node<G: Game>(
        &mut self,
        game: &G,
        pos: G::Position,
        mv: Option<G::Move>,
        parent: usize,
    ) -> Node<G> {
        let terminal = game.outcome(&pos).map(|o| rewards_of(&o, game.players()));
        let mut untried: Vec<G::Move> = if terminal.is_some() {
            Vec::new()
        } else {
            game.moves(&pos).into_iter().collect()
        };
        untried.shuffle(&mut self.rng);
        Node {
            pos,
            mv,
            parent,
            children: Vec::new(),
            untried,
            visits: 0,
            reward: [0.0; MAX_PLAYERS],
            terminal,
        }
    }

    /// Searches `pos` and returns the most visited move (or `None` when the game is over).
    pub fn search<G: Game>(&mut self, game: &G, pos: &G::Position) -> Option<G::Move>
    where
        E: Evaluation<G>,
    {
        self.search_steered(game, pos, &mut Control::new())
    }

    /// [`search`](Mcts::search) steered by `control`: it checks the flag and the
    /// clock after every playout, stops at the clock's soft limit, and reports the
    /// most visited line whenever the number of playouts reaches a power of two from
    /// 256 on, and once at the end. With a clock and no playout limit in the budget it
    /// runs until the clock says stop.
    pub fn search_steered<G: Game>(
        &mut self,
        game: &G,
        pos: &G::Position,
        control: &mut Control<'_, G::Move>,
    ) -> Option<G::Move>
    where
        E: Evaluation<G>,
    {
        let start = control.elapsed();
        let deadline = Deadline::start(self.config.budget.time, control);
        let limit = match self.config.budget {
            Budget {
                playouts: Some(n), ..
            } => n.max(1),
            Budget { time: Some(_), .. } => u64::MAX,
            _ if control.allotment().is_some() => u64::MAX,
            _ => DEFAULT_PLAYOUTS,
        };
        let mut tree = vec![self.node(game, pos.clone(), None, usize::MAX)];
        if tree[0].terminal.is_some() {
            return None;
        }
        if tree[0].untried.len() == 1 {
            return tree[0].untried.pop();
        }
        let mut playouts: u64 = 0;
        let me = pos.to_move().index();
        while playouts < limit && !(playouts > 0 && (deadline.passed() || control.soft_passed())) {
            // Selection.
            let mut n = 0;
            while tree[n].untried.is_empty() && !tree[n].children.is_empty() {
                n = self.select(&tree, n);
            }
            // Expansion.
            if let Some(mv) = tree[n].untried.pop() {
                let mut child = tree[n].pos.clone();
                game.play_unchecked(&mut child, &mv);
                let node = self.node(game, child, Some(mv), n);
                tree.push(node);
                let id = tree.len() - 1;
                tree[n].children.push(id);
                n = id;
            }
            // Simulation.
            let rewards = match tree[n].terminal {
                Some(r) => r,
                None => self.rollout(game, &tree[n].pos),
            };
            // Backpropagation.
            let mut i = n;
            loop {
                let node = &mut tree[i];
                node.visits += 1;
                for (sum, r) in node.reward.iter_mut().zip(rewards) {
                    *sum += r;
                }
                if node.parent == usize::MAX {
                    break;
                }
                i = node.parent;
            }
            playouts += 1;
            if playouts >= 256 && playouts.is_power_of_two() && control.reports() {
                Self::report(&tree, me, playouts, start, control);
            }
        }
        if control.reports() && !(playouts >= 256 && playouts.is_power_of_two()) {
            Self::report(&tree, me, playouts, start, control);
        }
        let best = Self::most_visited(&tree, 0)?;
        let chosen = &tree[best];
        self.info = MctsInfo {
            playouts,
            nodes: tree.len(),
            visits: chosen.visits,
            mean: chosen.reward[me] / f64::from(chosen.visits.max(1)),
            time: control.elapsed().saturating_sub(start),
        };
        chosen.mv.clone()
    }

    /// The most visited child of node `n` (the better mean for its mover breaks ties).
    fn most_visited<G: Game>(tree: &[Node<G>], n: usize) -> Option<usize> {
        let mover = tree[n].pos.to_move().index();
        tree[n].children.iter().copied().max_by(|&a, &b| {
            let (x, y) = (&tree[a], &tree[b]);
            x.visits.cmp(&y.visits).then(
                (x.reward[mover] / f64::from(x.visits.max(1)))
                    .total_cmp(&(y.reward[mover] / f64::from(y.visits.max(1)))),
            )
        })
    }

    /// Reports the most visited line (its moves while each was visited at least
    /// twice, and always the first).
    fn report<G: Game>(
        tree: &[Node<G>],
        me: usize,
        playouts: u64,
        start: Duration,
        control: &mut Control<'_, G::Move>,
    ) {
        let mut pv = Vec::new();
        let mut n = 0;
        let mut score = None;
        while let Some(c) = Self::most_visited(tree, n) {
            if !pv.is_empty() && tree[c].visits < 2 {
                break;
            }
            if score.is_none() {
                score = Some(tree[c].reward[me] / f64::from(tree[c].visits.max(1)));
            }
            pv.extend(tree[c].mv.clone());
            n = c;
        }
        let Some(score) = score else {
            return;
        };
        control.report(&Progress {
            depth: pv.len() as u32,
            score: Score::Expected(score),
            nodes: playouts,
            time: control.elapsed().saturating_sub(start),
            pv,
        });
    }

    fn select<G: Game>(&self, tree: &[Node<G>], n: usize) -> usize {
        let node = &tree[n];
        let mover = node.pos.to_move().index();
        let log_n = f64::from(node.visits.max(1)).ln();
        let c = self.config.exploration;
        node.children
            .iter()
            .copied()
            .max_by(|&a, &b| {
                let uct = |i: usize| {
                    let ch = &tree[i];
                    let v = f64::from(ch.visits.max(1));
                    ch.reward[mover] / v + c * (log_n / v).sqrt()
                };
                uct(a).total_cmp(&uct(b))
            })
            .expect("selection only at nodes with children")
    }

    fn rollout<G: Game>(&mut self, game: &G, start: &G::Position) -> [f64; MAX_PLAYERS]
    where
        E: Evaluation<G>,
    {
        let players = game.players();
        let mut pos = start.clone();
        let mut moves = G::MoveList::default();
        let mut plies = 0;
        loop {
            if let Some(o) = game.outcome(&pos) {
                return rewards_of(&o, players);
            }
            if self.config.cutoff.is_some_and(|c| plies >= c) {
                let mut r = [0.5; MAX_PLAYERS];
                for p in Player::all(players) {
                    let v = f64::from(self.eval.evaluate(game, &pos, p));
                    r[p.index()] = (1.0 + (v / self.config.scale).tanh()) / 2.0;
                }
                return r;
            }
            if plies >= self.config.max_playout {
                return [0.5; MAX_PLAYERS];
            }
            game.legal_moves(&pos, &mut moves);
            let mv = &moves[self.rng.random_range(0..moves.len())];
            game.play_unchecked(&mut pos, mv);
            plies += 1;
        }
    }
}

impl<G: Game, E: Evaluation<G>> Agent<G> for Mcts<E> {
    fn name(&self) -> String {
        "mcts".into()
    }

    fn choose(&mut self, game: &G, pos: &G::Position) -> Option<G::Move> {
        self.search(game, pos)
    }

    /// An unlimited budget means [`DEFAULT_PLAYOUTS`], or until the clock says stop
    /// when the search has one.
    fn set_budget(&mut self, budget: Budget) {
        self.config.budget = budget;
    }

    fn think(
        &mut self,
        game_so_far: &Match<G>,
        control: &mut Control<'_, G::Move>,
    ) -> Option<G::Move> {
        if game_so_far.is_over() {
            return None;
        }
        self.search_steered(game_so_far.game(), game_so_far.position(), control)
    }
}
