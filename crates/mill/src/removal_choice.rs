//! Which sets of opponent pieces a move may remove.
//!
//! A move that must remove `k` pieces removes a set of `k` opponent pieces (fewer only
//! when the opponent has fewer on the board). With [`Removal::Any`] every such set is
//! allowed. With [`Removal::OutsideMills`] the removals happen one after the other and
//! each must be outside the opponent's mills unless all its remaining pieces are in
//! mills; a set is allowed when some order of its pieces obeys that. The opponent's
//! pieces do not depend on the mover's move, so these sets depend only on them.

use crate::board::Layout;
use crate::point::Point;
use crate::points::Points;
use crate::rules::Removal;

/// The pieces of `their` that a single removal may take.
#[inline]
pub(crate) fn removable(layout: &Layout, rule: Removal, their: Points) -> Points {
    match rule {
        Removal::Any => their,
        Removal::OutsideMills => {
            let free = their - layout.in_mills(their);
            if free.is_empty() {
                their
            } else {
                free
            }
        }
    }
}

/// Whether removing `set` from `their` is allowed in some order; otherwise the first
/// point of `set` that is protected by a mill.
pub(crate) fn check_set(
    layout: &Layout,
    rule: Removal,
    their: Points,
    set: Points,
) -> Result<(), Point> {
    if set_allowed(layout, rule, their, set) {
        Ok(())
    } else {
        let open = removable(layout, rule, their);
        Err((set - open).first().or(set.first()).unwrap_or(Point::A1))
    }
}

fn set_allowed(layout: &Layout, rule: Removal, their: Points, set: Points) -> bool {
    if set.is_empty() {
        return true;
    }
    if !set.is_subset(their) {
        return false;
    }
    let open = removable(layout, rule, their) & set;
    open.iter()
        .any(|x| set_allowed(layout, rule, their.without(x), set.without(x)))
}

/// Calls `f` with every allowed set of `k` pieces of `their` (`k <= their.count()`).
pub(crate) fn for_each_set(
    layout: &Layout,
    rule: Removal,
    their: Points,
    k: u32,
    mut f: impl FnMut(Points),
) {
    match k {
        0 => f(Points::EMPTY),
        1 => removable(layout, rule, their)
            .iter()
            .for_each(|p| f(Points::single(p))),
        _ => subsets(their, k, Points::EMPTY, &mut |set| {
            if rule == Removal::Any || set_allowed(layout, rule, their, set) {
                f(set);
            }
        }),
    }
}

/// The number of allowed sets of `k` pieces of `their` (`k <= their.count()`).
pub(crate) fn count_sets(layout: &Layout, rule: Removal, their: Points, k: u32) -> u64 {
    match (k, rule) {
        (0, _) => 1,
        (_, Removal::Any) => binomial(their.count(), k),
        (1, Removal::OutsideMills) => u64::from(removable(layout, rule, their).count()),
        _ => {
            let mut n = 0;
            for_each_set(layout, rule, their, k, |_| n += 1);
            n
        }
    }
}

/// The place of `set` among the allowed sets of its size (those [`for_each_set`]
/// lists), ordered by their points compared one by one in increasing order (`{a1, g7}`
/// before `{d1, g1}`), or `None` when `set` is not one of them.
pub(crate) fn set_rank(
    layout: &Layout,
    rule: Removal,
    their: Points,
    set: Points,
) -> Option<usize> {
    let k = set.count();
    if !set.is_subset(their) {
        return None;
    }
    if rule == Removal::Any {
        // Combinatorial rank: for each chosen piece, the sets that agree before it and
        // take a lower piece of `their` in its place.
        let n = their.count();
        let mut rank = 0u64;
        let mut next = 0; // the place in `their` of the next piece a set may take
        for (j, p) in set.iter().enumerate() {
            let at = (their.bits() & (Points::single(p).bits() - 1)).count_ones();
            for x in next..at {
                rank += binomial(n - 1 - x, k - 1 - j as u32);
            }
            next = at + 1;
        }
        return usize::try_from(rank).ok();
    }
    if !set_allowed(layout, rule, their, set) {
        return None;
    }
    let mut rank = 0;
    for_each_set(layout, rule, their, k, |other| {
        if other.iter().lt(set.iter()) {
            rank += 1;
        }
    });
    Some(rank)
}

/// The allowed set of `k` pieces of `their` at place `rank` in the order of
/// [`set_rank`], or `None` when there are no more than `rank` of them.
pub(crate) fn nth_set(
    layout: &Layout,
    rule: Removal,
    their: Points,
    k: u32,
    rank: usize,
) -> Option<Points> {
    if k > their.count() {
        return None;
    }
    let mut sets: smallvec::SmallVec<[Points; 64]> = smallvec::SmallVec::new();
    for_each_set(layout, rule, their, k, |set| sets.push(set));
    sets.sort_unstable_by(|a, b| a.iter().cmp(b.iter()));
    sets.get(rank).copied()
}

/// Every subset of `pool` of size `k`, each added to `chosen`.
fn subsets(pool: Points, k: u32, chosen: Points, f: &mut impl FnMut(Points)) {
    if k == 0 {
        f(chosen);
        return;
    }
    let mut rest = pool;
    while rest.count() >= k {
        let Some(p) = rest.first() else { return };
        rest = rest.without(p);
        subsets(rest, k - 1, chosen.with(p), f);
    }
}

const fn binomial(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    let mut r: u64 = 1;
    let mut i = 0;
    while i < k {
        r = r * (n - i) as u64 / (i + 1) as u64;
        i += 1;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use Point::*;

    fn set(points: &[Point]) -> Points {
        points.iter().copied().collect()
    }

    #[test]
    fn outside_mills_by_hand() {
        let nine = Board::Nine.layout();
        // Black: a mill a1 d1 g1, and d2 alone.
        let their = set(&[A1, D1, G1, D2]);
        assert_eq!(removable(nine, Removal::OutsideMills, their), set(&[D2]));
        assert_eq!(removable(nine, Removal::Any, their), their);
        // Two removals: d2 first, then any piece of the mill: 3 sets, not C(4,2) = 6.
        assert_eq!(count_sets(nine, Removal::OutsideMills, their, 2), 3);
        assert_eq!(count_sets(nine, Removal::Any, their, 2), 6);
        assert_eq!(
            check_set(nine, Removal::OutsideMills, their, set(&[A1, D1])),
            Err(A1)
        );
        assert_eq!(
            check_set(nine, Removal::OutsideMills, their, set(&[D1, D2])),
            Ok(())
        );
        // All in mills (two mills sharing a1): anything first; after a1 goes, every
        // piece is free; after d1 goes, a4 and a7 are still a mill, so g1 is next.
        let their = set(&[A1, D1, G1, A4, A7]);
        assert_eq!(removable(nine, Removal::OutsideMills, their), their);
        // Pairs: a1 first then any of 4 (4 sets); d1 first then g1 (d1,g1); g1 first
        // then d1 (same set); a4 first then a7; a7 first then a4 (same). Total 4 + 1 + 1.
        assert_eq!(count_sets(nine, Removal::OutsideMills, their, 2), 6);
        assert_eq!(
            check_set(nine, Removal::OutsideMills, their, set(&[D1, A4])),
            Err(D1)
        );
    }
}
