//! Reading records: bytes to text ([`decode`]), text to [`Record`]s ([`read`]).
//!
//! The reader is liberal in what it takes (the old and the new forms of the standard,
//! the habits of real files) and never panics: every problem is a [`RecordError`] that
//! names the game and the line, after which reading goes on with the next game (the
//! next section of tags).

use std::borrow::Cow;
use std::fmt;

use super::elements::{Element, MoveNumber, Record, RecordMove};

/// How deep variations may nest; deeper is refused as bad syntax.
const MAX_DEPTH: usize = 64;

/// The characters of Windows-1252 at bytes `0x80..=0x9f`, where it differs from
/// Latin-1 (the five bytes it leaves undefined keep their Latin-1 control characters).
const CP1252: [char; 32] = [
    '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž', '\u{8f}',
    '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}', 'ž', 'Ÿ',
];

/// The text of a record file: UTF-8 (a byte-order mark dropped), or, when the bytes are
/// not UTF-8, Latin-1 as Windows writes it (Windows-1252), which is how older draughts
/// programs save their files. Never fails: every byte means a character in Latin-1.
///
/// ```
/// use doska_core::record::decode;
/// assert_eq!(decode(b"\xef\xbb\xbf[White \"Ren\xc3\xa9\"]"), "[White \"René\"]");
/// assert_eq!(decode(b"[White \"Ren\xe9\"]"), "[White \"René\"]");
/// ```
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => Cow::Owned(
            bytes
                .iter()
                .map(|&b| match b {
                    0x80..=0x9f => CP1252[usize::from(b - 0x80)],
                    _ => char::from(b),
                })
                .collect(),
        ),
    }
}

/// Reads the games of a record file, one at a time: each item is a game's
/// [`Record`], or the [`RecordError`] that stopped reading that game (reading then
/// goes on with the next section of tags).
///
/// ```
/// use doska_core::record;
/// let text = "[Event \"A\"]\n1. 32-28 {unclosed\n\n[Event \"B\"]\n1. 33-29 *\n";
/// let games: Vec<_> = record::read(text).collect();
/// assert_eq!(games.len(), 2);
/// let err = games[0].as_ref().unwrap_err();
/// assert_eq!(err.to_string(), "game 1 (Event \"A\"), line 2: a comment `{` that is never closed");
/// assert_eq!(games[1].as_ref().unwrap().tag("Event"), Some("B"));
/// ```
pub fn read(text: &str) -> Reader<'_> {
    Reader {
        src: text.strip_prefix('\u{feff}').unwrap_or(text),
        at: 0,
        game: 0,
    }
}

/// The games of a record file, as [`read`] gives them.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    src: &'a str,
    at: usize,
    game: usize,
}

/// Why a game of a record file could not be read (bad syntax); it names the game by
/// its number in the file and its `Event`, `White` and `Black` tags.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordError {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The line of the file, from 1.
    pub line: usize,
    /// What is wrong.
    pub problem: String,
    /// The tags read before the problem.
    pub tags: Vec<(String, String)>,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.game)?;
        write_names(f, &self.tags)?;
        write!(f, ", line {}: {}", self.line, self.problem)
    }
}

impl std::error::Error for RecordError {}

/// Writes ` (Event "…", White "…", Black "…")` with the tags that exist.
pub(super) fn write_names(f: &mut dyn fmt::Write, tags: &[(String, String)]) -> fmt::Result {
    let mut first = true;
    for name in ["Event", "White", "Black"] {
        if let Some((_, v)) = tags.iter().find(|(n, _)| n == name) {
            f.write_str(if first { " (" } else { ", " })?;
            write!(f, "{name} \"{}\"", short(v))?;
            first = false;
        }
    }
    if !first {
        f.write_str(")")?;
    }
    Ok(())
}

