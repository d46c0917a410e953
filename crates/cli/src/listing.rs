//! Lists of moves for people: sorted the way a reader expects (`a2` before `a10`,
//! `9-13` before `10-14`) and wrapped to the width of a terminal.

use std::cmp::Ordering;

/// The width lists are wrapped to, in characters.
pub const WIDTH: usize = 80;

/// Compares texts with their runs of digits read as numbers: `a2 < a10`, `9-13 < 10-14`,
/// and otherwise character by character.
pub fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    loop {
        match (a.first(), b.first()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                let da = a.iter().take_while(|c| c.is_ascii_digit()).count();
                let db = b.iter().take_while(|c| c.is_ascii_digit()).count();
                let (na, nb) = (trim_zeros(&a[..da]), trim_zeros(&b[..db]));
                let by_number = na.len().cmp(&nb.len()).then_with(|| na.cmp(nb));
                if by_number != Ordering::Equal {
                    return by_number;
                }
                // The same number: fewer leading zeros first, then go on.
                if da != db {
                    return da.cmp(&db);
                }
                a = &a[da..];
                b = &b[db..];
            }
            (Some(x), Some(y)) => {
                if x != y {
                    return x.cmp(y);
                }
                a = &a[1..];
                b = &b[1..];
            }
        }
    }
}

fn trim_zeros(digits: &[u8]) -> &[u8] {
    let zeros = digits.iter().take_while(|&&c| c == b'0').count();
    &digits[zeros.min(digits.len().saturating_sub(1))..]
}

/// The texts sorted with [`natural_cmp`].
pub fn sorted(mut texts: Vec<String>) -> Vec<String> {
    texts.sort_by(|a, b| natural_cmp(a, b));
    texts
}

/// `head` and the items, separated by spaces, wrapped before [`WIDTH`] characters;
/// lines after the first are indented by two spaces. An item longer than a line
/// stands alone on its line.
pub fn wrapped(head: &str, items: &[String]) -> String {
    let mut out = String::from(head);
    let mut column = head.chars().count();
    for item in items {
        let len = item.chars().count();
        if column + 1 + len > WIDTH && column > 2 {
            out.push_str("\n ");
            column = 1;
        }
        out.push(' ');
        out.push_str(item);
        column += 1 + len;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_sort_by_value() {
        let texts = [
            "a10", "a2", "b1", "10-14", "9-13", "9-14", "a1-a10", "a1-a9", "x",
        ];
        let texts = sorted(texts.iter().map(|s| s.to_string()).collect());
        assert_eq!(
            texts,
            ["9-13", "9-14", "10-14", "a1-a9", "a1-a10", "a2", "a10", "b1", "x"]
        );
        assert_eq!(natural_cmp("a01", "a1"), Ordering::Greater);
        assert_eq!(natural_cmp("a1", "a1"), Ordering::Equal);
        assert_eq!(natural_cmp("a", "a1"), Ordering::Less);
    }

    #[test]
    fn lines_wrap_before_the_width() {
        let items: Vec<String> = (0..40).map(|i| format!("{i}-{}", i + 4)).collect();
        let text = wrapped("legal moves (40):", &items);
        assert!(text.lines().count() > 1, "{text}");
        for line in text.lines() {
            assert!(line.chars().count() <= WIDTH, "{line}");
        }
        let again: Vec<&str> = text.split_whitespace().skip(3).collect();
        assert_eq!(again, items.iter().map(String::as_str).collect::<Vec<_>>());
        assert!(text.lines().skip(1).all(|l| l.starts_with("  ")), "{text}");
    }
}
