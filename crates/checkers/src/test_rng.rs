//! The random numbers of the unit tests: a xorshift generator (Marsaglia's 13, 7,
//! 17), reproducible from its seed, so that a failing board can be found again.

/// The xorshift sequence from `seed` (not 0): each call gives the next word.
pub(crate) fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}
