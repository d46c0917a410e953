//! DXP: the codec against hand-written bytes, moves and positions, whole games between
//! two Doska engines over the loopback interface and over pipes, and a listener that
//! survives hostile partners.

use std::io::{self, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::thread;
use std::time::{Duration, Instant};

use doska::checkers::{Checkers, Colour, Piece};
use doska::core::Game;
use doska_engine::dxp::{
    connect, describe, dxp_move, find_move, follow, initiate, position_from_squares, serve,
    squares_of, start_position, AcceptCode, BackCode, BackRequest, DxpConfig, DxpError, DxpMove,
    EndReason, GameAccept, GameEnd, GameRequest, GameResult, GameSummary, Message, Start, StopCode,
    MAX_LEN,
};
use proptest::prelude::*;

// ---------------------------------------------------------------------------------
// The codec.

fn start_squares() -> [Option<Piece>; 50] {
    let mut squares = [None; 50];
    for (i, s) in squares.iter_mut().enumerate() {
        *s = match i {
            0..=19 => Some(Piece::man(Colour::Black)),
            30..=49 => Some(Piece::man(Colour::White)),
            _ => None,
        };
    }
    squares
}

fn samples() -> Vec<Message> {
    let mut position = start_squares();
    position[0] = Some(Piece::king(Colour::White));
    position[49] = Some(Piece::king(Colour::Black));
    vec![
        Message::GameRequest(GameRequest {
            initiator: "Doska".into(),
            follower: Colour::Black,
            minutes: 5,
            moves: 75,
            start: Start::Initial,
        }),
        Message::GameRequest(GameRequest {
            initiator: "A program with a name of 32 ch.".into(),
            follower: Colour::White,
            minutes: 999,
            moves: 0,
            start: Start::Position {
                to_move: Colour::Black,
                squares: position,
            },
        }),
        Message::GameAccept(GameAccept {
            follower: "Follower 1.0".into(),
            code: AcceptCode::Accepted,
        }),
        Message::GameAccept(GameAccept {
            follower: String::new(),
            code: AcceptCode::NoGames,
        }),
        Message::Move(DxpMove {
            seconds: 0,
            from: 32,
            to: 28,
            captured: vec![],
        }),
        Message::Move(DxpMove {
            seconds: 9999,
            from: 46,
            to: 5,
            captured: (1..=20).map(|n| n * 2).collect(),
        }),
        Message::GameEnd(GameEnd {
            reason: EndReason::IWin,
            stop: StopCode::NoMoreGames,
        }),
        Message::GameEnd(GameEnd {
            reason: EndReason::Unknown,
            stop: StopCode::AnotherGame,
        }),
        Message::Chat("What about move 35?".into()),
        Message::Chat(String::new()),
        Message::Chat("x".repeat(126)),
        Message::BackRequest(BackRequest {
            move_number: 5,
            to_move: Colour::Black,
        }),
        Message::BackAccept(BackCode::NotSupported),
    ]
}

#[test]
fn every_message_type_round_trips() {
    for m in samples() {
        let bytes = m.encode();
        assert!(bytes.len() <= MAX_LEN, "{m:?}");
        assert!(!bytes.contains(&0), "{m:?}");
        assert_eq!(Message::decode(&bytes), Ok(m.clone()), "{m}");
        let mut framed = bytes.clone();
        framed.push(0);
        assert_eq!(m.frame(), framed);
    }
}

#[test]
fn the_fields_have_the_widths_of_the_protocol() {
    // Hand-written: type, version 01, name padded to 32, follower colour, 3 digits of
    // minutes, 3 of moves, start indicator.
    let initial = b"R01Doska                           Z005075A";
    assert_eq!(initial.len(), 43);
    assert_eq!(Message::decode(initial), Ok(samples()[0].clone()));
    assert_eq!(samples()[0].encode(), initial);

    let position = concat!(
        "R01",
        "Kingsrow                        ",
        "W",
        "010",
        "050",
        "B",
        "Z",
        "zzzzzzzzzzzzzzzzzzzz",
        "eeeeeeeeee",
        "wwwwwwwwwwwwwwwwwwww"
    );
    assert_eq!(position.len(), 94);
    let Ok(Message::GameRequest(r)) = Message::decode(position.as_bytes()) else {
        panic!("a request with a position");
    };
    assert_eq!(
        (r.initiator.as_str(), r.follower, r.minutes, r.moves),
        ("Kingsrow", Colour::White, 10, 50)
    );
    assert_eq!(
        r.start,
        Start::Position {
            to_move: Colour::Black,
            squares: start_squares()
        }
    );

    let accept = b"AFollower 1.0                    0";
    assert_eq!(accept.len(), 34);
    assert_eq!(Message::decode(accept), Ok(samples()[2].clone()));
    assert_eq!(samples()[2].encode(), accept);

    // Time 4 digits, from 2, to 2, count 2, each captured square 2.
    assert_eq!(samples()[4].encode(), b"M0000322800");
    assert_eq!(
        Message::decode(b"M00422819022313"),
        Ok(Message::Move(DxpMove {
            seconds: 42,
            from: 28,
            to: 19,
            captured: vec![23, 13]
        }))
    );
    assert_eq!(samples()[6].encode(), b"E31");
    assert_eq!(samples()[7].encode(), b"E00");
    assert_eq!(samples()[8].encode(), b"CWhat about move 35?");
    assert_eq!(samples()[11].encode(), b"B005Z");
    assert_eq!(samples()[12].encode(), b"K1");
    assert_eq!(
        Message::decode(b"K2"),
        Ok(Message::BackAccept(BackCode::Declined))
    );
    assert_eq!(
        Message::decode(b"A                                2").map(|m| m.to_string()),
        Ok("A                                2".to_string())
    );
}

#[test]
fn encoding_clamps_fields_to_their_widths() {
    let long = Message::GameAccept(GameAccept {
        follower: "  a name much longer than thirty-two characters, with ü".into(),
        code: AcceptCode::Declined,
    });
    let bytes = long.encode();
    assert_eq!(bytes.len(), 34);
    assert_eq!(&bytes[..9], b"Aa name m");
    let chat = Message::Chat("é\n".repeat(100)).encode();
    assert_eq!(chat.len(), 127);
    assert!(chat[1..].iter().all(|&b| b == b'?'));
    let m = Message::Move(DxpMove {
        seconds: u16::MAX,
        from: 0,
        to: 200,
        captured: vec![1; 30],
    });
    assert_eq!(&m.encode()[..11], b"M9999009920");
    assert_eq!(m.encode().len(), 51);
}

fn refused(bytes: &[u8]) -> DxpError {
    match Message::decode(bytes) {
        Err(e) => e,
        Ok(m) => panic!("{:?} decoded as {m:?}", String::from_utf8_lossy(bytes)),
    }
}

#[test]
fn decoding_refuses_what_the_protocol_does_not_allow() {
    use DxpError::*;
    let request = "R01Doska                           Z005075A";
    // Lengths.
    assert!(matches!(refused(b""), Empty));
    assert!(matches!(refused(&[b'C'; 128]), TooLong(128)));
    assert!(matches!(refused(&request.as_bytes()[..42]), Length { .. }));
    assert!(matches!(
        refused(format!("{request} ").as_bytes()),
        Length { .. }
    ));
    assert!(matches!(refused(b"R01"), Length { .. }));
    assert!(matches!(refused(b"R"), Length { .. }));
    assert!(matches!(
        refused(&request.replace('A', "B").into_bytes()),
        Length { .. }
    ));
    assert!(matches!(
        refused(b"AFollower 1.0                   0"),
        Length { .. }
    ));
    assert!(matches!(refused(b"M000032280"), Length { .. }));
    assert!(matches!(refused(b"M00003228000"), Length { .. }));
    assert!(matches!(refused(b"M000028190223"), Length { .. }));
    assert!(matches!(refused(b"M00002819012313"), Length { .. }));
    assert!(matches!(refused(b"E0"), Length { .. }));
    assert!(matches!(refused(b"E000"), Length { .. }));
    assert!(matches!(refused(b"B05Z"), Length { .. }));
    assert!(matches!(refused(b"K"), Length { .. }));
    assert!(matches!(refused(b"K00"), Length { .. }));
    // Digits.
    assert!(matches!(
        refused(b"M00a0322800"),
        Digits { field: "time", .. }
    ));
    assert!(matches!(refused(b"M0000 32800"), Digits { .. }));
    assert!(matches!(refused(b"M0000-22800"), Digits { .. }));
    assert!(matches!(
        refused(&request.replace("005", "0x5").into_bytes()),
        Digits { .. }
    ));
    assert!(matches!(refused(b"B+05Z"), Digits { .. }));
    assert!(matches!(
        refused(b"RX1"),
        Digits {
            field: "version",
            ..
        }
    ));
    // Colours and codes.
    assert!(matches!(
        refused(&request.replace('Z', "B").into_bytes()),
        Code {
            field: "follower colour",
            ..
        }
    ));
    assert!(Message::decode(b"B005W").is_ok());
    assert!(matches!(refused(b"B005B"), Code { .. }));
    assert!(matches!(
        refused(b"E40"),
        Code {
            field: "reason",
            ..
        }
    ));
    assert!(matches!(
        refused(b"E02"),
        Code {
            field: "stop code",
            ..
        }
    ));
    assert!(matches!(refused(b"K3"), Code { .. }));
    assert!(matches!(
        refused(b"AFollower 1.0                    4"),
        Code { .. }
    ));
    assert!(matches!(
        refused(&request.replace('A', "C").into_bytes()),
        Code {
            field: "starting position",
            ..
        }
    ));
    let mut bad_square = concat!(
        "R01Doska                           W005075BW",
        "zzzzzzzzzzzzzzzzzzzzeeeeeeeeeewwwwwwwwwwwwwwwwwwww"
    )
    .as_bytes()
    .to_vec();
    assert!(Message::decode(&bad_square).is_ok());
    bad_square[60] = b'b';
    assert!(matches!(
        refused(&bad_square),
        Code {
            field: "square",
            ..
        }
    ));
    bad_square[60] = b'e';
    bad_square[43] = b'B';
    assert!(matches!(
        refused(&bad_square),
        Code {
            field: "colour to move",
            ..
        }
    ));
    // Squares and counts out of range, a square captured twice.
    assert!(matches!(
        refused(b"M0000002800"),
        Range {
            field: "from field",
            ..
        }
    ));
    assert!(matches!(
        refused(b"M0000325100"),
        Range {
            field: "to field",
            ..
        }
    ));
    assert!(matches!(refused(b"M000032282101"), Range { .. }));
    assert!(matches!(refused(b"M0000322801"), Length { .. }));
    assert!(matches!(refused(b"M000028190151"), Range { .. }));
    assert!(matches!(refused(b"M000028190100"), Range { .. }));
    assert!(matches!(refused(b"M000028190223230"), Length { .. }));
    assert!(matches!(refused(b"M00002819022323"), DuplicateCapture(23)));
    assert!(matches!(
        refused(b"B000W"),
        Range {
            field: "move number",
            ..
        }
    ));
    // Bytes outside ASCII 1-127, unknown types, other versions.
    assert!(matches!(
        refused(b"Chello\xe9"),
        NotAscii { at: 6, byte: 0xe9 }
    ));
    assert!(matches!(refused(b"Che\0llo"), NotAscii { at: 3, byte: 0 }));
    assert!(matches!(refused(b"Xyz"), UnknownType('X')));
    assert!(matches!(refused(b"m0000322800"), UnknownType('m')));
    assert!(matches!(
        refused(&request.replace("R01", "R02").into_bytes()),
        Version(2)
    ));
    assert!(matches!(refused(b"R00"), Version(0)));
}

proptest! {
    #[test]
    fn decoding_any_bytes_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        if let Ok(m) = Message::decode(&bytes) {
            let again = Message::decode(&m.encode());
            prop_assert!(again.is_ok(), "{:?}", again);
            if bytes.iter().all(|&b| b == b' ' || b.is_ascii_graphic()) {
                prop_assert_eq!(again, Ok(m));
            }
        }
    }

    #[test]
    fn decoding_near_messages_never_panics(
        kind in proptest::sample::select(b"RAMECBK".to_vec()),
        rest in proptest::collection::vec(proptest::sample::select(b"0123456789WZewzAB ".to_vec()), 0..130),
    ) {
        let mut bytes = vec![kind];
        bytes.extend(rest);
        let _ = Message::decode(&bytes);
    }

    #[test]
    fn moves_round_trip(
        seconds in 0u16..=9999,
        from in 1u8..=50,
        to in 1u8..=50,
        captured in proptest::sample::subsequence((1u8..=50).collect::<Vec<_>>(), 0..=20).prop_shuffle(),
    ) {
        let m = Message::Move(DxpMove { seconds, from, to, captured });
        prop_assert_eq!(Message::decode(&m.encode()), Ok(m));
    }

    #[test]
    fn requests_round_trip(
        name in "[!-~]([ -~]{0,30}[!-~])?",
        white in any::<bool>(),
        minutes in 0u16..=999,
        moves in 0u16..=999,
        cells in proptest::collection::vec(0u8..5, 50),
    ) {
        let piece = |c: u8| match c {
            0 => None,
            1 => Some(Piece::man(Colour::White)),
            2 => Some(Piece::man(Colour::Black)),
            3 => Some(Piece::king(Colour::White)),
            _ => Some(Piece::king(Colour::Black)),
        };
        let mut squares = [None; 50];
        for (s, &c) in squares.iter_mut().zip(&cells) {
            *s = piece(c);
        }
        let colour = if white { Colour::White } else { Colour::Black };
        let m = Message::GameRequest(GameRequest {
            initiator: name,
            follower: colour,
            minutes,
            moves,
            start: Start::Position { to_move: colour.other(), squares },
        });
        prop_assert_eq!(Message::decode(&m.encode()), Ok(m));
    }
}

