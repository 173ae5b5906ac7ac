//! One locale's messages: a catalog in Fluent's syntax (`.ftl`, Project
//! Fluent), read by a small parser of the part of the syntax the catalogs
//! use, and formatted with named arguments and plural variants.
//!
//! Why not `fluent-bundle`: the page ships one wasm for every locale, with
//! under 1 KB of its 250 KB budget left. In the shipped build,
//! `fluent-bundle` (parser, plural rules, language tags) measured 53.3 KB
//! of gzip, and this parser 5.2 KB. So the build reads the catalogs (the
//! pre-renderer, the tests), and the page gets each message compiled into
//! one string ([`Catalog::compiled`], [`super::compiled`]): 1.4 KB with
//! its JSON decoding (`docs/i18n.md`). Translators still write standard
//! Fluent, and a native test reads the catalogs with the reference parser
//! (`fluent-syntax`) too, so a catalog that leaves the subset below is
//! refused before it ships.
//!
//! The subset: comments (`#`), messages `id = text`, terms `-id = text`,
//! text continued on indented lines (each a new line, its indent dropped),
//! and placeables: `{ $name }`, `{ -term }`, `{ "literal" }` and a select
//! on one argument, one variant per line:
//!
//! ```ftl
//! heartbeats = { $count ->
//!     [0] no heartbeat
//!     [one] one heartbeat
//!    *[other] { $count } heartbeats
//! }
//! ```
//!
//! A variant key is an exact whole number, a plural category (chosen by
//! the catalog's [`PluralRule`]) or a word matched against a text
//! argument. Unlike `fluent-bundle`, no Unicode isolation marks are put
//! around arguments: the page isolates what needs it (`<bdi>`, `dir`).

use std::collections::HashMap;
use std::fmt;

use super::plural::{PluralCategory, PluralRule};

/// A parsed catalog, ready to format.
#[derive(Debug)]
pub struct Catalog {
    rule: PluralRule,
    messages: HashMap<String, Pattern>,
    terms: HashMap<String, Pattern>,
}

/// An argument of a message: text as it is, or a whole count (shown in
/// digits and selecting plural variants).
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    Text(&'a str),
    Count(u64),
}

/// Why a catalog was refused: the line where the entry starts and what
/// is wrong in it.
#[derive(Debug, PartialEq, Eq)]
pub struct CatalogError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

type Pattern = Vec<Element>;

#[derive(Debug, PartialEq)]
enum Element {
    Text(String),
    Argument(String),
    Term(String),
    Select {
        on: String,
        variants: Vec<(Key, Pattern)>,
        default: usize,
    },
}

#[derive(Debug, PartialEq)]
enum Key {
    Exact(u64),
    Plural(PluralCategory),
    Word(String),
}

impl Catalog {
    /// Reads `source`, the catalog of the locale tagged `tag` (`ar`,
    /// `zh-Hans`).
    pub fn parse(tag: &str, source: &str) -> Result<Self, CatalogError> {
        let mut catalog = Catalog {
            rule: PluralRule::for_tag(tag),
            messages: HashMap::new(),
            terms: HashMap::new(),
        };
        for entry in entries(source)? {
            let pattern = Parser::new(&entry.value, entry.line).pattern(false)?;
            let (table, id) = match entry.id.strip_prefix('-') {
                Some(term) => (&mut catalog.terms, term),
                None => (&mut catalog.messages, entry.id.as_str()),
            };
            if table.insert(id.to_owned(), pattern).is_some() {
                return Err(CatalogError {
                    line: entry.line,
                    message: format!("`{}` is defined twice", entry.id),
                });
            }
        }
        Ok(catalog)
    }

    /// A catalog without messages (what a catalog that does not read
    /// falls back to: every message then shows its id).
    pub fn empty(tag: &str) -> Self {
        Catalog {
            rule: PluralRule::for_tag(tag),
            messages: HashMap::new(),
            terms: HashMap::new(),
        }
    }

