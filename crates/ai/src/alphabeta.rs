//! Alpha-beta search: negamax with iterative deepening, a transposition table and move
//! ordering, for games with two sides.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashSet;
use std::hash::{Hash, Hasher};
use std::time::Duration;

use doska_core::{seeded_rng, DefaultRng, Evaluation, Game, Match, Position};
use rand::Rng;

use crate::budget::{Budget, Deadline};
use crate::control::{Control, Progress, Score};
use crate::table::{from_table, to_table, Bound, Entry, Table};
use crate::value::{terminal, DECIDED, WIN};
use crate::{Agent, AiError};

/// The depth searched when a budget sets no limit at all.
pub const DEFAULT_DEPTH: u32 = 4;

/// The deepest iteration of a search limited only by time, a node count or a stop.
pub const MAX_DEPTH: u32 = 128;

/// The most nodes quiescence visits below one leaf of the full-width search, by
/// default (see [`AlphaBeta::with_quiescence_nodes`]).
///
/// With it a search to depth `d` visits at most `1 + QUIESCENCE_NODES` nodes for each
/// node at depth `d` of the full-width tree, whatever the position: quiescence's own
/// growth (each extra ply multiplies the work by the number of noisy moves) cannot make
/// a depth-limited search run away.
pub const QUIESCENCE_NODES: u32 = 256;

const HISTORY: usize = 4096;

/// What the last search found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchInfo {
    /// The deepest completed iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The value of the chosen move for the side to move (beyond `±DECIDED`: a
    /// decided game; `WIN - n` is a win in `n` plies).
    pub value: i32,
    /// The time taken.
    pub time: Duration,
}

/// Negamax alpha-beta for two sides (two players, or two teams of players).
///
/// - **Iterative deepening** from depth 1 to the budget's depth (or until the node or
///   time budget runs out; the last completed iteration's move is played, or a better
///   move of an interrupted one).
/// - **Transposition table** keyed by [`Position::key`], depth-preferred, storing the
///   best move, which is searched first.
/// - **Move ordering:** the table's move, then the evaluation's
///   [`move_priority`](Evaluation::move_priority) (captures, mills), then two killer
///   moves per ply, then the history heuristic.
/// - **Turns that do not alternate:** when a move leaves the same side to move (a
///   capture chain), the child's value is not negated.
/// - **Quiescence:** at the depth limit, moves the evaluation calls
///   [noisy](Evaluation::is_noisy) (captures, removals) are searched on, up to the
///   evaluation's [`QUIESCENCE_PLIES`](Evaluation::QUIESCENCE_PLIES) extra plies
///   (or [`with_quiescence`](AlphaBeta::with_quiescence)'s), so no position is judged
///   in the middle of an exchange. The side to move may stand pat on the evaluation
///   unless every legal move is noisy (a compulsory capture), in which case it must
///   play one. Below each leaf quiescence visits at most
///   [`QUIESCENCE_NODES`] nodes (or [`with_quiescence_nodes`](AlphaBeta::with_quiescence_nodes)'s);
///   when they are spent the remaining positions stand pat, so a search to depth `d`
///   visits at most `1 + QUIESCENCE_NODES` nodes per position at depth `d` of the
///   full-width tree, plus the tree's inner nodes, for each iteration.
/// - **Repetition:** a position that repeats one on the current line, or (through
///   [`Agent::choose_in_match`]) one earlier in the game, scores as a draw.
/// - **Determinism:** ties at the root are broken by the seed, so two agents with
///   different seeds play different games while each is reproducible (with depth or
///   node budgets; a time budget depends on the machine).
#[derive(Clone, Debug)]
pub struct AlphaBeta<E> {
    eval: E,
    budget: Budget,
    /// Quiescence plies; `None`: the evaluation's
    /// [`QUIESCENCE_PLIES`](Evaluation::QUIESCENCE_PLIES).
    quiescence: Option<u32>,
    /// The most quiescence nodes below one leaf.
    quiescence_nodes: u32,
    table: Table,
    rng: DefaultRng,
    info: SearchInfo,
}

