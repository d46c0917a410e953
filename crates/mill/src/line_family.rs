//! Lines in bulk: the board's lines split into families of pairwise disjoint lines
//! (the horizontals, the verticals, the diagonals), each with a bit permutation that
//! puts its lines on consecutive bit triples, so that one family's mills and mill
//! threats are found with a few shifts instead of a loop over its lines.
//!
//! Line `i` of a family sits on bits `3i`, `3i + 1`, `3i + 2` of the family's "slot"
//! space. A line whose points are already such a triple of the point order (all
//! horizontals of the 24-point boards) keeps its bits, so a family made only of those
//! needs no permutation at all.

use crate::points::Points;

/// Up to eight pairwise disjoint lines with their permutation tables.
#[derive(Debug)]
pub(crate) struct LineFamily {
    /// Point bits → slot bits, one table per byte of the point bitboard.
    to_slots: [[u32; 256]; 3],
    /// Slot bits → point bits, one table per byte of the slot bitboard.
    from_slots: [[u32; 256]; 3],
    /// The first bit of each used triple.
    first: u32,
    /// Whether the permutation is the identity on the family's points.
    identity: bool,
}

impl LineFamily {
    pub(crate) const EMPTY: LineFamily = LineFamily {
        to_slots: [[0; 256]; 3],
        from_slots: [[0; 256]; 3],
        first: 0,
        identity: true,
    };

    /// Splits `lines` greedily, in order, into at most three families of disjoint lines.
    ///
    /// # Panics
    /// At compile time, when the lines need more than three families or a family would
    /// hold more than eight lines (no board of the engine does).
    pub(crate) const fn partition(lines: &[Points]) -> ([LineFamily; 3], usize) {
        // Family index of each line.
        let mut family = [0usize; 20];
        let mut covered = [0u32; 3];
        let mut count = 0;
        let mut i = 0;
        while i < lines.len() {
            let mut f = 0;
            while covered[f] & lines[i].bits() != 0 {
                f += 1;
                assert!(f < 3, "more than three line families");
            }
            covered[f] |= lines[i].bits();
            family[i] = f;
            if f + 1 > count {
                count = f + 1;
            }
            i += 1;
        }
        let mut out = [LineFamily::EMPTY, LineFamily::EMPTY, LineFamily::EMPTY];
        let mut f = 0;
        while f < count {
            // slot_of[p] = slot bit of point p (or 32 when p is on no line of the family).
            let mut slot_of = [32u32; 24];
            let mut used = 0u32; // used triples, bit i = triple i
                                 // Lines already on an aligned triple keep their place.
            let mut i = 0;
            while i < lines.len() {
                let l = lines[i].bits();
                let low = l.trailing_zeros();
                if family[i] == f && low.is_multiple_of(3) && l == 7 << low {
                    used |= 1 << (low / 3);
                    slot_of[low as usize] = low;
                    slot_of[low as usize + 1] = low + 1;
                    slot_of[low as usize + 2] = low + 2;
                }
                i += 1;
            }
            let mut identity = true;
            let mut i = 0;
            while i < lines.len() {
                let l = lines[i].bits();
                let low = l.trailing_zeros();
                if family[i] == f && !(low.is_multiple_of(3) && l == 7 << low) {
                    identity = false;
                    let mut t = 0;
                    while used & (1 << t) != 0 {
                        t += 1;
                    }
                    assert!(t < 8, "more than eight lines in a family");
                    used |= 1 << t;
                    // The line's points in order go to bits 3t, 3t + 1, 3t + 2.
                    let mut rest = l;
                    let mut k = 0;
                    while rest != 0 {
                        let p = rest.trailing_zeros();
                        slot_of[p as usize] = 3 * t + k;
                        rest &= rest - 1;
                        k += 1;
                    }
                }
                i += 1;
            }
            let fam = &mut out[f];
            fam.identity = identity;
            let mut t = 0;
            while t < 8 {
                if used & (1 << t) != 0 {
                    fam.first |= 1 << (3 * t);
                }
                t += 1;
            }
            let mut p = 0;
            while p < 24 {
                let s = slot_of[p];
                if s < 32 {
                    let mut v = 0;
                    while v < 256 {
                        if v & (1 << (p % 8)) != 0 {
                            fam.to_slots[p / 8][v] |= 1 << s;
                        }
                        if v & (1 << (s % 8)) != 0 {
                            fam.from_slots[s as usize / 8][v] |= 1 << p;
                        }
                        v += 1;
                    }
                }
                p += 1;
            }
            f += 1;
        }
        (out, count)
    }

    #[inline]
    fn slots_of(&self, x: u32) -> u32 {
        if self.identity {
            x
        } else {
            let t = &self.to_slots;
            t[0][(x & 0xff) as usize]
                | t[1][(x >> 8 & 0xff) as usize]
                | t[2][(x >> 16 & 0xff) as usize]
        }
    }

    #[inline]
    fn points_of(&self, x: u32) -> u32 {
        if self.identity {
            x
        } else {
            let t = &self.from_slots;
            t[0][(x & 0xff) as usize]
                | t[1][(x >> 8 & 0xff) as usize]
                | t[2][(x >> 16 & 0xff) as usize]
        }
    }

    /// The empty points that complete a line of this family whose other two points are
    /// in `own`.
    #[inline]
    pub(crate) fn threats(&self, own: Points, empty: Points) -> Points {
        let o = self.slots_of(own.bits());
        let e = self.slots_of(empty.bits());
        let m0 = self.first;
        let h = ((o >> 1) & (o >> 2) & m0)
            | ((o << 1) & (o >> 1) & (m0 << 1))
            | ((o << 2) & (o << 1) & (m0 << 2));
        Points::from_bits(self.points_of(h & e))
    }

    /// Steps along this family's lines from a point of `own` to a point of `empty`, as
    /// one bit per step: bit `j` for the step between slots `j` and `j + 1` (the points
    /// of a line sit on its slots in their order along the line). Both directions of
    /// one edge never count together, since a point is not both own and empty.
    #[inline]
    pub(crate) fn steps(&self, own: Points, empty: Points) -> u32 {
        let o = self.slots_of(own.bits());
        let e = self.slots_of(empty.bits());
        let pairs = self.first | self.first << 1;
        ((o & e >> 1) | (o >> 1 & e)) & pairs
    }

    /// The pieces of `pieces` on a full line of this family.
    #[inline]
    pub(crate) fn full(&self, pieces: Points) -> Points {
        let o = self.slots_of(pieces.bits());
        let start = o & (o >> 1) & (o >> 2) & self.first;
        Points::from_bits(self.points_of(start | start << 1 | start << 2))
    }
}
