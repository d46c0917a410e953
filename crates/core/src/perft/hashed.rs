//! [`Perft`]: a perft run with its options (a transposition table, moves or routes),
//! and its sequential recursion through the table.

use crate::game::Game;

use super::table::{check_word, Counting, Fingerprint, PerftTable};

/// The default of [`Perft::hash_from`]: the table holds nodes with at least three plies
/// to go, above the last two plies that the fastest games count in bulk.
pub const DEFAULT_HASH_FROM: u32 = 3;

/// The default of [`Perft::split_from`]: nodes with at least four plies to go may be
/// split between threads.
#[cfg(feature = "parallel")]
pub const DEFAULT_SPLIT_FROM: u32 = 4;

/// A perft run: what to count and how, as a small builder over a game.
///
/// [`count`](Perft::count) gives the total, [`divide`](Perft::divide) and
/// [`divide_with`](Perft::divide_with) the count of each first move (with a callback as
/// each one is done, for progress bars). Every combination of options gives exactly the
/// count of the plain [`perft`](crate::perft()) (or [`perft_routes`](crate::perft_routes)
/// when counting routes); the options change only the speed.
///
/// With a table, the recursion walks the tree down to `hash_from` plies before the
/// end, looking each node up in the table and storing what it counts; the last
/// `hash_from − 1` plies are the game's own [`Game::perft`] (or
/// [`Game::perft_routes`]), which games override with bulk counting of the last one or
/// two plies. So the table holds the nodes that are expensive to recount, and the
/// fastest code of each game does the rest.
///
/// - [`table`](Perft::table): share a [`PerftTable`] (none by default: the run is the
///   game's own perft);
/// - [`hash_from`](Perft::hash_from): the fewest plies to go at which a node goes
///   through the table;
/// - [`routes`](Perft::routes): count routes ([`Game::routes`]) instead of moves;
#[cfg_attr(
    feature = "parallel",
    doc = "- with the feature `parallel`: [`parallel`](Perft::parallel) and
  [`split_from`](Perft::split_from), work stealing over the current `rayon` pool."
)]
#[cfg_attr(
    not(feature = "parallel"),
    doc = "- with the feature `parallel`: `parallel` and `split_from`, work stealing over
  the current `rayon` pool."
)]
///
/// ```
/// use doska_core::{perft, toy::Subtraction, Game, Perft, PerftTable};
///
/// let game = Subtraction::new(2, 30);
/// let start = game.start();
/// let table = PerftTable::with_bytes(1 << 20);
/// let run = Perft::new(&game).table(&table);
/// assert_eq!(run.count(&start, 12), perft(&game, &start, 12));
///
/// // Counts per first move, with a report as each one is done.
/// let done = std::sync::atomic::AtomicUsize::new(0);
/// let split = run.divide_with(&start, 12, |_mv, _count| {
///     done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
/// });
/// assert_eq!(split.len(), 3);
/// assert_eq!(done.into_inner(), 3);
/// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), perft(&game, &start, 12));
/// ```
pub struct Perft<'a, G: Game> {
    pub(super) game: &'a G,
    pub(super) table: Option<&'a PerftTable>,
    pub(super) salt: u64,
    pub(super) hash_from: u32,
    pub(super) counting: Counting,
    #[cfg(feature = "parallel")]
    pub(super) parallel: bool,
    #[cfg(feature = "parallel")]
    pub(super) split_from: u32,
}

impl<G: Game> Clone for Perft<'_, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Perft<'_, G> {}

impl<G: Game> std::fmt::Debug for Perft<'_, G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut d = f.debug_struct("Perft");
        d.field("game", self.game)
            .field("table", &self.table)
            .field("hash_from", &self.hash_from)
            .field("counting", &self.counting);
        #[cfg(feature = "parallel")]
        d.field("parallel", &self.parallel)
            .field("split_from", &self.split_from);
        d.finish()
    }
}

impl<'a, G: Game> Perft<'a, G> {
    /// A run over `game`: moves counted, no table, on this thread — the plain
    /// [`perft`](crate::perft()) until options are added.
    #[must_use]
    pub fn new(game: &'a G) -> Self {
        Perft {
            game,
            table: None,
            salt: 0,
            hash_from: DEFAULT_HASH_FROM,
            counting: Counting::Moves,
            #[cfg(feature = "parallel")]
            parallel: false,
            #[cfg(feature = "parallel")]
            split_from: DEFAULT_SPLIT_FROM,
        }
    }

