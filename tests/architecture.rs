//! The architecture test: in every crate the modules import one way, as the module
//! tables in their docs say.
//!
//! Every module file with child modules (a crate root, the `mod.rs` of a folder, a
//! file `a.rs` whose children live in `a/`) holds in its `//!` docs a table whose
//! header's first cell is `module` and last cell `imports`: the first column names the
//! children in backticks (several, comma-separated, in one row when they do not import
//! each other), the last column the siblings the row's modules import directly (or
//! `—`), and every import points to a row above.
//!
//! The test reads the sources of the facade (`src/lib.rs`), of every `crates/*/src/lib.rs`
//! and of `crates/*/src/main.rs` (benches, examples and tests are not read). It builds
//! each crate's module tree from its `mod name;` lines, leaving out test modules, then
//! finds every reference of a module to another: each `use` tree, and every other path
//! in code that starts with `crate::`, `$crate::`, `super::` or `self::`. Comments,
//! string and char literals and items marked `#[cfg(test)]` are left out. A path is
//! followed through the modules it names and through the re-exports (`pub use`) of
//! each module it passes, to the module that holds the name. It fails on:
//!
//! - a child that imports from its enclosing module's own file (it names the sibling
//!   that defines the item instead);
//! - an import circle between the children of a module;
//! - a module file with children but no table, a child in no row or in two, a name in
//!   the table that is not a child;
//! - a row whose declared imports differ from the real ones, or name a module of its
//!   own row or of a row below it.
//!
//! One edge is allowed outside the tables: [`ALLOWED`] names it with its reason.
//!
//! One crate at a time: `DOSKA_ARCH_CRATE=mill cargo test --test architecture` (the
//! crate's directory under `crates/`, or `.` for the facade).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The edges allowed outside the tables: crate directory, parent module, importing
/// child, imported child, and why.
const ALLOWED: &[(&str, &str, &str, &str, &str)] = &[(
    "core",
    "crate",
    "game",
    "perft",
    "the `Game` trait's default `perft` method calls `perft_generic`, the generic count \
     it defaults to; `perft` itself depends on `game`",
)];

/// The first segments of the paths that name modules of the crate.
const KEYWORDS: [&str; 4] = ["crate", "$crate", "super", "self"];

/// Problems by the file to fix, relative to the directory checked.
type Problems = BTreeMap<String, Vec<String>>;

/// A token of source: an identifier or keyword (`$crate` included), one punctuation
/// character, or `"` for a literal.
#[derive(Clone, Debug)]
struct Tok {
    s: String,
    line: usize,
}

impl Tok {
    fn is(&self, s: &str) -> bool {
        self.s == s
    }
}

/// A cursor over the characters of a file, counting lines.
struct Lexer {
    c: Vec<char>,
    i: usize,
    line: usize,
}

impl Lexer {
    fn at(&self, k: usize) -> char {
        self.c.get(self.i + k).copied().unwrap_or('\0')
    }

    fn done(&self) -> bool {
        self.i >= self.c.len()
    }

    fn bump(&mut self, n: usize) {
        for _ in 0..n {
            self.line += usize::from(self.at(0) == '\n');
            self.i += 1;
        }
    }

    /// Skips a quoted literal from its opening quote `q` to its closing one.
    fn quoted(&mut self, q: char) {
        self.bump(1);
        while !self.done() && self.at(0) != q {
            self.bump(if self.at(0) == '\\' { 2 } else { 1 });
        }
        self.bump(1);
    }

    /// Skips a nested block comment.
    fn block_comment(&mut self) {
        let mut depth = 0;
        while !self.done() {
            if self.at(0) == '/' && self.at(1) == '*' {
                depth += 1;
                self.bump(2);
            } else if self.at(0) == '*' && self.at(1) == '/' {
                depth -= 1;
                self.bump(2);
                if depth == 0 {
                    return;
                }
            } else {
                self.bump(1);
            }
        }
    }

    /// Reads an identifier (or `$name`).
    fn word(&mut self) -> String {
        let start = self.i;
        self.bump(1);
        while self.at(0).is_alphanumeric() || self.at(0) == '_' {
            self.bump(1);
        }
        self.c[start..self.i].iter().collect()
    }

