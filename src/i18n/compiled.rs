//! A catalog's messages as the page receives them: each message one
//! string, its placeables turned into control characters when the site
//! is built ([`Catalog::compiled`](super::Catalog::compiled)), so the
//! page formats it with a few splits and no parser. Terms are already
//! written in, and a select holds no other select.
//!
//! Why: in the shipped wasm, reading Fluent cost 5.2 KB of gzip and
//! `fluent-bundle` 53.3 KB; this form with its JSON decoding, 1.4 KB
//! (`docs/i18n.md` has the measurements).

use super::plural::{PluralCategory, PluralRule};
use super::Arg;

// The marks are printable ASCII that no message uses (the catalog
// refuses a text holding one, [`RESERVED`]): the page receives the
// messages inside a Rust string literal (Leptos' hydration data, written
// with `{:?}`), which spelled each control character as `\u{1}`, six
// bytes (issue 42: 76 to 96 B of gzip on every page).

/// Around an argument's name: `@count@`.
pub const ARGUMENT: char = '@';
/// Opens a select: `%` argument name, then its variants.
pub const SELECT: char = '%';
/// Opens a variant: its key (`*` before the default's), [`KEY_END`], text.
pub const VARIANT: char = '|';
/// Ends a variant's key.
pub const KEY_END: char = '`';
/// Closes a select.
pub const SELECT_END: char = '$';
/// Every mark of the compiled form, and of the page's encoding of a
/// catalog ([`super::messages`]): no message's text may hold one.
pub const RESERVED: [char; 6] = [ARGUMENT, SELECT, VARIANT, KEY_END, SELECT_END, '~'];

/// `message` (compiled) with `args`, its counts' variants chosen by
/// `rule`. A missing argument shows as its name in braces.
pub fn format(message: &str, rule: PluralRule, args: &[(&str, Arg)]) -> String {
    let mut out = String::new();
    let mut rest = message;
    while let Some(start) = rest.find(SELECT) {
        write_text(&rest[..start], args, &mut out);
        let select = &rest[start + SELECT.len_utf8()..];
        let (body, after) = select.split_once(SELECT_END).unwrap_or((select, ""));
        write_text(choose(body, rule, args), args, &mut out);
        rest = after;
    }
    write_text(rest, args, &mut out);
    out
}

/// The text of the variant a select's `body` chooses: an exact count
/// first, then the count's plural category or the text's word, else the
/// default.
fn choose<'m>(body: &'m str, rule: PluralRule, args: &[(&str, Arg)]) -> &'m str {
    let mut variants = body.split(VARIANT);
    let value = super::catalog::argument(args, variants.next().unwrap_or_default());
    let (mut default, mut best): (&str, Option<(u8, &str)>) = ("", None);
    for variant in variants {
        let (key, text) = variant.split_once(KEY_END).unwrap_or((variant, ""));
        let key = match key.strip_prefix('*') {
            Some(key) => {
                default = text;
                key
            }
            None => key,
        };
        let rank = match value {
            Some(Arg::Count(n)) if key.parse() == Ok(n) => 0,
            Some(Arg::Count(n)) if PluralCategory::from_key(key) == Some(rule.category(n)) => 1,
            Some(Arg::Text(word)) if key == word => 1,
            _ => continue,
        };
        if best.is_none_or(|(best_rank, _)| rank < best_rank) {
            best = Some((rank, text));
        }
    }
    best.map_or(default, |(_, text)| text)
}

fn write_text(text: &str, args: &[(&str, Arg)], out: &mut String) {
    for (i, piece) in text.split(ARGUMENT).enumerate() {
        if i % 2 == 0 {
            out.push_str(piece);
            continue;
        }
        match super::catalog::argument(args, piece) {
            Some(Arg::Text(text)) => out.push_str(text),
            Some(Arg::Count(n)) => out.push_str(&n.to_string()),
            None => {
                out.push_str("{$");
                out.push_str(piece);
                out.push('}');
            }
        }
    }
}