impl<E> AlphaBeta<E> {
    /// An agent with `eval`, `budget`, a transposition table of `table_mb` MiB, seeded
    /// with `seed`. A budget with no limit searches to [`DEFAULT_DEPTH`].
    pub fn new(eval: E, budget: Budget, table_mb: usize, seed: u64) -> Self {
        AlphaBeta {
            eval,
            budget,
            quiescence: None,
            quiescence_nodes: QUIESCENCE_NODES,
            table: Table::new(table_mb),
            rng: seeded_rng(seed),
            info: SearchInfo::default(),
        }
    }

    /// An agent that searches `depth` plies, with a 16 MiB table.
    pub fn with_depth(eval: E, depth: u32, seed: u64) -> Self {
        Self::new(eval, Budget::depth(depth), 16, seed)
    }

    /// The same agent with quiescence search limited to `plies` extra plies (0: none)
    /// instead of the evaluation's
    /// [`QUIESCENCE_PLIES`](Evaluation::QUIESCENCE_PLIES).
    #[must_use]
    pub fn with_quiescence(mut self, plies: u32) -> Self {
        self.quiescence = Some(plies);
        self
    }

    /// The same agent with quiescence limited to `nodes` nodes below each leaf of the
    /// full-width search instead of [`QUIESCENCE_NODES`] (0: no quiescence at all).
    #[must_use]
    pub fn with_quiescence_nodes(mut self, nodes: u32) -> Self {
        self.quiescence_nodes = nodes;
        self
    }

    /// What the last search found.
    pub fn info(&self) -> SearchInfo {
        self.info
    }

    /// Forgets the transposition table (e.g. between games).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Checks that `game` has two sides.
    ///
    /// # Errors
    /// [`AiError::NotTwoSided`] otherwise.
    pub fn check<G: Game>(game: &G) -> Result<(), AiError> {
        if game.teams() == 2 {
            Ok(())
        } else {
            Err(AiError::NotTwoSided {
                game: game.name(),
                teams: game.teams(),
            })
        }
    }

    /// Searches `pos` and returns the best move found (or `None` when the game is over).
    pub fn search<G: Game>(&mut self, game: &G, pos: &G::Position) -> Option<G::Move>
    where
        E: Evaluation<G>,
    {
        self.search_after(game, pos, &[])
    }

    /// Searches `pos`, reached after the positions `before` (oldest first): when the
    /// game has a repetition rule, returning to any of them scores as a draw, so a
    /// side that is ahead does not go round in circles.
    pub fn search_after<G: Game>(
        &mut self,
        game: &G,
        pos: &G::Position,
        before: &[G::Position],
    ) -> Option<G::Move>
    where
        E: Evaluation<G>,
    {
        self.search_steered(game, pos, before, &mut Control::new())
    }