/// A tag value cut to 60 characters for a message.
fn short(v: &str) -> Cow<'_, str> {
    match v.char_indices().nth(60) {
        Some((i, _)) => Cow::Owned(format!("{}…", &v[..i])),
        None => Cow::Borrowed(v),
    }
}

/// A problem at a byte offset of the text.
struct Problem {
    at: usize,
    text: String,
}

fn problem(at: usize, text: impl Into<String>) -> Problem {
    Problem {
        at,
        text: text.into(),
    }
}

/// Whether `word` is a result: the two-seat results of both styles, `0-0`, or the
/// places of three to six seats (`1-2-2`). `*` is read apart.
pub(super) fn is_result(word: &str) -> bool {
    matches!(
        word,
        "1-0" | "0-1" | "1/2-1/2" | "2-0" | "0-2" | "1-1" | "0-0"
    ) || {
        let b = word.as_bytes();
        (5..=11).contains(&b.len())
            && b.len() % 2 == 1
            && b.iter().enumerate().all(|(i, &c)| {
                if i % 2 == 0 {
                    (b'1'..=b'6').contains(&c)
                } else {
                    c == b'-'
                }
            })
    }
}

/// Splits a strength mark (`!`, `?!`, …) off the end of a word.
fn split_strength(word: &str) -> (&str, Option<&str>) {
    let body = word.trim_end_matches(['!', '?']);
    if body.len() == word.len() {
        (word, None)
    } else {
        (body, Some(&word[body.len()..]))
    }
}

/// Whether the byte ends a word of move text.
fn ends_word(b: u8) -> bool {
    b.is_ascii_whitespace()
        || matches!(
            b,
            b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'"' | b'$'
        )
}