// ---------------------------------------------------------------------------------
// Moves and positions.

fn rules() -> Checkers {
    Checkers::international()
}

fn dm(from: u8, to: u8, captured: &[u8]) -> DxpMove {
    DxpMove {
        seconds: 0,
        from,
        to,
        captured: captured.to_vec(),
    }
}

#[test]
fn dxp_moves_are_found_among_the_legal_moves() {
    let rules = rules();
    let start = rules.start();
    let mv = find_move(&rules, &start, &dm(32, 28, &[])).expect("32-28 opens");
    assert_eq!(
        dxp_move(&mv, 7),
        DxpMove {
            seconds: 7,
            ..dm(32, 28, &[])
        }
    );
    assert!(matches!(
        find_move(&rules, &start, &dm(32, 26, &[])),
        Err(DxpError::IllegalMove(_))
    ));
    assert!(matches!(
        find_move(&rules, &start, &dm(19, 23, &[])),
        Err(DxpError::IllegalMove(_))
    ));
    assert!(matches!(
        find_move(&rules, &start, &dm(32, 28, &[23])),
        Err(DxpError::IllegalMove(_))
    ));

    // 28 takes 23 and 12 (a double jump, 28x17... ) — the majority capture only.
    let pos = rules
        .parse_position("W:W28,45:B23,13,40")
        .expect("a position");
    let moves = rules.moves(&pos);
    assert_eq!(moves.len(), 1, "{moves:?}");
    let capture = dxp_move(&moves[0], 0);
    assert_eq!(
        (capture.from, capture.to, capture.captured.clone()),
        (28, 8, vec![13, 23])
    );
    assert_eq!(find_move(&rules, &pos, &dm(28, 8, &[23, 13])), Ok(moves[0]));
    assert_eq!(find_move(&rules, &pos, &dm(28, 8, &[13, 23])), Ok(moves[0]));
    // Some programs leave the captured squares out: the start and end suffice here.
    assert_eq!(find_move(&rules, &pos, &dm(28, 8, &[])), Ok(moves[0]));
    // The single capture is not legal under the majority rule, nor a wrong set.
    assert!(find_move(&rules, &pos, &dm(28, 19, &[23])).is_err());
    assert!(find_move(&rules, &pos, &dm(28, 8, &[23])).is_err());
    assert!(find_move(&rules, &pos, &dm(28, 8, &[23, 13, 40])).is_err());
    assert!(find_move(&rules, &pos, &dm(28, 8, &[23, 23])).is_err());
    assert!(find_move(&rules, &pos, &dm(0, 8, &[])).is_err());
    assert_eq!(describe(&dm(28, 8, &[23, 13])), "28x8 capturing 23,13");
    assert_eq!(describe(&dm(32, 28, &[])), "32-28");
}