    /// After the prefix `r`, `br` or `cr`: skips a raw string if one starts here.
    fn raw_string(&mut self) -> bool {
        let hashes = (0..).take_while(|&k| self.at(k) == '#').count();
        if self.at(hashes) != '"' {
            return false;
        }
        self.bump(hashes + 1);
        let closed = |lx: &Self| lx.at(0) == '"' && (1..=hashes).all(|k| lx.at(k) == '#');
        while !(self.done() || closed(self)) {
            self.bump(1);
        }
        self.bump(hashes + 1);
        true
    }
}

/// The tokens of `src`: comments dropped, each literal one `"` token.
fn lex(src: &str) -> Vec<Tok> {
    let mut lx = Lexer {
        c: src.chars().collect(),
        i: 0,
        line: 1,
    };
    let mut out = Vec::new();
    while !lx.done() {
        let (ch, line) = (lx.at(0), lx.line);
        let mut push = |s: String| out.push(Tok { s, line });
        if ch.is_whitespace() {
            lx.bump(1);
        } else if ch == '/' && lx.at(1) == '/' {
            while !lx.done() && lx.at(0) != '\n' {
                lx.bump(1);
            }
        } else if ch == '/' && lx.at(1) == '*' {
            lx.block_comment();
        } else if ch == '"' {
            lx.quoted('"');
            push("\"".into());
        } else if ch == '\'' {
            // A char literal ('x', '\n'), or else a lifetime or label ('a).
            if lx.at(1) == '\\' || lx.at(2) == '\'' {
                lx.quoted('\'');
                push("\"".into());
            } else {
                lx.bump(1);
            }
        } else if ch.is_alphabetic() || ch == '_' || (ch == '$' && lx.at(1).is_alphabetic()) {
            let word = lx.word();
            match (word.as_str(), lx.at(0)) {
                ("r" | "br" | "cr", '"' | '#') if lx.raw_string() => push("\"".into()),
                ("r", '#') => {
                    lx.bump(1);
                    push(lx.word());
                }
                ("b" | "c", '"') => {
                    lx.quoted('"');
                    push("\"".into());
                }
                ("b", '\'') => {
                    lx.quoted('\'');
                    push("\"".into());
                }
                _ => push(word),
            }
        } else if ch.is_ascii_digit() {
            while lx.at(0).is_alphanumeric() || lx.at(0) == '_' {
                lx.bump(1);
            }
            push("\"".into());
        } else {
            lx.bump(1);
            push(ch.to_string());
        }
    }
    out
}

/// The index of the `}` that closes the `{` at `open`.
fn matching(t: &[Tok], open: usize) -> usize {
    let mut depth = 0;
    for (i, tok) in t.iter().enumerate().skip(open) {
        depth += i32::from(tok.is("{")) - i32::from(tok.is("}"));
        if depth == 0 {
            return i;
        }
    }
    t.len()
}

/// The index just after the item that starts at `i`: its `;`, or its braced body; an
/// unmatched closing bracket (the end of the enclosing item) stops it too.
fn item_end(t: &[Tok], mut i: usize) -> usize {
    let mut depth = 0;
    while i < t.len() {
        match t[i].s.as_str() {
            ")" | "]" | "}" if depth == 0 => return i,
            ";" if depth == 0 => return i + 1,
            "{" if depth == 0 => return matching(t, i) + 1,
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            _ => {}
        }
        i += 1;
    }
    i
}

/// `t` without the items marked `#[cfg(test)]`.
fn strip_test_items(t: &[Tok]) -> Vec<Tok> {
    const ATTR: [&str; 7] = ["#", "[", "cfg", "(", "test", ")", "]"];
    let mut out = Vec::new();
    let mut i = 0;
    while i < t.len() {
        if t.len() - i >= ATTR.len() && ATTR.iter().zip(&t[i..]).all(|(a, tok)| tok.is(a)) {
            i = item_end(t, i + ATTR.len());
        } else {
            out.push(t[i].clone());
            i += 1;
        }
    }
    out
}

/// One name a `use` tree brings in: its full path, the name it takes (`None` for a
/// glob), the line.
struct Leaf {
    path: Vec<String>,
    name: Option<String>,
    line: usize,
}

