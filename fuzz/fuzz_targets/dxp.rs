//! DXP input: the bytes as one message and as NUL-ended messages (a message that
//! decodes is encoded in a canonical form, which decodes and encodes to itself:
//! encoding writes names and chats in printable ASCII, `?` for anything else), then
//! the whole stream as a partner
//! talking to the follower of `doska dxp --listen` (a depth-1 agent), which must
//! answer without a panic and end with the stream.
#![no_main]

use std::io::Cursor;
use std::time::Duration;

use doska_engine::dxp::{follow, DxpConfig, Message};
use libfuzzer_sys::fuzz_target;

fn check(bytes: &[u8]) {
    if let Ok(m) = Message::decode(bytes) {
        let encoded = m.encode();
        let back = Message::decode(&encoded).expect("an encoded message decodes");
        assert_eq!(back.encode(), encoded, "{bytes:?} is encoded {encoded:?}");
    }
}

fuzz_target!(|data: &[u8]| {
    check(data);
    for message in data.split(|&b| b == 0) {
        check(message);
    }
    let config = DxpConfig {
        agent: "alphabeta:depth=1".parse().expect("an agent"),
        read_timeout: Duration::from_millis(50),
        ..DxpConfig::default()
    };
    let _ = follow(Cursor::new(data.to_vec()), std::io::sink(), &config, &mut std::io::sink());
});