#[test]
fn a_move_without_its_captures_may_be_ambiguous() {
    // Black's king on 48 reaches 1 along two routes that capture different pieces.
    let rules = rules();
    let pos = rules
        .parse_position("B:W7,21,32,36,41,42:B15,19,24,K48")
        .expect("a position");
    let routes: Vec<DxpMove> = rules
        .moves(&pos)
        .iter()
        .map(|mv| dxp_move(mv, 0))
        .filter(|m| (m.from, m.to) == (48, 1))
        .collect();
    assert_eq!(routes.len(), 2, "{routes:?}");
    assert_ne!(routes[0].captured, routes[1].captured);
    assert!(matches!(
        find_move(&rules, &pos, &dm(48, 1, &[])),
        Err(DxpError::AmbiguousMove(_, 2))
    ));
    let first = find_move(&rules, &pos, &routes[0]).expect("the first route");
    let second = find_move(&rules, &pos, &routes[1]).expect("the second route");
    assert_ne!(first, second);
    assert_eq!(dxp_move(&first, 0), routes[0]);
}

#[test]
fn positions_convert_both_ways() {
    let rules = rules();
    let start = rules.start();
    assert_eq!(squares_of(&start), (Colour::White, start_squares()));
    assert_eq!(start_position(&rules, &Start::Initial), Ok(start));
    let given = Start::Position {
        to_move: Colour::White,
        squares: start_squares(),
    };
    assert_eq!(start_position(&rules, &given), Ok(start));
    let pos = rules
        .parse_position("B:WK3,31,32:BK48,19")
        .expect("a position");
    let (to_move, squares) = squares_of(&pos);
    assert_eq!(to_move, Colour::Black);
    assert_eq!(squares[2], Some(Piece::king(Colour::White)));
    assert_eq!(squares[47], Some(Piece::king(Colour::Black)));
    assert_eq!(position_from_squares(&rules, to_move, &squares), Ok(pos));
    // A white man on its promotion row, a board with no pieces: refused or empty, never
    // a panic.
    let mut odd = [None; 50];
    odd[0] = Some(Piece::man(Colour::White));
    let _ = position_from_squares(&rules, Colour::White, &odd);
    let _ = position_from_squares(&rules, Colour::White, &[None; 50]);
}