/// Reads the use tree at `t[*i]` under `prefix`, pushing its leaves.
fn use_tree(t: &[Tok], i: &mut usize, prefix: &[String], out: &mut Vec<Leaf>) {
    let mut path = prefix.to_vec();
    let mut line = t.get(*i).map_or(0, |tok| tok.line);
    while let Some(tok) = t.get(*i) {
        *i += 1;
        if tok.is("{") {
            while t.get(*i).is_some_and(|tok| !tok.is("}")) {
                use_tree(t, i, &path, out);
                *i += usize::from(t.get(*i).is_some_and(|tok| tok.is(",")));
            }
            *i += 1;
            return;
        } else if tok.is("*") {
            out.push(Leaf {
                path,
                name: None,
                line: tok.line,
            });
            return;
        } else if tok.is(":") {
            continue;
        } else if tok
            .s
            .starts_with(|c: char| c.is_alphabetic() || c == '_' || c == '$')
        {
            path.push(tok.s.clone());
            line = tok.line;
        } else {
            *i -= 1;
            break;
        }
        if t.get(*i).is_some_and(|tok| tok.is("as")) {
            break;
        }
    }
    if path.len() > 1 && path.last().is_some_and(|s| s == "self") {
        path.pop();
    }
    let mut name = path.last().cloned();
    if t.get(*i).is_some_and(|tok| tok.is("as")) {
        name = t.get(*i + 1).map(|tok| tok.s.clone());
        *i += 2;
    }
    out.push(Leaf { path, name, line });
}

/// A path to another module written in a file: its segments and line.
struct Ref {
    path: Vec<String>,
    line: usize,
}

/// What one module file declares: its children, its re-exports (name to path, relative
/// to the file) and its references to modules of the crate.
#[derive(Default)]
struct FileInfo {
    children: Vec<String>,
    reexports: BTreeMap<String, Vec<String>>,
    refs: Vec<Ref>,
}

/// Whether the `use` at `t[i]` is public in some way (`pub`, `pub(…)`).
fn is_reexport(t: &[Tok], i: usize) -> bool {
    match i.checked_sub(1).map(|j| &t[j]) {
        Some(tok) if tok.is("pub") => true,
        Some(tok) if tok.is(")") => {
            let open = (0..i - 1).rev().find(|&j| t[j].is("("));
            open.is_some_and(|j| j > 0 && t[j - 1].is("pub"))
        }
        _ => false,
    }
}

/// `path` written `inline` levels deep in inline modules, as seen from the file's
/// module: the first `super`s lead out of the inline modules only.
fn from_file(mut path: Vec<String>, inline: usize) -> Vec<String> {
    let supers = path.iter().take_while(|s| *s == "super").count();
    if supers > 0 && inline > 0 {
        let dropped = supers.min(inline);
        path.drain(..dropped);
        if dropped == supers {
            path.insert(0, "self".into());
        }
    }
    path
}

/// The text of token `i`, or `""` past the end.
fn tok(t: &[Tok], i: usize) -> &str {
    t.get(i).map_or("", |tok| tok.s.as_str())
}

/// Whether a path to a module starts at `t[i]`: a keyword of [`KEYWORDS`] and `::`,
/// not inside a path, not the `in crate::x` of `pub(in crate::x)`.
fn starts_path(t: &[Tok], i: usize) -> bool {
    let before = |back: usize| i.checked_sub(back).map_or("", |j| tok(t, j));
    KEYWORDS.contains(&tok(t, i))
        && tok(t, i + 1) == ":"
        && tok(t, i + 2) == ":"
        && !(before(1) == ":" && before(2) == ":")
        && !(before(1) == "in" && before(2) == "(")
}

