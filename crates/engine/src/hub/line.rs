//! One line of the protocol: [`Line`], read by [`parse_line`] and written by its
//! `Display`.
//!
//! A line is a command, then arguments `name=value`, `name="quoted value"` or a bare
//! `flag`. Names are runs of characters other than blanks, control characters, `=` and
//! `"`; the writer quotes a value holding any of those (or empty). The reader also
//! takes a bare value holding `=` (`value=alphabeta:depth=6`, as pydraughts sends it):
//! a bare value runs to the next blank. A quoted value cannot hold a `"`: the protocol
//! has no escape, so the writer turns one into `'` (and control characters into
//! spaces).

use std::borrow::Cow;
use std::fmt;

use super::error::HubError;

/// One argument of a line: `name=value`, or a flag `name` (no value).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    /// The name.
    pub name: String,
    /// The value; `None` for a flag.
    pub value: Option<String>,
}

/// A line read or to write: a command and its arguments, in order.
///
/// ```
/// use doska_engine::hub::{parse_line, Line};
/// let line = parse_line(r#"pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves="32-28 19-23""#).unwrap();
/// assert_eq!(line.command, "pos");
/// assert_eq!(line.get("moves"), Some("32-28 19-23"));
/// let out = Line::new("info").arg("depth", 3).arg("pv", "32-28 19-23").flag("exact");
/// assert_eq!(out.to_string(), r#"info depth=3 pv="32-28 19-23" exact"#);
/// assert_eq!(parse_line(&out.to_string()).unwrap(), out);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The command (`pos`, `go`, `info`).
    pub command: String,
    /// The arguments, in the order given.
    pub args: Vec<Arg>,
}

impl Line {
    /// A line of `command` without arguments.
    pub fn new(command: impl Into<String>) -> Line {
        Line {
            command: command.into(),
            args: Vec::new(),
        }
    }

    /// The line with the argument `name=value` added.
    #[must_use]
    pub fn arg(mut self, name: impl Into<String>, value: impl ToString) -> Line {
        self.args.push(Arg {
            name: name.into(),
            value: Some(value.to_string()),
        });
        self
    }

    /// The line with the flag `name` added.
    #[must_use]
    pub fn flag(mut self, name: impl Into<String>) -> Line {
        self.args.push(Arg {
            name: name.into(),
            value: None,
        });
        self
    }

    /// The value of the last argument named `name` (a flag's value is empty), if any.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .rev()
            .find(|a| a.name == name)
            .map(|a| a.value.as_deref().unwrap_or(""))
    }

    /// Whether an argument named `name` is given (as a flag or with a value).
    pub fn has(&self, name: &str) -> bool {
        self.args.iter().any(|a| a.name == name)
    }
}

impl fmt::Display for Line {
    /// The line as the protocol writes it, values quoted where they must be.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.command)?;
        for a in &self.args {
            write!(f, " {}", a.name)?;
            if let Some(v) = &a.value {
                write!(f, "={}", quote(v))?;
            }
        }
        Ok(())
    }
}

/// Whether `c` may stand in a name or a bare value.
fn is_id(c: char) -> bool {
    !c.is_control() && !c.is_whitespace() && c != '=' && c != '"'
}