// ---------------------------------------------------------------------------------
// Whole games.

fn fast(games: u32) -> DxpConfig {
    DxpConfig {
        agent: "alphabeta:depth=2".parse().expect("an agent"),
        minutes: 1,
        moves: 0,
        games,
        read_timeout: Duration::from_secs(20),
        ..DxpConfig::default()
    }
}

fn opposite(r: GameResult) -> GameResult {
    match r {
        GameResult::Win => GameResult::Loss,
        GameResult::Loss => GameResult::Win,
        other => other,
    }
}

/// The two sides of each game agree: colours, results, records; the rules ended it.
fn assert_agree(initiator: &[GameSummary], follower: &[GameSummary], games: usize) {
    assert_eq!(initiator.len(), games, "{initiator:#?}");
    assert_eq!(follower.len(), games, "{follower:#?}");
    for (i, (a, b)) in initiator.iter().zip(follower).enumerate() {
        let expected = if i % 2 == 0 {
            Colour::White
        } else {
            Colour::Black
        };
        assert_eq!(a.colour, expected);
        assert_eq!(b.colour, expected.other());
        assert_eq!(a.record, b.record);
        assert!(!a.record.is_empty());
        assert_ne!(a.result, GameResult::Unknown, "{a:#?}");
        assert_eq!(a.result, opposite(b.result), "{a:#?}\n{b:#?}");
        assert_eq!(a.ending, b.ending);
        assert_eq!(a.partner, "Doska");
    }
}