/// Reads a module file: its non-test children, re-exports and references.
fn read_file(src: &str) -> FileInfo {
    let t = strip_test_items(&lex(src));
    let mut info = FileInfo::default();
    let (mut depth, mut inline) = (0, Vec::new());
    let mut i = 0;
    while i < t.len() {
        match (tok(&t, i), tok(&t, i + 2)) {
            ("{", _) => depth += 1,
            ("}", _) => {
                depth -= 1;
                if inline.last() == Some(&depth) {
                    inline.pop();
                }
            }
            ("mod", ";") if inline.is_empty() => info.children.push(tok(&t, i + 1).to_string()),
            ("mod", "{") => inline.push(depth),
            ("use", _) => {
                let public = is_reexport(&t, i) && inline.is_empty();
                let mut leaves = Vec::new();
                i += 1;
                use_tree(&t, &mut i, &[], &mut leaves);
                for leaf in leaves {
                    if let (true, Some(name)) = (public, &leaf.name) {
                        info.reexports.insert(name.clone(), leaf.path.clone());
                    }
                    if leaf
                        .path
                        .first()
                        .is_some_and(|s| KEYWORDS.contains(&s.as_str()))
                    {
                        let path = from_file(leaf.path, inline.len());
                        info.refs.push(Ref {
                            path,
                            line: leaf.line,
                        });
                    }
                }
                continue;
            }
            _ if starts_path(&t, i) => {
                let line = t[i].line;
                let mut path = vec![t[i].s.clone()];
                while tok(&t, i + 1) == ":"
                    && tok(&t, i + 2) == ":"
                    && tok(&t, i + 3).starts_with(char::is_alphabetic)
                {
                    path.push(tok(&t, i + 3).to_string());
                    i += 3;
                }
                let path = from_file(path, inline.len());
                info.refs.push(Ref { path, line });
            }
            _ => {}
        }
        i += 1;
    }
    info
}

/// One module of a crate.
struct Module {
    /// Its path from the crate root (`crate`, `perft::table`).
    name: String,
    /// Its name in its parent.
    leaf: String,
    /// Its file, relative to the directory checked.
    file: String,
    parent: Option<usize>,
    children: BTreeMap<String, usize>,
    reexports: BTreeMap<String, Vec<String>>,
    refs: Vec<Ref>,
    /// The file's source (for its module table).
    src: String,
}

/// A crate's modules, the root first.
struct Crate {
    label: String,
    mods: Vec<Module>,
}

/// Reads the module at `file` and its subtree into `c` (its children live in the
/// folder named after it, or in its own folder for `mod.rs` and the crate root).
fn load(c: &mut Crate, base: &Path, file: &Path, parent: Option<usize>, problems: &mut Problems) {
    let src = fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let info = read_file(&src);
    let dir = file.with_extension("");
    let (dir, leaf) = match parent {
        None => (
            file.parent().expect("src").to_path_buf(),
            "crate".to_string(),
        ),
        Some(_) if file.ends_with("mod.rs") => (
            file.parent().expect("folder").to_path_buf(),
            name_of(file.parent()),
        ),
        Some(_) => (dir.clone(), name_of(Some(&dir))),
    };
    let name = match parent {
        Some(p) if p > 0 => format!("{}::{leaf}", c.mods[p].name),
        _ => leaf.clone(),
    };
    let file = file
        .strip_prefix(base)
        .unwrap_or(file)
        .display()
        .to_string();
    let id = c.mods.len();
    let (reexports, refs) = (info.reexports, info.refs);
    c.mods.push(Module {
        name,
        leaf,
        file,
        parent,
        children: BTreeMap::new(),
        reexports,
        refs,
        src,
    });
    for child in info.children {
        let candidates = [
            dir.join(format!("{child}.rs")),
            dir.join(&child).join("mod.rs"),
        ];
        let Some(child_file) = candidates.into_iter().find(|f| f.is_file()) else {
            let msg = format!("`mod {child};` but neither {child}.rs nor {child}/mod.rs exists");
            problems
                .entry(c.mods[id].file.clone())
                .or_default()
                .push(msg);
            continue;
        };
        let next = c.mods.len();
        c.mods[id].children.insert(child, next);
        load(c, base, &child_file, Some(id), problems);
    }
}

/// The last component of `path`, as text.
fn name_of(path: Option<&Path>) -> String {
    path.and_then(Path::file_name)
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
}