/// `value` as written in a line: bare when it is a non-empty run of name characters,
/// else in double quotes (a `"` inside becomes `'`, a control character a space).
///
/// ```
/// use doska_engine::hub::quote;
/// assert_eq!(quote("32-28"), "32-28");
/// assert_eq!(quote("Doska maintainers"), "\"Doska maintainers\"");
/// assert_eq!(quote(""), "\"\"");
/// assert_eq!(quote("a=b"), "\"a=b\"");
/// ```
pub fn quote(value: &str) -> Cow<'_, str> {
    if !value.is_empty() && value.chars().all(is_id) {
        return Cow::Borrowed(value);
    }
    let inner: String = value
        .chars()
        .map(|c| match c {
            '"' => '\'',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect();
    Cow::Owned(format!("\"{inner}\""))
}

/// Reads a line: a command, then arguments `name=value`, `name="quoted value"` or
/// `flag`, separated by blanks (blanks around `=` are allowed; a bare value runs to the
/// next blank, so it may hold `=`). Never panics.
///
/// # Errors
/// [`HubError::Syntax`] for an empty line, a line that does not begin with a command,
/// a stray `=` or `"`, a `name=` without a value, or a quoted value without its
/// closing quote.
///
/// ```
/// use doska_engine::hub::parse_line;
/// let line = parse_line("level moves=40 time=120.5 inc=1").unwrap();
/// assert_eq!(line.get("time"), Some("120.5"));
/// let go = parse_line("go  ponder").unwrap();
/// assert!(go.has("ponder") && go.get("ponder") == Some(""));
/// assert!(parse_line("set-param name=agent value=").is_err());
/// let lax = parse_line("set-param name=agent value=alphabeta:depth=6").unwrap();
/// assert_eq!(lax.get("value"), Some("alphabeta:depth=6"));
/// assert!(parse_line("=oops").is_err());
/// ```
pub fn parse_line(text: &str) -> Result<Line, HubError> {
    let mut s = Scanner { rest: text };
    s.skip_blank();
    if s.rest.is_empty() {
        return Err(HubError::Syntax("an empty line".into()));
    }
    let command = s.name().ok_or_else(|| {
        HubError::Syntax(format!(
            "a line begins with a command, not {}",
            s.next_char()
        ))
    })?;
    let mut line = Line::new(command);
    loop {
        s.skip_blank();
        if s.rest.is_empty() {
            return Ok(line);
        }
        let name = s
            .name()
            .ok_or_else(|| HubError::Syntax(format!("unexpected {}", s.next_char())))?;
        s.skip_blank();
        let value = if let Some(rest) = s.rest.strip_prefix('=') {
            s.rest = rest;
            s.skip_blank();
            Some(s.value(&name)?)
        } else {
            None
        };
        line.args.push(Arg { name, value });
    }
}

/// The unread part of a line.
struct Scanner<'a> {
    rest: &'a str,
}

impl Scanner<'_> {
    fn skip_blank(&mut self) {
        self.rest = self.rest.trim_start();
    }

    /// The next character, quoted, for messages.
    fn next_char(&self) -> String {
        match self.rest.chars().next() {
            Some(c) if c.is_control() => format!("the control character U+{:04X}", u32::from(c)),
            Some(c) => format!("`{c}`"),
            None => "the end of the line".into(),
        }
    }

    /// A run of name characters, if one starts here.
    fn name(&mut self) -> Option<String> {
        let end = self
            .rest
            .char_indices()
            .find(|&(_, c)| !is_id(c))
            .map_or(self.rest.len(), |(i, _)| i);
        if end == 0 {
            return None;
        }
        let (name, rest) = self.rest.split_at(end);
        self.rest = rest;
        Some(name.to_string())
    }

    /// A value after `name=`: quoted, or a run of name characters.
    fn value(&mut self, name: &str) -> Result<String, HubError> {
        if let Some(quoted) = self.rest.strip_prefix('"') {
            let Some(end) = quoted.find('"') else {
                return Err(HubError::Syntax(
                    "a quoted value has no closing quote".into(),
                ));
            };
            let value = quoted[..end].to_string();
            self.rest = &quoted[end + 1..];
            return Ok(value);
        }
        // Bare: up to the next blank, `=` included.
        let end = self
            .rest
            .char_indices()
            .find(|&(_, c)| c != '=' && !is_id(c))
            .map_or(self.rest.len(), |(i, _)| i);
        if end == 0 {
            return Err(HubError::Syntax(format!(
                "{name}= has no value (an empty value is written \"\")"
            )));
        }
        let (value, rest) = self.rest.split_at(end);
        self.rest = rest;
        Ok(value.to_string())
    }
}
