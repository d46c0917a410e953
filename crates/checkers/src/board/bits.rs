//! Bit tricks on whole words: iterating the set bits, and telling small sets apart
//! without a popcount.

/// Iterates the bit indices of `bb`, lowest first.
#[inline(always)]
pub(crate) fn bits(mut bb: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if bb == 0 {
            None
        } else {
            let i = bb.trailing_zeros();
            bb &= bb - 1;
            Some(i)
        }
    })
}

/// Whether `x` has at most four bits set (cheaper than a software popcount).
#[inline(always)]
pub(crate) fn at_most_four(mut x: u64) -> bool {
    x &= x.wrapping_sub(1);
    x &= x.wrapping_sub(1);
    x &= x.wrapping_sub(1);
    x &= x.wrapping_sub(1);
    x == 0
}