/// The module a path written in module `at` leads to, through re-exports (eight at
/// most); `None` when it leaves the crate through a re-export of the root.
fn resolve(c: &Crate, mut at: usize, path: &[String], hops: u32) -> Option<usize> {
    let mut segs = path;
    match segs.first().map(String::as_str) {
        Some("crate" | "$crate") => (at, segs) = (0, &segs[1..]),
        Some("self") => segs = &segs[1..],
        Some("super") => {
            while segs.first().is_some_and(|s| s == "super") {
                (at, segs) = (c.mods[at].parent?, &segs[1..]);
            }
        }
        Some(first)
            if !c.mods[at].children.contains_key(first)
                && !c.mods[at].reexports.contains_key(first) =>
        {
            return (at != 0).then_some(at);
        }
        _ => {}
    }
    for (k, seg) in segs.iter().enumerate() {
        let m = &c.mods[at];
        match (m.children.get(seg), m.reexports.get(seg)) {
            (Some(&child), None) => at = child,
            (Some(&child), Some(_)) if k + 1 < segs.len() => at = child,
            (_, Some(target)) if hops < 8 => {
                let full: Vec<String> = target.iter().chain(&segs[k + 1..]).cloned().collect();
                return resolve(c, at, &full, hops + 1);
            }
            _ => break,
        }
    }
    Some(at)
}

/// The modules from `m` up to the root.
fn ancestry(c: &Crate, m: usize) -> Vec<usize> {
    std::iter::successors(Some(m), |&x| c.mods[x].parent).collect()
}

/// An import between two children of module `at`, with where it is written.
struct Edge {
    at: usize,
    from: String,
    to: String,
    place: String,
}

/// The edges between siblings that the references of the crate make; references from
/// a child into its enclosing module's own file go to `problems`.
fn edges(c: &Crate, problems: &mut Problems) -> Vec<Edge> {
    let mut out = Vec::new();
    for (s, m) in c.mods.iter().enumerate() {
        for r in &m.refs {
            let Some(t) = resolve(c, s, &r.path, 0) else {
                continue;
            };
            let place = format!("{}:{} `{}`", m.file, r.line, r.path.join("::"));
            let (up_s, up_t) = (ancestry(c, s), ancestry(c, t));
            if up_t.contains(&s) {
                continue;
            }
            if up_s.contains(&t) {
                let msg = format!(
                    "`{}` imports from its enclosing module `{}` ({place}); name the sibling",
                    m.name, c.mods[t].name
                );
                problems.entry(m.file.clone()).or_default().push(msg);
                continue;
            }
            let l = up_s
                .iter()
                .position(|x| up_t.contains(x))
                .expect("the root is common");
            let lt = up_t.iter().position(|x| *x == up_s[l]).expect("common");
            let (a, b) = (&c.mods[up_s[l - 1]], &c.mods[up_t[lt - 1]]);
            out.push(Edge {
                at: up_s[l],
                from: a.leaf.clone(),
                to: b.leaf.clone(),
                place,
            });
        }
    }
    out
}

/// Whether `e` is one of the [`ALLOWED`] edges.
fn allowed(c: &Crate, e: &Edge) -> bool {
    ALLOWED.iter().any(|&(krate, at, from, to, _)| {
        krate == c.label && c.mods[e.at].name == at && e.from == from && e.to == to
    })
}

/// One row of a module table: its modules, the imports it declares, its line.
struct Row {
    mods: Vec<String>,
    imports: Vec<String>,
    line: usize,
}

/// The names in backticks in a table cell.
fn ticked(cell: &str) -> Vec<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect()
}

/// The module table in the `//!` docs of `src`, if it has one.
fn table(src: &str) -> Option<Vec<Row>> {
    let docs: Vec<(usize, &str)> = src
        .lines()
        .enumerate()
        .filter_map(|(n, l)| {
            l.trim_start()
                .strip_prefix("//!")
                .map(|d| (n + 1, d.trim()))
        })
        .collect();
    let cells = |l: &str| {
        l.trim_matches('|')
            .split('|')
            .map(str::trim)
            .map(String::from)
            .collect::<Vec<_>>()
    };
    let head = docs.iter().position(|(_, l)| {
        let c = cells(l);
        l.starts_with('|') && c[0] == "module" && c[c.len() - 1] == "imports"
    })?;
    let rows = docs
        .get(head + 2..)
        .unwrap_or_default()
        .iter()
        .take_while(|(_, l)| l.starts_with('|'));
    Some(
        rows.map(|(n, l)| {
            let c = cells(l);
            Row {
                mods: ticked(&c[0]),
                imports: ticked(&c[c.len() - 1]),
                line: *n,
            }
        })
        .collect(),
    )
}