/// Plays `games` games between an initiator and a follower on the loopback interface.
fn loopback(games: u32) -> (Vec<GameSummary>, Vec<GameSummary>, String, String) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    let addr = listener.local_addr().expect("its address");
    let follower = thread::spawn(move || {
        let (stream, _) = listener.accept().expect("a partner");
        let mut log = Vec::new();
        let reader = stream.try_clone().expect("a clone");
        let games = follow(reader, &stream, &fast(1), &mut log).expect("games");
        (games, String::from_utf8_lossy(&log).into_owned())
    });
    let mut log = Vec::new();
    let mine = connect(&addr.to_string(), &fast(games), &mut log).expect("games");
    let (theirs, their_log) = follower.join().expect("the follower");
    (
        mine,
        theirs,
        String::from_utf8_lossy(&log).into_owned(),
        their_log,
    )
}

#[test]
fn a_whole_game_on_the_loopback_interface() {
    let (mine, theirs, log, their_log) = loopback(1);
    assert_agree(&mine, &theirs, 1);
    assert!(log.contains("connected to 127.0.0.1:"), "{log}");
    assert!(
        log.contains("game 1 against \"Doska\": Doska plays White"),
        "{log}"
    );
    assert!(log.contains("over after"), "{log}");
    assert!(their_log.contains("plays Black"), "{their_log}");
    assert!(
        their_log.contains("the partner plays no more games"),
        "{their_log}"
    );
}