    /// Looks nodes up in `table` and stores their counts there. The entries are salted
    /// with the game's [`name`](Game::name), so one table may serve several games, and
    /// be reused from one run to the next.
    #[must_use]
    pub fn table(mut self, table: &'a PerftTable) -> Self {
        self.table = Some(table);
        self.salt = check_word(self.game.name().as_str(), 0x00d0_5ca0);
        self
    }

    /// Nodes with at least `plies` plies to go go through the table (1 at least; by
    /// default [`DEFAULT_HASH_FROM`]); the last `plies − 1` plies are counted by the
    /// game's own [`Game::perft`] (or [`Game::perft_routes`]).
    #[must_use]
    pub fn hash_from(mut self, plies: u32) -> Self {
        self.hash_from = plies.max(1);
        self
    }

    /// Counts every route of each move ([`Game::routes`], the route-counting perft
    /// [`perft_routes`](crate::perft_routes)) when `on`, moves otherwise (the default).
    #[must_use]
    pub fn routes(mut self, on: bool) -> Self {
        self.counting = if on {
            Counting::Routes
        } else {
            Counting::Moves
        };
        self
    }

    /// Whether this run counts routes.
    pub(crate) fn counts_routes(&self) -> bool {
        self.counting == Counting::Routes
    }

    /// What this run counts.
    #[must_use]
    pub fn counting(&self) -> Counting {
        self.counting
    }

    /// The count of `pos` at `depth` by the game itself: its perft or route perft.
    #[inline]
    pub(super) fn leaf(&self, pos: &G::Position, depth: u32) -> u64 {
        match self.counting {
            Counting::Moves => self.game.perft(pos, depth),
            Counting::Routes => self.game.perft_routes(pos, depth),
        }
    }

    /// What `mv` counts for: 1, or its routes when counting routes.
    #[inline]
    pub(super) fn weight(&self, pos: &G::Position, mv: &G::Move) -> u64 {
        match self.counting {
            Counting::Moves => 1,
            Counting::Routes => self.game.routes(pos, mv),
        }
    }

    /// The weight of `mv` times `below(next, depth − 1)`, `next` being `pos` after it.
    #[inline]
    pub(super) fn child(
        &self,
        pos: &G::Position,
        mv: &G::Move,
        depth: u32,
        below: impl FnOnce(&G::Position, u32) -> u64,
    ) -> u64 {
        let weight = self.weight(pos, mv);
        let mut next = pos.clone();
        self.game.play_unchecked(&mut next, mv);
        weight * below(&next, depth - 1)
    }

    /// The table and the node's fingerprint when the node goes through the table: a
    /// table is set and at least `hash_from` plies are to go.
    #[inline]
    pub(super) fn entry(&self, pos: &G::Position, depth: u32) -> Option<Entry<'_>> {
        match self.table {
            Some(table) if depth >= self.hash_from => Some(Entry {
                table,
                fp: Fingerprint::of(pos, self.salt),
            }),
            _ => None,
        }
    }

    /// The sequential recursion: through the table down to `hash_from`, then the game.
    pub(super) fn node(&self, pos: &G::Position, depth: u32) -> u64 {
        match self.entry(pos, depth) {
            None => self.leaf(pos, depth),
            Some(entry) => match entry.probe(depth, self.counting) {
                Some(n) => n,
                None => self.expand_and_store(pos, depth, entry),
            },
        }
    }

    /// The count of a node the table does not hold, by its children, then stored.
    pub(super) fn expand_and_store(&self, pos: &G::Position, depth: u32, entry: Entry<'_>) -> u64 {
        let mut moves = G::MoveList::default();
        self.game.legal_moves(pos, &mut moves);
        let n = moves
            .iter()
            .map(|mv| self.child(pos, mv, depth, |next, d| self.node(next, d)))
            .sum();
        entry.store(depth, self.counting, n);
        n
    }
}

/// Where a node goes in the table: the table and the node's fingerprint.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry<'t> {
    table: &'t PerftTable,
    fp: Fingerprint,
}

impl Entry<'_> {
    #[inline]
    pub(super) fn probe(self, depth: u32, counting: Counting) -> Option<u64> {
        self.table.probe(self.fp, depth, counting)
    }

    #[inline]
    pub(super) fn store(self, depth: u32, counting: Counting, count: u64) {
        self.table.store(self.fp, depth, counting, count);
    }
}