    /// [`search_after`](AlphaBeta::search_after) steered by `control`: it returns when
    /// the flag is raised or the clock's hard limit passes (within about a thousand
    /// nodes), starts no iteration once half the soft limit is spent, and reports each
    /// completed iteration with its principal variation. With a clock and no depth or
    /// node limit in the budget it deepens until the clock says stop.
    pub fn search_steered<G: Game>(
        &mut self,
        game: &G,
        pos: &G::Position,
        before: &[G::Position],
        control: &mut Control<'_, G::Move>,
    ) -> Option<G::Move>
    where
        E: Evaluation<G>,
    {
        let start = control.elapsed();
        let root_moves = game.moves(pos);
        if root_moves.is_empty() {
            return None;
        }
        let max_depth = match self.budget {
            b if b.is_unlimited() && control.allotment().is_none() => DEFAULT_DEPTH,
            Budget { depth: Some(d), .. } => d.max(1),
            _ => MAX_DEPTH,
        };
        let mut s = Search {
            game,
            eval: &self.eval,
            table: &mut self.table,
            deadline: Deadline::start(self.budget.time, control),
            node_limit: self.budget.nodes,
            quiescence: self.quiescence.unwrap_or(E::QUIESCENCE_PLIES),
            quiescence_nodes: self.quiescence_nodes,
            quiescence_left: 0,
            nodes: 0,
            aborted: false,
            path: Vec::with_capacity(64),
            earlier: HashSet::new(),
            killers: Vec::new(),
            history: vec![0; HISTORY],
            lists: Vec::new(),
        };
        // Root order: priority, then a seeded random tie-break.
        let mut order: Vec<(i64, usize)> = root_moves
            .iter()
            .enumerate()
            .map(|(i, mv)| {
                let noise = i64::from(self.rng.random::<u16>());
                (
                    i64::from(s.eval.move_priority(game, pos, mv)) << 16 | noise,
                    i,
                )
            })
            .collect();
        order.sort_by_key(|k| std::cmp::Reverse(k.0));
        let mut order: Vec<usize> = order.into_iter().map(|(_, i)| i).collect();
        let me = pos.to_move();
        let mut best = order[0];
        let mut best_value = 0;
        let mut depth_done = 0;
        if game.repetition().is_some() {
            s.earlier.extend(before.iter().map(Position::key));
        }
        s.path.push(pos.key());
        for depth in 1..=max_depth {
            let mut alpha = -WIN - 1;
            let mut iter_best = None;
            for &i in &order {
                let mut child = pos.clone();
                game.play_unchecked(&mut child, &root_moves[i]);
                let v = if game.team(child.to_move()) == game.team(me) {
                    s.negamax(&child, depth - 1, alpha, WIN + 1, 1)
                } else {
                    -s.negamax(&child, depth - 1, -WIN - 1, -alpha, 1)
                };
                if s.aborted {
                    break;
                }
                if v > alpha {
                    alpha = v;
                    iter_best = Some(i);
                }
            }
            // An interrupted iteration searched the previous best first, so any move it
            // completed is either that move or one that beat it at the new depth.
            if let Some(i) = iter_best {
                best = i;
                best_value = alpha;
            }
            if s.aborted {
                break;
            }
            depth_done = depth;
            order.retain(|&i| i != best);
            order.insert(0, best);
            if control.reports() {
                let pv = s.principal_variation(pos, &root_moves[best], depth);
                control.report(&Progress {
                    depth,
                    score: Score::of_value(best_value),
                    nodes: s.nodes,
                    time: control.elapsed().saturating_sub(start),
                    pv,
                });
            }
            if best_value.abs() > DECIDED || root_moves.len() == 1 || control.should_not_deepen() {
                break;
            }
        }
        self.info = SearchInfo {
            depth: depth_done,
            nodes: s.nodes,
            value: best_value,
            time: control.elapsed().saturating_sub(start),
        };
        Some(root_moves[best].clone())
    }
}

impl<G: Game, E: Evaluation<G>> Agent<G> for AlphaBeta<E> {
    fn name(&self) -> String {
        "alphabeta".into()
    }

    fn choose(&mut self, game: &G, pos: &G::Position) -> Option<G::Move> {
        self.search(game, pos)
    }

    fn choose_in_match(&mut self, game_so_far: &Match<G>) -> Option<G::Move> {
        let positions = game_so_far.positions();
        let (current, before) = positions.split_last()?;
        if game_so_far.is_over() {
            return None;
        }
        self.search_after(game_so_far.game(), current, before)
    }

    fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }

    fn new_game(&mut self) {
        self.clear();
    }

    fn think(
        &mut self,
        game_so_far: &Match<G>,
        control: &mut Control<'_, G::Move>,
    ) -> Option<G::Move> {
        let positions = game_so_far.positions();
        let (current, before) = positions.split_last()?;
        if game_so_far.is_over() {
            return None;
        }
        self.search_steered(game_so_far.game(), current, before, control)
    }
}

struct Search<'a, G: Game, E> {
    game: &'a G,
    eval: &'a E,
    table: &'a mut Table,
    deadline: Deadline,
    node_limit: Option<u64>,
    quiescence: u32,
    /// The most quiescence nodes below one leaf.
    quiescence_nodes: u32,
    /// The quiescence nodes the current leaf may still visit.
    quiescence_left: u32,
    nodes: u64,
    aborted: bool,
    path: Vec<u64>,
    /// The keys of the game's positions before the root.
    earlier: HashSet<u64>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    lists: Vec<G::MoveList>,
}