    /// Whether the catalog has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.messages.contains_key(id)
    }

    /// The message `id` with `args`. A missing message or argument shows
    /// as its name in braces, so a gap is visible on the page and in
    /// tests, never a panic.
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut out = String::new();
        match self.messages.get(id) {
            Some(pattern) => self.write(pattern, args, &mut out),
            None => out.push_str(&format!("{{{id}}}")),
        }
        out
    }

    /// The names of the arguments message `id` reads, sorted (for the
    /// test that every locale's message takes the same arguments).
    pub fn arguments(&self, id: &str) -> Vec<String> {
        let mut names = Vec::new();
        if let Some(pattern) = self.messages.get(id) {
            collect_arguments(pattern, &mut names);
        }
        names.sort();
        names.dedup();
        names
    }

    /// Every message id, sorted.
    pub fn ids(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = self.messages.keys().map(String::as_str).collect();
        ids.sort_unstable();
        ids
    }

    /// Every message in the form the page formats
    /// ([`super::compiled`]), sorted by id. Refused: a select inside a
    /// select's variant, and a reference to a term the catalog lacks.
    pub fn compiled(&self) -> Result<Vec<(String, String)>, String> {
        let mut messages = Vec::new();
        for id in self.ids() {
            let mut out = String::new();
            if let Some(pattern) = self.messages.get(id) {
                self.compile(pattern, false, &mut out)
                    .map_err(|why| format!("`{id}`: {why}"))?;
            }
            messages.push((id.to_owned(), out));
        }
        Ok(messages)
    }

    fn compile(&self, pattern: &Pattern, in_select: bool, out: &mut String) -> Result<(), String> {
        use super::compiled::{ARGUMENT, KEY_END, SELECT, SELECT_END, VARIANT};
        for element in pattern {
            match element {
                Element::Text(text) => {
                    if let Some(mark) = text.chars().find(|c| super::compiled::RESERVED.contains(c))
                    {
                        return Err(format!(
                            "`{mark}` marks the compiled form's parts; write the text without it"
                        ));
                    }
                    out.push_str(text)
                }
                Element::Argument(name) => {
                    out.extend([ARGUMENT]);
                    out.push_str(name);
                    out.extend([ARGUMENT]);
                }
                Element::Term(name) => {
                    let term = self
                        .terms
                        .get(name)
                        .ok_or_else(|| format!("no term `-{name}`"))?;
                    self.compile(term, in_select, out)?;
                }
                Element::Select { .. } if in_select => {
                    return Err("a select inside a select".to_owned())
                }
                Element::Select {
                    on,
                    variants,
                    default,
                } => {
                    out.extend([SELECT]);
                    out.push_str(on);
                    for (index, (key, pattern)) in variants.iter().enumerate() {
                        out.extend([VARIANT]);
                        if index == *default {
                            out.push('*');
                        }
                        match key {
                            Key::Exact(n) => out.push_str(&n.to_string()),
                            Key::Plural(category) => out.push_str(category.key()),
                            Key::Word(word) => out.push_str(word),
                        }
                        out.extend([KEY_END]);
                        self.compile(pattern, true, out)?;
                    }
                    out.extend([SELECT_END]);
                }
            }
        }
        Ok(())
    }

    fn write(&self, pattern: &Pattern, args: &[(&str, Arg)], out: &mut String) {
        for element in pattern {
            match element {
                Element::Text(text) => out.push_str(text),
                Element::Argument(name) => match argument(args, name) {
                    Some(Arg::Text(text)) => out.push_str(text),
                    Some(Arg::Count(n)) => out.push_str(&n.to_string()),
                    None => out.push_str(&format!("{{${name}}}")),
                },
                // Terms take no arguments of the message (as in Fluent).
                Element::Term(name) => match self.terms.get(name) {
                    Some(term) => self.write(term, &[], out),
                    None => out.push_str(&format!("{{-{name}}}")),
                },
                Element::Select {
                    on,
                    variants,
                    default,
                } => {
                    let value = argument(args, on);
                    let chosen = variants
                        .iter()
                        .position(|(key, _)| matches!((key, value), (Key::Exact(k), Some(Arg::Count(n))) if *k == n))
                        .or_else(|| {
                            variants.iter().position(|(key, _)| match (key, value) {
                                (Key::Plural(category), Some(Arg::Count(n))) => {
                                    *category == self.rule.category(n)
                                }
                                (Key::Word(word), Some(Arg::Text(text))) => word == text,
                                _ => false,
                            })
                        })
                        .unwrap_or(*default);
                    if let Some((_, pattern)) = variants.get(chosen) {
                        self.write(pattern, args, out);
                    }
                }
            }
        }
    }
}

pub(super) fn argument<'a>(args: &[(&str, Arg<'a>)], name: &str) -> Option<Arg<'a>> {
    args.iter()
        .find(|(key, _)| *key == name)
        .map(|(_, value)| *value)
}

fn collect_arguments(pattern: &Pattern, names: &mut Vec<String>) {
    for element in pattern {
        match element {
            Element::Argument(name) => names.push(name.clone()),
            Element::Select { on, variants, .. } => {
                names.push(on.clone());
                for (_, pattern) in variants {
                    collect_arguments(pattern, names);
                }
            }
            Element::Text(_) | Element::Term(_) => {}
        }
    }
}

/// One `id = value` of the file, its continuation lines joined.
struct Entry {
    id: String,
    value: String,
    line: usize,
}