#[test]
fn two_games_in_a_row_on_one_connection() {
    let (mine, theirs, log, _) = loopback(2);
    assert_agree(&mine, &theirs, 2);
    assert!(
        log.contains("game 2 against \"Doska\": Doska plays Black"),
        "{log}"
    );
}

#[test]
fn a_game_over_pipes() {
    let (to_follower, from_initiator) = io::pipe().expect("a pipe");
    let (to_initiator, from_follower) = io::pipe().expect("a pipe");
    let follower = thread::spawn(move || {
        let mut log = Vec::new();
        follow(to_follower, from_follower, &fast(1), &mut log).expect("games")
    });
    let mut log = Vec::new();
    let mine = initiate(to_initiator, from_initiator, &fast(1), &mut log).expect("games");
    let theirs = follower.join().expect("the follower");
    assert_agree(&mine, &theirs, 1);
}

#[test]
fn a_huge_time_out_is_no_overflow() {
    let (reader, mut partner) = io::pipe().expect("a pipe");
    partner.write_all(b"CHello\0").expect("sent");
    drop(partner);
    let config = DxpConfig {
        read_timeout: Duration::MAX,
        ..fast(1)
    };
    let mut log = Vec::new();
    let games = follow(reader, io::sink(), &config, &mut log).expect("no games");
    assert!(games.is_empty());
    let log = String::from_utf8_lossy(&log);
    assert!(log.contains("chat: \"Hello\""), "{log}");
    assert!(log.contains("the partner closed the connection"), "{log}");
}

// ---------------------------------------------------------------------------------
// A listener and hostile partners.

/// A partner written by hand: raw bytes out, NUL-ended messages in.
struct Raw {
    stream: TcpStream,
    buf: Vec<u8>,
}

impl Raw {
    fn connect(addr: SocketAddr) -> Raw {
        let stream = TcpStream::connect(addr).expect("a connection");
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .expect("a time-out");
        Raw {
            stream,
            buf: Vec::new(),
        }
    }

    fn send(&mut self, message: &str) {
        let mut bytes = message.as_bytes().to_vec();
        bytes.push(0);
        self.stream.write_all(&bytes).expect("sent");
    }

    /// The next message, or `None` at the end of the stream.
    fn recv(&mut self) -> Option<String> {
        loop {
            if let Some(i) = self.buf.iter().position(|&b| b == 0) {
                let message: Vec<u8> = self.buf.drain(..=i).collect();
                return Some(String::from_utf8_lossy(&message[..i]).into_owned());
            }
            let mut chunk = [0u8; 256];
            match self.stream.read(&mut chunk) {
                Ok(0) | Err(_) => return None,
                Ok(n) => self.buf.extend_from_slice(&chunk[..n]),
            }
        }
    }

    /// Every message until the end of the stream.
    fn rest(&mut self) -> Vec<String> {
        std::iter::from_fn(|| self.recv()).collect()
    }
}

fn request(follower: char) -> String {
    format!("R01Hostile                         {follower}001000A")
}

/// A listener serving `partners` partners with a short read time-out, on a thread.
fn listener(partners: usize) -> (SocketAddr, thread::JoinHandle<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    let addr = listener.local_addr().expect("its address");
    let config = DxpConfig {
        read_timeout: Duration::from_millis(300),
        ..fast(1)
    };
    let server = thread::spawn(move || {
        let mut log = Vec::new();
        serve(listener, &config, &mut log, Some(partners)).expect("served");
        String::from_utf8_lossy(&log).into_owned()
    });
    (addr, server)
}

/// A well-behaved partner plays a whole game; then the listener's log.
fn then_a_good_game(addr: SocketAddr, server: thread::JoinHandle<String>) -> String {
    let mut log = Vec::new();
    let games = connect(&addr.to_string(), &fast(1), &mut log).expect("a game");
    assert_eq!(games.len(), 1, "{}", String::from_utf8_lossy(&log));
    assert_ne!(games[0].result, GameResult::Unknown, "{:#?}", games[0]);
    let log = server.join().expect("the listener");
    assert!(log.contains("partner 2 (127.0.0.1:"), "{log}");
    assert!(log.contains("over after"), "{log}");
    log
}