/// The names `names` in backticks, comma-separated.
fn listed<'a>(names: impl IntoIterator<Item = &'a String>) -> String {
    names
        .into_iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where each child of module `m` sits in `rows` (row index, line), with the problems of
/// the table's membership: a child in no row or in two, a name that is not a child.
fn rows_of(m: &Module, rows: &[Row], out: &mut Vec<String>) -> BTreeMap<String, (usize, usize)> {
    let mut row_of = BTreeMap::new();
    for (r, row) in rows.iter().enumerate() {
        for name in row.mods.iter().chain(&row.imports) {
            if !m.children.contains_key(name) {
                out.push(format!(
                    "line {}: `{name}` is not a child module of `{}`",
                    row.line, m.name
                ));
            }
        }
        for name in &row.mods {
            if let Some(&(_, first)) = row_of.get(name) {
                out.push(format!(
                    "`{name}` is in two rows (lines {first} and {})",
                    row.line
                ));
            }
            row_of.insert(name.clone(), (r, row.line));
        }
    }
    for kid in m.children.keys().filter(|k| !row_of.contains_key(*k)) {
        out.push(format!("child `{kid}` is in no row of the table"));
    }
    row_of
}

/// Checks the imports column of row `r` against the edges from its modules and the
/// order of the rows.
fn check_row(
    rows: &[Row],
    r: usize,
    row_of: &BTreeMap<String, (usize, usize)>,
    edges: &[&Edge],
    out: &mut Vec<String>,
) {
    let row = &rows[r];
    let what = format!("line {} (row {})", row.line, listed(&row.mods));
    let mut real: BTreeMap<&String, &String> = BTreeMap::new();
    for e in edges.iter().filter(|e| row.mods.contains(&e.from)) {
        real.entry(&e.to).or_insert(&e.place);
    }
    for (to, place) in real.iter().filter(|(to, _)| !row.imports.contains(to)) {
        out.push(format!(
            "{what}: imports `{to}` ({place}), not in its imports column"
        ));
    }
    for name in &row.imports {
        match row_of.get(name) {
            _ if !real.contains_key(name) => out.push(format!(
                "{what}: lists `{name}`, which none of its modules imports"
            )),
            Some(&(j, _)) if j == r => out.push(format!("{what}: imports `{name}` of its own row")),
            Some(&(j, line)) if j > r => {
                out.push(format!(
                    "{what}: imports `{name}` of a later row (line {line}): an upward edge"
                ));
            }
            _ => {}
        }
    }
}

/// Checks the table of module `at` against the edges between its children.
fn check_table(c: &Crate, at: usize, edges: &[&Edge], out: &mut Vec<String>) {
    let m = &c.mods[at];
    let Some(rows) = table(&m.src) else {
        let kids = listed(m.children.keys());
        out.push(format!(
            "no module table (`| module | holds | imports |` in the `//!` docs); children: {kids}"
        ));
        return;
    };
    let row_of = rows_of(m, &rows, out);
    for r in 0..rows.len() {
        check_row(&rows, r, &row_of, edges, out);
    }
}

/// The import circles among the edges between the children of one module.
fn circles(edges: &[&Edge], out: &mut Vec<String>) {
    let mut next: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for e in edges {
        next.entry(&e.from).or_default().insert(&e.to);
    }
    let reach = |from: &str| {
        let (mut seen, mut todo) = (BTreeSet::new(), vec![from]);
        while let Some(x) = todo.pop() {
            for &y in next.get(x).into_iter().flatten() {
                if seen.insert(y) {
                    todo.push(y);
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&str, BTreeSet<&str>> = next.keys().map(|&k| (k, reach(k))).collect();
    let mut done = BTreeSet::new();
    for (&a, from_a) in &reached {
        let ring: BTreeSet<&str> = from_a
            .iter()
            .copied()
            .filter(|b| reached.get(b).is_some_and(|r| r.contains(a)))
            .collect();
        if ring.is_empty() || done.contains(a) {
            continue;
        }
        done.extend(ring.iter().copied());
        let mut inner: BTreeMap<(&str, &str), &str> = BTreeMap::new();
        for e in edges
            .iter()
            .filter(|e| ring.contains(e.from.as_str()) && ring.contains(e.to.as_str()))
        {
            inner.entry((&e.from, &e.to)).or_insert(&e.place);
        }
        let inner: Vec<String> = inner
            .iter()
            .map(|((a, b), place)| format!("{a} -> {b} ({place})"))
            .collect();
        let names: Vec<String> = ring.iter().map(|n| format!("`{n}`")).collect();
        out.push(format!(
            "import circle through {}: {}",
            names.join(", "),
            inner.join("; ")
        ));
    }
}

/// Every problem of the crate rooted at `root` (`label`: its directory's name, which
/// [`ALLOWED`] names), by file relative to `base`.
fn check_crate(label: &str, root: &Path, base: &Path) -> Problems {
    let mut problems = Problems::new();
    let mut c = Crate {
        label: label.to_string(),
        mods: Vec::new(),
    };
    load(&mut c, base, root, None, &mut problems);
    let all = edges(&c, &mut problems);
    for (at, m) in c
        .mods
        .iter()
        .enumerate()
        .filter(|(_, m)| !m.children.is_empty())
    {
        let here: Vec<&Edge> = all
            .iter()
            .filter(|e| e.at == at && !allowed(&c, e))
            .collect();
        let mut out = Vec::new();
        check_table(&c, at, &here, &mut out);
        circles(&here, &mut out);
        if !out.is_empty() {
            problems.entry(m.file.clone()).or_default().extend(out);
        }
    }
    problems
}

/// The crates of the workspace: (directory name or `.`, root file).
fn crate_roots(repo: &Path) -> Vec<(String, PathBuf)> {
    let mut roots = vec![(".".to_string(), repo.join("src/lib.rs"))];
    let mut dirs: Vec<PathBuf> = fs::read_dir(repo.join("crates"))
        .expect("crates/")
        .map(|e| e.expect("entry").path())
        .collect();
    dirs.sort();
    for dir in dirs {
        for root in ["lib.rs", "main.rs"]
            .map(|f| dir.join("src").join(f))
            .into_iter()
            .filter(|f| f.is_file())
        {
            roots.push((
                dir.file_name()
                    .expect("name")
                    .to_string_lossy()
                    .into_owned(),
                root,
            ));
        }
    }
    roots
}

#[test]
fn modules_import_one_way() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let only = std::env::var("DOSKA_ARCH_CRATE").ok();
    let (mut report, mut count, mut checked) = (String::new(), 0, 0);
    for (label, root) in crate_roots(repo) {
        if only.as_ref().is_some_and(|o| *o != label) {
            continue;
        }
        checked += 1;
        let problems = check_crate(&label, &root, repo);
        if problems.is_empty() {
            continue;
        }
        report += &format!("crate {label}\n");
        for (file, lines) in problems {
            report += &format!("  {file}\n");
            count += lines.len();
            for line in lines {
                report += &format!("    - {line}\n");
            }
        }
    }
    assert!(
        checked > 0,
        "DOSKA_ARCH_CRATE={only:?} names no crate (a directory of crates/, or .)"
    );
    assert!(count == 0, "{count} architecture problems:\n{report}");
}

/// Checks made on small crates written to a temporary directory.
mod synthetic {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// The problems of a crate made of `files` (paths under `src/`), one line each.
    fn problems(files: &[(&str, &str)]) -> Vec<String> {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("doska-arch-{}-{n}", std::process::id()));
        for (path, text) in files {
            let file = dir.join("src").join(path);
            fs::create_dir_all(file.parent().expect("folder")).expect("temporary folder");
            fs::write(&file, text).expect("temporary file");
        }
        let found = check_crate("synthetic", &dir.join("src/lib.rs"), &dir);
        fs::remove_dir_all(&dir).expect("temporary folder removed");
        found
            .into_iter()
            .flat_map(|(file, lines)| lines.into_iter().map(move |l| format!("{file}: {l}")))
            .collect()
    }

    /// A crate root with children `a` and `b` and the table `rows`.
    fn root(rows: &str) -> String {
        format!("//! | module | holds | imports |\n//! |---|---|---|\n{rows}\nmod a;\nmod b;\n")
    }

    fn has(found: &[String], words: &[&str]) -> bool {
        found.iter().any(|l| words.iter().all(|w| l.contains(w)))
    }

    #[test]
    fn a_circle_is_found() {
        let lib = root("//! | `a` | x | `b` |\n//! | `b` | y | `a` |");
        let found = problems(&[
            ("lib.rs", &lib),
            ("a.rs", "use crate::b::Y;"),
            ("b.rs", "struct S {\n    x: crate::a::X,\n}"),
        ]);
        let ring = "a -> b (src/a.rs:1 `crate::b::Y`); b -> a (src/b.rs:2 `crate::a::X`)";
        assert!(
            has(&found, &["import circle through `a`, `b`: ", ring]),
            "{found:?}"
        );
        assert!(
            has(&found, &["row `a`", "imports `b` of a later row"]),
            "{found:?}"
        );
    }

    #[test]
    fn an_upward_edge_is_found() {
        let lib = root("//! | `a` | x | `b` |\n//! | `b` | y | — |");
        let found = problems(&[("lib.rs", &lib), ("a.rs", "use super::b::Y;"), ("b.rs", "")]);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(
            has(
                &found,
                &["src/lib.rs: line 3 (row `a`): imports `b` of a later row"]
            ),
            "{found:?}"
        );
    }

    #[test]
    fn an_import_missing_from_the_table_is_found() {
        let lib = root("//! | `b` | y | — |\n//! | `a` | x | — |");
        let found = problems(&[
            ("lib.rs", &lib),
            ("a.rs", "\n\nfn f() -> crate::b::Y { todo() }"),
            ("b.rs", ""),
        ]);
        assert_eq!(found, ["src/lib.rs: line 4 (row `a`): imports `b` (src/a.rs:3 `crate::b::Y`), not in its imports column"]);
        let lib = root("//! | `b` | y | — |\n//! | `a` | x | `b` |");
        assert!(problems(&[("lib.rs", &lib), ("a.rs", ""), ("b.rs", "")])[0]
            .contains("lists `b`, which none"));
        assert!(has(
            &problems(&[("lib.rs", "mod a;"), ("a.rs", "")]),
            &["no module table", "`a`"]
        ));
    }

    #[test]
    fn an_import_through_the_parent_is_found_and_a_reexport_followed() {
        let lib =
            "//! | module | holds | imports |\n//! |---|---|---|\n//! | `m` | z | — |\nmod m;";
        let m = "//! | module | holds | imports |\n//! |---|---|---|\n//! | `x` | x | — |\n//! | `y` | y | `x` |\n\
                 mod x;\nmod y;\npub(crate) use self::x::{Thing as Renamed};\npub struct Own;";
        let y = "use super::Renamed;\nuse super::Own;";
        let found = problems(&[
            ("lib.rs", lib),
            ("m/mod.rs", m),
            ("m/x.rs", ""),
            ("m/y.rs", y),
        ]);
        assert_eq!(found, ["src/m/y.rs: `m::y` imports from its enclosing module `m` (src/m/y.rs:2 `super::Own`); name the sibling"]);
    }

    #[test]
    fn an_import_in_a_use_group_is_found() {
        let lib = "//! | module | holds | imports |\n//! |---|---|---|\n//! | `a`, `b` | x | — |\n//! | `c` | y | `a` |\n\
                   mod a;\nmod b;\nmod c;";
        let c = "use crate::{\n    a::X,\n    b::{self as bee, Y, Z},\n};";
        let found = problems(&[("lib.rs", lib), ("a.rs", ""), ("b.rs", ""), ("c.rs", c)]);
        assert_eq!(found, ["src/lib.rs: line 4 (row `c`): imports `b` (src/c.rs:3 `crate::b`), not in its imports column"]);
    }

    #[test]
    fn paths_in_literals_comments_and_test_items_do_not_count() {
        let lib = root("//! | `a`, `b` | x | — |");
        let a = r####"
            //! crate::b in the docs
            /* a /* nested */ crate::b::X */
            const S: &str = "crate::b::X \" crate::b";
            const R: &str = r#"crate::b::X " crate::b"#;
            const C: [char; 2] = ['"', '\''];
            const B: &[u8] = b"crate::b";
            fn f<'a>(x: &'a str) -> &'a str { let _ = "crate::b"; x }
            #[cfg(test)]
            fn t() { crate::b::f(); }
            #[cfg(test)]
            use crate::b::Y;
            #[cfg(test)]
            #[allow(unused)]
            mod tests { use crate::b::Y; }
            pub(in crate::b) fn g() {}
        "####;
        assert_eq!(
            problems(&[("lib.rs", &lib), ("a.rs", a), ("b.rs", "")]),
            Vec::<String>::new()
        );
    }
}