fn entries(source: &str) -> Result<Vec<Entry>, CatalogError> {
    let mut entries: Vec<Entry> = Vec::new();
    for (index, line) in source.lines().enumerate() {
        let number = index + 1;
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        // An indented line continues the entry above, and so does the
        // `}` that closes a select, which Fluent writes unindented.
        if line.starts_with([' ', '\t', '}']) {
            let Some(entry) = entries.last_mut() else {
                return Err(CatalogError {
                    line: number,
                    message: "an indented line belongs to no message".to_owned(),
                });
            };
            if !entry.value.is_empty() {
                entry.value.push('\n');
            }
            entry.value.push_str(line.trim());
            continue;
        }
        let Some((id, value)) = line.split_once('=') else {
            return Err(CatalogError {
                line: number,
                message: "expected `id = text`".to_owned(),
            });
        };
        let id = id.trim();
        let name = id.strip_prefix('-').unwrap_or(id);
        if !is_identifier(name) {
            return Err(CatalogError {
                line: number,
                message: format!("`{id}` is not a message id"),
            });
        }
        entries.push(Entry {
            id: id.to_owned(),
            value: value.trim().to_owned(),
            line: number,
        });
    }
    Ok(entries)
}

fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Reads one entry's value, a character at a time.
struct Parser<'a> {
    rest: &'a str,
    line: usize,
}

impl<'a> Parser<'a> {
    fn new(value: &'a str, line: usize) -> Self {
        Parser { rest: value, line }
    }

    fn error(&self, message: &str) -> CatalogError {
        CatalogError {
            line: self.line,
            message: message.to_owned(),
        }
    }

    /// Text and placeables up to the end, or (in a variant) up to the end
    /// of its line.
    fn pattern(&mut self, in_variant: bool) -> Result<Pattern, CatalogError> {
        let mut pattern = Vec::new();
        let mut text = String::new();
        while let Some(c) = self.rest.chars().next() {
            if in_variant && c == '\n' {
                break;
            }
            self.rest = &self.rest[c.len_utf8()..];
            match c {
                '{' => {
                    if !text.is_empty() {
                        pattern.push(Element::Text(std::mem::take(&mut text)));
                    }
                    pattern.push(self.placeable()?);
                }
                '}' => return Err(self.error("a `}` closes no placeable")),
                _ => text.push(c),
            }
        }
        if !text.is_empty() {
            pattern.push(Element::Text(text));
        }
        Ok(pattern)
    }

    fn skip_blank(&mut self) {
        self.rest = self.rest.trim_start();
    }

    fn take_name(&mut self) -> String {
        let end = self
            .rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(self.rest.len());
        let (name, rest) = self.rest.split_at(end);
        self.rest = rest;
        name.to_owned()
    }

    fn expect(&mut self, token: &str) -> Result<(), CatalogError> {
        self.skip_blank();
        match self.rest.strip_prefix(token) {
            Some(rest) => {
                self.rest = rest;
                Ok(())
            }
            None => Err(self.error(&format!("expected `{token}`"))),
        }
    }

    /// After a `{`: an argument, a term, a literal or a select.
    fn placeable(&mut self) -> Result<Element, CatalogError> {
        self.skip_blank();
        if let Some(rest) = self.rest.strip_prefix('"') {
            let end = rest
                .find('"')
                .ok_or_else(|| self.error("a string literal is not closed"))?;
            let literal = rest[..end].to_owned();
            self.rest = &rest[end + 1..];
            self.expect("}")?;
            return Ok(Element::Text(literal));
        }
        if let Some(rest) = self.rest.strip_prefix('-') {
            self.rest = rest;
            let name = self.take_name();
            if !is_identifier(&name) {
                return Err(self.error("expected a term's name after `{ -`"));
            }
            self.expect("}")?;
            return Ok(Element::Term(name));
        }
        self.expect("$")?;
        let name = self.take_name();
        if !is_identifier(&name) {
            return Err(self.error("expected an argument's name after `{ $`"));
        }
        self.skip_blank();
        if let Some(rest) = self.rest.strip_prefix('}') {
            self.rest = rest;
            return Ok(Element::Argument(name));
        }
        self.expect("->")?;
        self.select(name)
    }

    /// The variants of a select on `on`, up to its closing `}`.
    fn select(&mut self, on: String) -> Result<Element, CatalogError> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.skip_blank();
            if let Some(rest) = self.rest.strip_prefix('}') {
                self.rest = rest;
                break;
            }
            if let Some(rest) = self.rest.strip_prefix('*') {
                if default.replace(variants.len()).is_some() {
                    return Err(self.error("a select has two default variants"));
                }
                self.rest = rest;
            }
            self.expect("[")?;
            let end = self
                .rest
                .find(']')
                .ok_or_else(|| self.error("a variant key is not closed"))?;
            let key = self.rest[..end].trim();
            let key = match (key.parse::<u64>(), PluralCategory::from_key(key)) {
                (Ok(n), _) => Key::Exact(n),
                (_, Some(category)) => Key::Plural(category),
                _ if is_identifier(key) => Key::Word(key.to_owned()),
                _ => return Err(self.error(&format!("`{key}` is not a variant key"))),
            };
            self.rest = self.rest[end + 1..].trim_start_matches([' ', '\t']);
            let pattern = self.pattern(true)?;
            variants.push((key, pattern));
        }
        let default = default.ok_or_else(|| self.error("a select needs a `*[default]` variant"))?;
        Ok(Element::Select {
            on,
            variants,
            default,
        })
    }
}