#[test]
fn an_over_long_message_ends_the_game() {
    let (addr, server) = listener(2);
    let mut raw = Raw::connect(addr);
    raw.stream.write_all(&[b'C'; 300]).expect("sent");
    assert_eq!(raw.rest(), ["E01"]);
    let log = then_a_good_game(addr, server);
    assert!(
        log.contains("a message longer than 127 bytes; closing the connection (sent E01)"),
        "{log}"
    );
}

#[test]
fn a_missing_nul_at_the_end_of_the_stream_ends_the_game() {
    let (addr, server) = listener(2);
    let mut raw = Raw::connect(addr);
    raw.send(&request('W'));
    assert!(raw.recv().expect("an accept").starts_with("ADoska"));
    assert!(raw.recv().expect("a move").starts_with('M'));
    raw.stream.write_all(b"M000018").expect("sent");
    raw.stream.shutdown(Shutdown::Write).expect("half closed");
    assert_eq!(raw.rest(), ["E01"]);
    let log = then_a_good_game(addr, server);
    assert!(
        log.contains("the stream ended inside a message (7 bytes without their NUL)"),
        "{log}"
    );
}

#[test]
fn a_silent_partner_times_out() {
    let (addr, server) = listener(2);
    let mut raw = Raw::connect(addr);
    let started = Instant::now();
    assert_eq!(raw.rest(), ["E01"]);
    assert!(started.elapsed() < Duration::from_secs(5));
    let log = then_a_good_game(addr, server);
    assert!(
        log.contains("no game request in 300ms; closing the connection"),
        "{log}"
    );
}

#[test]
fn a_silent_partner_times_out_mid_game() {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    let addr = listener.local_addr().expect("its address");
    let config = DxpConfig {
        minutes: 0,
        read_timeout: Duration::from_millis(300),
        ..fast(1)
    };
    let server = thread::spawn(move || {
        let mut log = Vec::new();
        serve(listener, &config, &mut log, Some(1)).expect("served");
        String::from_utf8_lossy(&log).into_owned()
    });
    let mut raw = Raw::connect(addr);
    // No clock (000 minutes): the partner's move is waited for the read time-out only.
    raw.send("R01Hostile                         W000000A");
    assert!(raw.recv().expect("an accept").ends_with('0'));
    assert!(raw.recv().expect("a move").starts_with('M'));
    assert_eq!(raw.rest(), ["E01"]);
    let log = server.join().expect("the listener");
    assert!(
        log.contains("no move from the partner in 300ms; ending the game (sent E01)"),
        "{log}"
    );
    assert!(log.contains("broken off"), "{log}");
}

#[test]
fn a_flood_of_chats_ends_the_game() {
    let (addr, server) = listener(2);
    let raw = Raw::connect(addr);
    let mut reader = Raw {
        stream: raw.stream.try_clone().expect("a clone"),
        buf: Vec::new(),
    };
    let got = thread::spawn(move || reader.rest());
    let mut writer = raw.stream;
    for i in 0..5000 {
        if writer
            .write_all(format!("Cflood {i}\0").as_bytes())
            .is_err()
        {
            break;
        }
    }
    let got = got.join().expect("the reader");
    assert_eq!(got, ["E01"]);
    let log = then_a_good_game(addr, server);
    assert!(
        log.contains("a flood of messages; closing the connection (sent E01)"),
        "{log}"
    );
    assert!(log.contains("chat: \"flood 0\""), "{log}");
    assert!(!log.contains("chat: \"flood 40\""), "{log}");
}

#[test]
fn an_illegal_move_ends_the_game() {
    let (addr, server) = listener(2);
    let mut raw = Raw::connect(addr);
    raw.send(&request('Z'));
    assert_eq!(
        raw.recv().expect("an accept"),
        "ADoska                           0"
    );
    raw.send("M0001010200");
    assert_eq!(raw.rest(), ["E01"]);
    let log = then_a_good_game(addr, server);
    assert!(
        log.contains(
            "the partner's move: 1-2 is not a legal move here; ending the game (sent E01)"
        ),
        "{log}"
    );
}

#[test]
fn garbage_ends_the_game() {
    let (addr, server) = listener(2);
    let mut raw = Raw::connect(addr);
    raw.stream
        .write_all(b"\xff\xfe\x01garbage\0")
        .expect("sent");
    assert_eq!(raw.rest(), ["E01"]);
    let log = then_a_good_game(addr, server);
    assert!(
        log.contains("a malformed message (byte 0xff at 0 is not ASCII 1-127)"),
        "{log}"
    );
}