impl Reader<'_> {
    fn bytes(&self) -> &[u8] {
        self.src.as_bytes()
    }

    fn peek(&self) -> Option<u8> {
        self.bytes().get(self.at).copied()
    }

    /// The line (from 1) of a byte offset.
    fn line_of(&self, at: usize) -> usize {
        1 + self.bytes()[..at.min(self.src.len())]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
    }

    /// Whether `at` is the first byte of its line but for blanks.
    fn starts_line(&self, at: usize) -> bool {
        self.bytes()[..at]
            .iter()
            .rev()
            .take_while(|&&b| b != b'\n')
            .all(|b| *b == b' ' || *b == b'\t' || *b == b'\r')
    }

    /// Skips white space, byte-order marks (files joined end to end keep theirs) and
    /// `%` escape lines (a `%` first on a line).
    fn skip_space(&mut self) {
        while let Some(b) = self.peek() {
            if b.is_ascii_whitespace() {
                self.at += 1;
            } else if self.src[self.at..].starts_with('\u{feff}') {
                self.at += '\u{feff}'.len_utf8();
            } else if b == b'%' && self.starts_line(self.at) {
                self.skip_line();
            } else {
                break;
            }
        }
    }

    fn skip_line(&mut self) {
        match self.bytes()[self.at..].iter().position(|&b| b == b'\n') {
            Some(n) => self.at += n + 1,
            None => self.at = self.src.len(),
        }
    }

    /// Moves to the next section of tags after a problem: the next line that begins
    /// with `[` after a line that does not.
    fn resync(&mut self, from: usize) {
        let src = self.src;
        let line_start = src[..from.min(src.len())].rfind('\n').map_or(0, |i| i + 1);
        let mut prev_tag = src[line_start..].trim_start().starts_with('[');
        let mut at = src[line_start..]
            .find('\n')
            .map_or(src.len(), |i| line_start + i + 1);
        while at < src.len() {
            let line = &src[at..];
            let is_tag = line.trim_start_matches([' ', '\t']).starts_with('[');
            if is_tag && !prev_tag {
                self.at = at;
                return;
            }
            prev_tag = is_tag;
            at = line.find('\n').map_or(src.len(), |i| at + i + 1);
        }
        self.at = src.len();
    }

    /// Reads a tag pair at `[`.
    fn tag(&mut self) -> Result<(String, String), Problem> {
        let start = self.at;
        self.at += 1;
        self.skip_blanks();
        let name_start = self.at;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            self.at += 1;
        }
        if self.at == name_start {
            return Err(problem(start, "a tag needs a name after `[`"));
        }
        let name = self.src[name_start..self.at].to_string();
        self.skip_blanks();
        if self.peek() != Some(b'"') {
            return Err(problem(
                start,
                format!("the tag `{name}` needs a value in double quotes"),
            ));
        }
        let value = self.string(start, &name)?;
        self.skip_blanks();
        if self.peek() != Some(b']') {
            return Err(problem(
                start,
                format!("the tag `{name}` is not closed by `]`"),
            ));
        }
        self.at += 1;
        Ok((name, value))
    }

    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(|b| b == b' ' || b == b'\t') {
            self.at += 1;
        }
    }

    /// Reads a string at `"`: `\"` is a quote, `\\` a backslash, any other backslash
    /// itself; it ends at the quote or, unclosed, is refused at the end of its line.
    fn string(&mut self, start: usize, name: &str) -> Result<String, Problem> {
        self.at += 1;
        let mut value = String::new();
        let mut run = self.at;
        loop {
            match self.peek() {
                None | Some(b'\n') => {
                    return Err(problem(
                        start,
                        format!("the value of the tag `{name}` is not closed by `\"`"),
                    ))
                }
                Some(b'"') => {
                    value.push_str(&self.src[run..self.at]);
                    self.at += 1;
                    return Ok(value);
                }
                Some(b'\\') if matches!(self.bytes().get(self.at + 1), Some(b'"' | b'\\')) => {
                    value.push_str(&self.src[run..self.at]);
                    self.at += 1;
                    run = self.at;
                    self.at += 1;
                }
                Some(_) => self.at += 1,
            }
        }
    }

    /// Reads one game from the current offset (not at the end).
    fn game(&mut self, record: &mut Record) -> Result<(), Problem> {
        // Tags.
        loop {
            self.skip_space();
            if self.peek() != Some(b'[') {
                break;
            }
            let tag = self.tag()?;
            record.tags.push(tag);
        }
        // Move text: a stack of lines, the main line at the bottom.
        let mut lines: Vec<Vec<Element>> = vec![Vec::new()];
        let mut opened: Vec<usize> = Vec::new();
        let mut number: Option<MoveNumber> = None;
        loop {
            self.skip_space();
            let at = self.at;
            let Some(b) = self.peek() else { break };
            let line = lines.last_mut().expect("the main line is never popped");
            match b {
                b'[' => {
                    if !opened.is_empty() {
                        return Err(problem(
                            opened[opened.len() - 1],
                            "a variation `(` that is never closed",
                        ));
                    }
                    break;
                }
                b']' => return Err(problem(at, "a `]` outside a tag")),
                b'"' => return Err(problem(at, "a `\"` outside a tag")),
                b'}' => return Err(problem(at, "a `}` with no `{` before it")),
                b'%' => {
                    return Err(problem(
                        at,
                        "a `%` that does not begin its line (a `%` escapes a whole line)",
                    ))
                }
                b';' => {
                    let end = self.bytes()[at..]
                        .iter()
                        .position(|&c| c == b'\n')
                        .map_or(self.src.len(), |n| at + n);
                    line.push(Element::Comment(normalise(&self.src[at + 1..end])));
                    self.at = end;
                }
                b'{' => {
                    let Some(n) = self.bytes()[at..].iter().position(|&c| c == b'}') else {
                        return Err(problem(at, "a comment `{` that is never closed"));
                    };
                    let body = &self.src[at + 1..at + n];
                    if runs_into_tags(body) {
                        return Err(problem(at, "a comment `{` that is never closed"));
                    }
                    line.push(Element::Comment(normalise(body)));
                    self.at = at + n + 1;
                }
                b'(' => {
                    // `(?)`, `(!?)`: a strength mark of the move before.
                    let marks = self.bytes()[at + 1..]
                        .iter()
                        .take_while(|&&c| c == b'!' || c == b'?')
                        .count();
                    if marks > 0 && self.bytes().get(at + 1 + marks) == Some(&b')') {
                        let mark = &self.src[at..at + marks + 2];
                        match line.last_mut() {
                            Some(Element::Move(m)) if m.strength.is_none() => {
                                m.strength = Some(mark.to_string());
                            }
                            _ => {
                                return Err(problem(
                                    at,
                                    format!("a strength mark `{mark}` with no move before it"),
                                ))
                            }
                        }
                        self.at = at + marks + 2;
                    } else {
                        if opened.len() >= MAX_DEPTH {
                            return Err(problem(
                                at,
                                format!("variations nested deeper than {MAX_DEPTH}"),
                            ));
                        }
                        opened.push(at);
                        lines.push(Vec::new());
                        number = None;
                        self.at = at + 1;
                    }
                }
                b')' => {
                    if opened.pop().is_none() {
                        return Err(problem(at, "a `)` with no `(` before it"));
                    }
                    let variation = lines.pop().expect("a variation was opened");
                    lines
                        .last_mut()
                        .expect("the main line is never popped")
                        .push(Element::Variation(variation));
                    number = None;
                    self.at = at + 1;
                }
                b'$' => {
                    let digits = self.bytes()[at + 1..]
                        .iter()
                        .take_while(|c| c.is_ascii_digit())
                        .count();
                    let glyph = self.src[at + 1..at + 1 + digits]
                        .parse::<u16>()
                        .map_err(|_| problem(at, "a glyph `$` needs a number up to 65535"))?;
                    line.push(Element::Nag(glyph));
                    self.at = at + 1 + digits;
                }
                b'/' => {
                    let (text, end) = self.setup(at)?;
                    line.push(Element::Setup(text));
                    self.at = end;
                }
                _ => {
                    let word_len = |from: usize| {
                        self.bytes()[from..]
                            .iter()
                            .position(|&c| ends_word(c))
                            .unwrap_or(self.src.len() - from)
                    };
                    let mut len = word_len(at);
                    // A move number glued to what follows (`12.32-28`, `23.1/2-1/2`,
                    // `3./…/`): the number is taken and the rest read as a token of its
                    // own, so that a result or a setup after a number is one.
                    let raw = &self.src[at..at + len];
                    let mut rest = raw;
                    while let Some((n, after)) = split_number(rest) {
                        number = Some(n);
                        rest = after;
                    }
                    if rest.len() < raw.len() {
                        self.at = at + len - rest.len();
                        continue;
                    }
                    // Squares padded to line up in columns (`1- 6`, `47x 9`): a word
                    // that ends in a separator goes on with the digits after blanks on
                    // its line.
                    let owned;
                    let mut word = &self.src[at..at + len];
                    if word.len() > 1 && word.ends_with(['-', 'x', ':']) && !is_result(word) {
                        let blanks = self.bytes()[at + len..]
                            .iter()
                            .take_while(|&&c| c == b' ' || c == b'\t')
                            .count();
                        let next = at + len + blanks;
                        if blanks > 0 && self.bytes().get(next).is_some_and(u8::is_ascii_digit) {
                            let more = word_len(next);
                            owned = format!("{word}{}", &self.src[next..next + more]);
                            word = &owned;
                            len = next + more - at;
                        }
                    }
                    self.at = at + len;
                    if word == "*" || is_result(word) {
                        if !opened.is_empty() {
                            return Err(problem(
                                at,
                                format!("a result `{word}` inside a variation"),
                            ));
                        }
                        record.result = Some(word.to_string());
                        break;
                    }
                    // `1.1.` is two numbers: a number is never a move's text.
                    while let Some((n, rest)) = split_number(word) {
                        number = Some(n);
                        word = rest;
                    }
                    if word.is_empty() {
                        continue;
                    }
                    if word.bytes().all(|c| c == b'.') {
                        // `12. ...`: the number of a later seat's move.
                        if let Some(n) = &mut number {
                            n.continued = true;
                        }
                        continue;
                    }
                    let (text, strength) = split_strength(word);
                    if text.is_empty() {
                        match line.last_mut() {
                            Some(Element::Move(m)) if m.strength.is_none() => {
                                m.strength = strength.map(str::to_string);
                            }
                            _ => {
                                return Err(problem(
                                    at,
                                    format!("a strength mark `{word}` with no move before it"),
                                ))
                            }
                        }
                        continue;
                    }
                    line.push(Element::Move(RecordMove {
                        number: number.take(),
                        text: text.to_string(),
                        strength: strength.map(str::to_string),
                    }));
                }
            }
        }
        if let Some(&at) = opened.last() {
            return Err(problem(at, "a variation `(` that is never closed"));
        }
        record.moves = lines.pop().expect("the main line is never popped");
        Ok(())
    }

    /// Reads a setup at `/`: `/position/`, or `/"position"/` for a position text that
    /// holds `/` itself; its white space as single spaces, and no `"` in the first form.
    fn setup(&self, at: usize) -> Result<(String, usize), Problem> {
        let unclosed = || problem(at, "a setup `/` that is never closed");
        let rest = &self.src[at + 1..];
        if let Some(quoted) = rest.strip_prefix('"') {
            let n = quoted.find('"').ok_or_else(unclosed)?;
            if quoted.as_bytes().get(n + 1) != Some(&b'/') {
                return Err(unclosed());
            }
            return Ok((normalise(&quoted[..n]), at + 1 + 1 + n + 2));
        }
        let n = rest.find(['/', '\n']).ok_or_else(unclosed)?;
        if rest.as_bytes()[n] != b'/' {
            return Err(unclosed());
        }
        let text = normalise(&rest[..n]);
        if text.contains('"') {
            return Err(problem(at, "a `\"` inside a setup `/…/`"));
        }
        Ok((text, at + 1 + n + 1))
    }
}

