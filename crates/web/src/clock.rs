//! The clock the agents' time limits are measured by: `performance.now()` in a browser
//! (the page's or the worker's), which `wasm32-unknown-unknown` does not give Rust's
//! `std::time`; the platform's clock in a native build (the tests).

use std::time::Duration;

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// `performance.now()`: milliseconds since the page (or worker) started.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// The time since the page (or the worker, or the process) started.
pub fn now() -> Duration {
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    {
        Duration::from_secs_f64(performance_now().max(0.0) / 1000.0)
    }
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    {
        doska::ai::system_now()
    }
}