#[test]
fn unexpected_versions_and_positions_are_declined() {
    let (addr, server) = listener(2);
    let mut raw = Raw::connect(addr);
    raw.send(&request('W').replace("R01", "R02"));
    assert_eq!(
        raw.recv().expect("an accept"),
        "ADoska                           1"
    );
    // A position where White, to move, has no piece.
    raw.send(&format!(
        "R01Hostile                         W001000BW{}",
        "z".repeat(5) + &"e".repeat(45)
    ));
    assert_eq!(
        raw.recv().expect("an accept"),
        "ADoska                           2"
    );
    raw.send("E00");
    raw.send("CStill there?");
    raw.send("B001W");
    assert_eq!(raw.recv().expect("a back accept"), "K1");
    raw.stream.shutdown(Shutdown::Write).expect("half closed");
    assert_eq!(raw.rest(), Vec::<String>::new());
    let log = then_a_good_game(addr, server);
    assert!(
        log.contains("refused a game request of protocol version 02 (sent GAMEACC code 1)"),
        "{log}"
    );
    assert!(
        log.contains("has no legal move (sent GAMEACC code 2)"),
        "{log}"
    );
    assert!(log.contains("chat: \"Still there?\""), "{log}");
    assert!(
        log.contains("partner 1 (127.0.0.1:") && log.contains("the partner closed the connection"),
        "{log}"
    );
}

#[test]
fn a_second_connection_is_refused_while_the_first_is_served() {
    let (addr, server) = listener(2);
    let mut first = Raw::connect(addr);
    first.send(&request('W'));
    assert!(first.recv().expect("an accept").ends_with('0'));
    let opening = first.recv().expect("a move");
    assert!(opening.starts_with('M'), "{opening}");

    // While the first is served: a game request gets code 2, silence gets E01.
    let mut second = Raw::connect(addr);
    second.send(&request('W'));
    assert_eq!(second.rest(), ["ADoska                           2"]);
    let mut third = Raw::connect(addr);
    assert_eq!(third.rest(), ["E01"]);

    // The first gives up (reason 1), and the listener confirms.
    first.send("E10");
    assert_eq!(first.recv().expect("a confirmation"), "E00");
    first.stream.shutdown(Shutdown::Write).expect("half closed");
    assert_eq!(first.rest(), Vec::<String>::new());
    let log = then_a_good_game(addr, server);
    assert!(
        log.contains("busy with another partner; sent GAMEACC code 2 to its game request"),
        "{log}"
    );
    assert!(log.contains("busy with another partner; sent E01"), "{log}");
    assert!(
        log.contains("ended by \"Hostile\" (gives up); Doska (White) wins"),
        "{log}"
    );
}

#[test]
fn a_game_end_and_a_chat_during_a_search_are_handled_at_once() {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    let addr = listener.local_addr().expect("its address");
    let config = DxpConfig {
        // The clock alone limits the search: about two seconds for the first move.
        agent: "alphabeta".parse().expect("an agent"),
        minutes: 5,
        moves: 75,
        read_timeout: Duration::from_secs(5),
        ..DxpConfig::default()
    };
    let server = thread::spawn(move || {
        let mut log = Vec::new();
        serve(listener, &config, &mut log, Some(1)).expect("served");
        String::from_utf8_lossy(&log).into_owned()
    });
    let mut raw = Raw::connect(addr);
    raw.send("R01Hostile                         W005075A");
    assert!(raw.recv().expect("an accept").ends_with('0'));
    thread::sleep(Duration::from_millis(100));
    raw.send("CThinking?");
    raw.send("B001W");
    assert_eq!(raw.recv().expect("a back accept"), "K1");
    let sent = Instant::now();
    raw.send("E21");
    assert_eq!(raw.recv().expect("a confirmation"), "E00");
    assert!(
        sent.elapsed() < Duration::from_secs(1),
        "{:?}",
        sent.elapsed()
    );
    assert_eq!(raw.rest(), Vec::<String>::new());
    let log = server.join().expect("the listener");
    assert!(log.contains("chat: \"Thinking?\""), "{log}");
    assert!(
        log.contains("back request to move 1 (White) refused"),
        "{log}"
    );
    assert!(
        log.contains("over after 0 plies: ended by \"Hostile\" (draw); Doska (White) draws"),
        "{log}"
    );
    assert!(log.contains("the partner plays no more games"), "{log}");
}
