//! Population count for the hot counting paths: the CPU's `popcnt` instruction when it
//! has one, else the portable count. The only `unsafe` code of the crate, and the only
//! place that asks the CPU.
//!
//! The crate is built for the baseline x86-64 target, where `u64::count_ones` compiles
//! to a dozen shift, mask and multiply instructions; every x86-64 CPU of the last
//! fifteen years has `popcnt`. Perft counts moves with popcounts at almost every leaf
//! position. A `#[target_feature]` function would not be inlined into the generic
//! counting code, so the instruction is inline assembly, chosen at compile time by a
//! type: the geometries take a [`Popcount`] type parameter, and the counting code is
//! compiled once for each (callgrind, perft 1..8 from the start: classic 39.9 M ->
//! 36.5 M instructions, american 35.3 M -> 32.3 M, the same as a build with
//! `-C target-feature=+popcnt`).
//!
//! Soundness rests on privacy: the type whose popcount runs the instruction is private
//! to this module, so the only code that can name it is [`with_popcount`], which hands
//! it out only after checking the CPU. Everything else is generic over `P: Popcount`.

/// A way of counting the set bits of a word, as a type (see the module docs).
pub(crate) trait Popcount: 'static {
    /// The number of set bits of `x`.
    fn popcount(x: u64) -> u32;
}

/// The portable count, `u64::count_ones`: right on every CPU.
pub(crate) enum Portable {}

impl Popcount for Portable {
    #[inline(always)]
    fn popcount(x: u64) -> u32 {
        x.count_ones()
    }
}

/// The `popcnt` instruction. Private: only [`with_popcount`] names it, after the CPU
/// check, so its `popcount` never runs on a CPU without the instruction.
enum Hardware {}

impl Popcount for Hardware {
    #[inline(always)]
    fn popcount(x: u64) -> u32 {
        #[cfg(target_arch = "x86_64")]
        {
            // SAFETY: a `Hardware` type argument exists only inside `with_popcount`'s
            // `true` branch, after `cpu_has_popcnt()` (the type is private to this
            // module and uninhabited), so the CPU has the instruction.
            unsafe { hardware_popcount(x) }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            x.count_ones()
        }
    }
}

/// Work generic over the popcount, run by [`with_popcount`] with the best one the CPU
/// has (a closure cannot be generic, so the work is a value with a generic method).
pub(super) trait WithPopcount {
    /// What the work returns.
    type Output;
    /// Does the work with the popcount `P`.
    fn run<P: Popcount>(self) -> Self::Output;
}

/// Runs `work` with the `popcnt` instruction if the CPU has it, else with the portable
/// count: the one place that checks the CPU.
#[inline(always)]
pub(super) fn with_popcount<W: WithPopcount>(work: W) -> W::Output {
    if cpu_has_popcnt() {
        work.run::<Hardware>()
    } else {
        work.run::<Portable>()
    }
}

/// Whether the CPU has the `popcnt` instruction (checked once, cached by `std`).
#[inline]
fn cpu_has_popcnt() -> bool {
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
unsafe fn hardware_popcount(x: u64) -> u32 {
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

    /// Counts with the popcount the CPU is given.
    struct Count(u64);
    impl WithPopcount for Count {
        type Output = (u32, u32);
        fn run<P: Popcount>(self) -> (u32, u32) {
            (P::popcount(self.0), Portable::popcount(self.0))
        }
    }

    #[test]
    fn counts_bits() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..1000 {
            let (best, portable) = with_popcount(Count(x));
            assert_eq!(best, x.count_ones());
            assert_eq!(portable, x.count_ones());
            x = x.rotate_left(7) ^ x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        }
    }
}