/// A move number at the start of a word (`12.`, `12...`, `12.32-28`) and the rest.
fn split_number(word: &str) -> Option<(MoveNumber, &str)> {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let dots = word[digits..].bytes().take_while(|&b| b == b'.').count();
    if digits == 0 || dots == 0 {
        return None;
    }
    let number = word[..digits].parse().unwrap_or(u32::MAX);
    Some((
        MoveNumber {
            number,
            continued: dots > 1,
        },
        &word[digits + dots..],
    ))
}

/// Whether an unclosed-looking comment runs into the tags of the next game: a line of
/// it begins like a tag pair (`[Name "`).
fn runs_into_tags(body: &str) -> bool {
    body.lines().skip(1).any(|l| {
        let Some(rest) = l.trim_start().strip_prefix('[') else {
            return false;
        };
        let name = rest
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
            .count();
        name > 0 && rest[name..].trim_start().starts_with('"')
    })
}

/// A comment's or a setup's text with its white space as single spaces.
fn normalise(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl Iterator for Reader<'_> {
    type Item = Result<Record, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            self.skip_space();
            if self.at >= self.src.len() {
                return None;
            }
            self.game += 1;
            let start = self.at;
            let mut record = Record::default();
            match self.game(&mut record) {
                Ok(()) => {
                    if record.tags.is_empty() && record.moves.is_empty() && record.result.is_none()
                    {
                        // Nothing but white space was left.
                        self.game -= 1;
                        if self.at == start {
                            return None;
                        }
                        continue;
                    }
                    return Some(Ok(record));
                }
                Err(p) => {
                    let line = self.line_of(p.at);
                    self.resync(p.at.max(start));
                    return Some(Err(RecordError {
                        game: self.game,
                        line,
                        problem: p.text,
                        tags: record.tags,
                    }));
                }
            }
        }
    }
}
