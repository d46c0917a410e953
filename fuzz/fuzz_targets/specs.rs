//! Spec texts, as game specs and as agent specs. An accepted game spec's name builds an
//! equal game (whose start position works); an accepted agent spec reads back from its
//! `Display`.
#![no_main]

use doska::ai::AgentSpec;
use doska::registry;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = doska_fuzz::text(data);
    if let Ok(game) = registry::build(&text) {
        let name = game.name();
        let again = registry::build(&name)
            .unwrap_or_else(|e| panic!("`{text}` is named `{name}`, which is refused: {e}"));
        assert!(
            again == game,
            "`{text}` is named `{name}`, which builds other rules"
        );
        let session = game.session();
        let _ = session.legal_moves();
    }
    if let Ok(agent) = text.parse::<AgentSpec>() {
        let written = agent.to_string();
        let back = written.parse::<AgentSpec>().unwrap_or_else(|e| {
            panic!("agent `{text}` is written `{written}`, which is refused: {e}")
        });
        assert_eq!(back, agent, "agent `{text}` is written `{written}`");
    }
});