fn history_slot<M: Hash>(mv: &M) -> usize {
    let mut h = DefaultHasher::new();
    mv.hash(&mut h);
    h.finish() as usize % HISTORY
}

impl<G: Game, E: Evaluation<G>> Search<'_, G, E> {
    /// The line the table holds after `first` from `root`: at each position the
    /// stored best move, for at most `depth` moves in all, stopping at the end of the
    /// game, a repetition or a position the table does not hold.
    fn principal_variation(&self, root: &G::Position, first: &G::Move, depth: u32) -> Vec<G::Move> {
        let game = self.game;
        let mut pv = vec![first.clone()];
        let mut seen = vec![root.key()];
        let mut pos = root.clone();
        game.play_unchecked(&mut pos, first);
        while pv.len() < depth as usize && game.outcome(&pos).is_none() {
            let key = pos.key();
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(entry) = self.table.probe(key) else {
                break;
            };
            let moves = game.moves(&pos);
            let Some(mv) = moves.get(usize::from(entry.best)) else {
                break;
            };
            pv.push(mv.clone());
            game.play_unchecked(&mut pos, mv);
        }
        pv
    }

    /// Counts a node; false when the budget has run out. The clock and the stop flag
    /// are looked at every 64 nodes (a node of a wide game, squeeze on 9×9, can cost
    /// tens of microseconds), the node limit every 1,024.
    fn visit(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes & 63 == 0
            && (self.deadline.passed()
                || (self.nodes & 1023 == 0 && self.node_limit.is_some_and(|n| self.nodes >= n)))
        {
            self.aborted = true;
        }
        !self.aborted
    }

    /// The legal moves of `pos` in the move list kept for `level` (taken out of
    /// `lists`; the caller puts it back), with the per-level state grown to reach it.
    fn legal_moves_at(&mut self, pos: &G::Position, level: usize) -> G::MoveList {
        while self.lists.len() <= level {
            self.lists.push(G::MoveList::default());
            self.killers.push([None, None]);
        }
        let mut moves = std::mem::take(&mut self.lists[level]);
        self.game.legal_moves(pos, &mut moves);
        moves
    }

    fn negamax(
        &mut self,
        pos: &G::Position,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: u32,
    ) -> i32 {
        if !self.visit() {
            return 0;
        }
        let game = self.game;
        let me = pos.to_move();
        if let Some(o) = game.outcome(pos) {
            return terminal(game, &o, me, ply);
        }
        let key = pos.key();
        if self.path.contains(&key) || self.earlier.contains(&key) {
            return 0;
        }
        if depth == 0 {
            return if self.quiescence > 0 && self.quiescence_nodes > 0 {
                self.quiescence_left = self.quiescence_nodes;
                self.quiesce(pos, alpha, beta, ply, self.quiescence)
            } else {
                self.eval.evaluate(game, pos, me)
            };
        }

        let mut tt_move = None;
        if let Some(e) = self.table.probe(key) {
            tt_move = Some(usize::from(e.best));
            if u32::from(e.depth) >= depth {
                let v = from_table(e.value, ply);
                match e.bound {
                    Bound::Exact => return v,
                    Bound::Lower if v >= beta => return v,
                    Bound::Upper if v <= alpha => return v,
                    _ => {}
                }
            }
        }

        let level = ply as usize;
        let moves = self.legal_moves_at(pos, level);
        let mut order: Vec<(i64, usize)> = moves
            .iter()
            .enumerate()
            .map(|(i, mv)| (self.order_key(pos, mv, i, tt_move, level), i))
            .collect();
        order.sort_unstable_by_key(|k| std::cmp::Reverse(k.0));

        let alpha0 = alpha;
        let mut best = -WIN - 1;
        let mut best_i = order[0].1;
        self.path.push(key);
        for &(_, i) in &order {
            let mv = &moves[i];
            let mut child = pos.clone();
            game.play_unchecked(&mut child, mv);
            let v = if game.team(child.to_move()) == game.team(me) {
                self.negamax(&child, depth - 1, alpha, beta, ply + 1)
            } else {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            };
            if self.aborted {
                break;
            }
            if v > best {
                best = v;
                best_i = i;
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                if self.eval.move_priority(game, pos, mv) <= 0 {
                    let k = &mut self.killers[level];
                    if k[0].as_ref() != Some(mv) {
                        k[1] = k[0].take();
                        k[0] = Some(mv.clone());
                    }
                    let h = &mut self.history[history_slot(mv)];
                    *h = h.saturating_add((depth * depth) as i32).min(1 << 20);
                }
                break;
            }
        }
        self.path.pop();
        self.lists[level] = moves;
        if self.aborted {
            return 0;
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.store(Entry {
            key,
            value: to_table(best, ply),
            depth: depth.min(u32::from(u16::MAX)) as u16,
            bound,
            best: best_i.min(usize::from(u16::MAX)) as u16,
        });
        best
    }

    /// The value of `pos` past the depth limit: the evaluation, or better for the side
    /// to move by a noisy move; searched while noisy moves remain, `left` plies at most,
    /// and while the leaf's quiescence nodes last (then the positions left stand pat).
    fn quiesce(
        &mut self,
        pos: &G::Position,
        mut alpha: i32,
        beta: i32,
        ply: u32,
        left: u32,
    ) -> i32 {
        let game = self.game;
        let me = pos.to_move();
        if let Some(o) = game.outcome(pos) {
            return terminal(game, &o, me, ply);
        }
        let stand = self.eval.evaluate(game, pos, me);
        if left == 0 {
            return stand;
        }
        let level = ply as usize;
        let moves = self.legal_moves_at(pos, level);
        let mut noisy: Vec<(i32, usize)> = moves
            .iter()
            .enumerate()
            .filter(|(_, mv)| self.eval.is_noisy(game, pos, mv))
            .map(|(i, mv)| (self.eval.move_priority(game, pos, mv), i))
            .collect();
        let forced = noisy.len() == moves.len();
        if noisy.is_empty() || (!forced && stand >= beta) {
            self.lists[level] = moves;
            return stand;
        }
        // A compulsory capture cannot be declined: no standing pat.
        let mut best = if forced { -WIN - 1 } else { stand };
        alpha = alpha.max(best);
        noisy.sort_unstable_by_key(|k| std::cmp::Reverse(k.0));
        for &(_, i) in &noisy {
            if self.quiescence_left == 0 {
                break;
            }
            self.quiescence_left -= 1;
            if !self.visit() {
                break;
            }
            let mut child = pos.clone();
            game.play_unchecked(&mut child, &moves[i]);
            let v = if game.team(child.to_move()) == game.team(me) {
                self.quiesce(&child, alpha, beta, ply + 1, left - 1)
            } else {
                -self.quiesce(&child, -beta, -alpha, ply + 1, left - 1)
            };
            if self.aborted {
                break;
            }
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        self.lists[level] = moves;
        if self.aborted {
            0
        } else if best == -WIN - 1 {
            // Forced, but the leaf's nodes ran out before any move was searched.
            stand
        } else {
            best
        }
    }

    fn order_key(
        &self,
        pos: &G::Position,
        mv: &G::Move,
        i: usize,
        tt_move: Option<usize>,
        level: usize,
    ) -> i64 {
        if tt_move == Some(i) {
            return i64::MAX;
        }
        let priority = i64::from(self.eval.move_priority(self.game, pos, mv));
        let killer = match &self.killers[level] {
            [Some(k), _] if k == mv => 2,
            [_, Some(k)] if k == mv => 1,
            _ => 0,
        };
        let history = if priority > 0 {
            0
        } else {
            i64::from(self.history[history_slot(mv)])
        };
        (priority << 32) | (killer << 24) | history
    }
}
