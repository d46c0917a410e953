//! Writing records: `Display` of [`Record`] writes the tags one a line, a blank line,
//! then the move text wrapped at 80 columns and ended by the result (`*` when there is
//! none). [`read`](super::read) reads the text back as the same record.

use std::fmt;

use super::elements::{Element, MoveNumber, Record, RecordMove};

/// The longest line of move text that the writer makes (a longer word stays whole).
const WIDTH: usize = 80;

/// Joins words into lines of at most [`WIDTH`] columns. A word that begins with `[`
/// (in a comment) never begins a line, which the reader would take for a tag pair of
/// the next game; it stays on the line before, however long. A word that ends with a
/// line break is a line comment (`;…`): the line ends after it.
fn wrap(words: &[String]) -> String {
    let mut text = String::new();
    let mut column = 0;
    let mut previous: Option<&str> = None;
    for word in words {
        let len = word.chars().count();
        // The reader joins a word ending in a separator with digits after blanks on its
        // line (`47x 9`, squares padded into columns): two such words of move text
        // (which no game writes) are kept apart by a line break.
        let joined = previous.is_some_and(|p| {
            p.len() > 1
                && p.ends_with(['-', 'x', ':'])
                && word.starts_with(|c: char| c.is_ascii_digit())
        });
        previous = Some(word);
        if column > 0 && (joined || column + 1 + len > WIDTH && !word.starts_with('[')) {
            text.push('\n');
            column = 0;
        } else if column > 0 {
            text.push(' ');
            column += 1;
        }
        text.push_str(word);
        column += len;
        if word.ends_with('\n') {
            column = 0;
        }
    }
    text
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            self.number,
            if self.continued { "..." } else { "." }
        )
    }
}

impl fmt::Display for RecordMove {
    /// The move as move text writes it: `12. 32-28!`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(n) = self.number {
            write!(f, "{n} ")?;
        }
        f.write_str(&self.text)?;
        if let Some(s) = &self.strength {
            f.write_str(s)?;
        }
        Ok(())
    }
}

/// The words of a line of move text; a variation's parentheses stick to its first and
/// last words.
fn line(out: &mut Vec<String>, elements: &[Element]) {
    for e in elements {
        match e {
            Element::Move(m) => {
                if let Some(n) = m.number {
                    out.push(n.to_string());
                }
                match &m.strength {
                    Some(s) => out.push(format!("{}{s}", m.text)),
                    None => out.push(m.text.clone()),
                }
            }
            Element::Comment(c) if c.contains('}') => {
                // A `}` cannot be written inside `{…}`: such a comment (read from a `;`
                // line comment) is written as one, which ends its line.
                let words: Vec<&str> = c.split_whitespace().collect();
                out.push(format!(";{}\n", words.join(" ")));
            }
            Element::Comment(c) => {
                let first = out.len();
                out.extend(c.split_whitespace().map(str::to_string));
                if out.len() == first {
                    out.push("{}".to_string());
                } else {
                    out[first].insert(0, '{');
                    out.last_mut().expect("a word was pushed").push('}');
                }
            }
            Element::Nag(n) => out.push(format!("${n}")),
            Element::Setup(s) if s.contains(['/', '"']) => {
                out.push(format!("/\"{}\"/", s.replace('"', "'")))
            }
            Element::Setup(s) => out.push(format!("/{s}/")),
            Element::Variation(v) => {
                let first = out.len();
                line(out, v);
                // The parentheses stick to the first and last words, unless a word is
                // a line comment, which runs to the end of its line.
                if out.len() == first {
                    out.push("()".to_string());
                } else {
                    if out[first].ends_with('\n') {
                        out.insert(first, "(".to_string());
                    } else {
                        out[first].insert(0, '(');
                    }
                    let last = out.last_mut().expect("a word was pushed");
                    if last.ends_with('\n') {
                        out.push(")".to_string());
                    } else {
                        last.push(')');
                    }
                }
            }
        }
    }
}

/// A tag value with `\` and `"` escaped and line breaks as spaces.
fn escaped(value: &str) -> String {
    let mut s = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => s.push_str("\\\\"),
            '"' => s.push_str("\\\""),
            '\n' | '\r' => s.push(' '),
            c => s.push(c),
        }
    }
    s
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            writeln!(f, "[{name} \"{}\"]", escaped(value))?;
        }
        if !self.tags.is_empty() {
            writeln!(f)?;
        }
        let mut words = Vec::new();
        line(&mut words, &self.moves);
        words.push(self.result.clone().unwrap_or_else(|| "*".to_string()));
        writeln!(f, "{}", wrap(&words))
    }
}
