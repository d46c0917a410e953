//! Population count for the hot counting paths: the CPU's `popcnt` instruction when it
//! has one, else the portable count.
//!
//! The crate is built for the baseline x86-64 target, where `u64::count_ones` compiles
//! to a dozen shift, mask and multiply instructions; every x86-64 CPU of the last
//! fifteen years has `popcnt`. Perft counts moves with popcounts at almost every leaf
//! position. A `#[target_feature]` function would not be inlined into the generic
//! counting code, so the instruction is inline assembly, chosen at compile time by the
//! geometry type ([`Geometry::POPCNT`](crate::board::dark::Geometry::POPCNT)): perft checks
//! the CPU once and then runs code compiled for a geometry that uses it (callgrind,
//! perft 1..8 from the start: classic 39.9 M -> 36.5 M instructions, american 35.3 M ->
//! 32.3 M, the same as a build with `-C target-feature=+popcnt`).

/// Whether the CPU has the `popcnt` instruction (checked once, cached by `std`).
#[inline]
pub(crate) fn cpu_has_popcnt() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("popcnt")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The number of set bits of `x` by the `popcnt` instruction.
///
/// # Safety
/// The CPU must have the instruction: [`cpu_has_popcnt`] returned `true`.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(crate) unsafe fn hardware_popcount(x: u64) -> u32 {
    debug_assert!(cpu_has_popcnt());
    let n: u64;
    // SAFETY: the caller guarantees the instruction exists. It reads one general
    // register and writes another, touches no memory and no stack (`nomem`,
    // `nostack`), and changes only the flags, which `asm!` does not assume preserved;
    // its result depends only on its input (`pure`).
    unsafe {
        std::arch::asm!(
            "popcnt {n}, {x}",
            x = in(reg) x,
            n = lateout(reg) n,
            options(pure, nomem, nostack),
        );
    }
    n as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_bits() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..1000 {
            #[cfg(target_arch = "x86_64")]
            if cpu_has_popcnt() {
                // SAFETY: checked just above.
                assert_eq!(unsafe { hardware_popcount(x) }, x.count_ones());
            }
            x = x.rotate_left(7) ^ x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        }
    }
}
