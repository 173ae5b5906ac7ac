//! Short names for everything the wasm and its JavaScript glue share.
//!
//! wasm-bindgen names each import after its function plus a 16-hex-digit
//! hash (`__wbg_setAttribute_3c9f…`), and every such name is written twice:
//! in the wasm's import section and as a key in the glue. Hashes are noise
//! to gzip. Binaryen's `--minify-imports-and-exports-and-modules` renames
//! every import, export and import module to one or two letters and prints
//! the mapping; [`rename_in_glue`] applies that mapping to the glue. On this
//! page it saves about 3.5 KB of gzip (wasm and glue together).
//!
//! Every rewrite is checked: a name that is not found exactly where it is
//! expected, or an old name left anywhere, stops the build instead of
//! shipping a glue that no longer matches its wasm.

/// What binaryen renamed: imports as (module, old name, new name), and
/// exports as (old name, new name).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Renames {
    pub imports: Vec<(String, String, String)>,
    pub exports: Vec<(String, String)>,
}

/// Reads the mapping wasm-opt prints: a JSON object of two arrays of
/// string arrays, one entry per line.
pub fn parse_renames(printed: &str) -> Result<Renames, String> {
    let mut renames = Renames::default();
    let mut section = "";
    for line in printed.lines().map(str::trim) {
        if line.starts_with("\"imports\"") {
            section = "imports";
        } else if line.starts_with("\"exports\"") {
            section = "exports";
        } else if let Some(entry) = line.strip_prefix('[') {
            let entry = entry.trim_end_matches(',').trim_end_matches(']');
            let strings: Vec<String> = entry
                .split(", ")
                .map(|s| s.trim_matches('"').to_owned())
                .collect();
            match (section, strings.as_slice()) {
                ("imports", [module, old, new]) => {
                    renames
                        .imports
                        .push((module.clone(), old.clone(), new.clone()));
                }
                ("exports", [old, new]) => renames.exports.push((old.clone(), new.clone())),
                _ => return Err(format!("unexpected line in wasm-opt's mapping: {line}")),
            }
        }
    }
    if renames.imports.is_empty() || renames.exports.is_empty() {
        return Err("wasm-opt printed no mapping of imports and exports".to_owned());
    }
    Ok(renames)
}

/// The glue with every name renamed: each import is a key `old:` at the
/// start of a line of the imports object (the glue is compacted first),
/// each export is read as `wasm.old`, and the one import module is a
/// quoted key. `new_module` is the module's name in the renamed wasm.
pub fn rename_in_glue(glue: &str, renames: &Renames, new_module: &str) -> Result<String, String> {
    let mut out = glue.to_owned();
    let mut modules: Vec<&str> = renames.imports.iter().map(|(m, _, _)| m.as_str()).collect();
    modules.dedup();
    let [module] = modules.as_slice() else {
        return Err(format!("expected one import module, found {modules:?}"));
    };
    out = replace_exactly_once(
        &out,
        &format!("\"{module}\": "),
        &format!("\"{new_module}\": "),
    )?;
    for (_, old, new) in &renames.imports {
        out = replace_exactly_once(&out, &format!("\n{old}: "), &format!("\n{new}: "))?;
    }
    for (old, new) in &renames.exports {
        out = replace_member(&out, &format!("wasm.{old}"), &format!("wasm.{new}"));
    }
    for (_, old, _) in &renames.imports {
        if out.contains(old.as_str()) {
            return Err(format!("import {old} is still named in the glue"));
        }
    }
    for (old, _) in &renames.exports {
        if !replace_member(&out, &format!("wasm.{old}"), "").eq(&out) {
            return Err(format!("export {old} is still read in the glue"));
        }
    }
    Ok(out)
}

fn replace_exactly_once(text: &str, old: &str, new: &str) -> Result<String, String> {
    match text.matches(old).count() {
        1 => Ok(text.replacen(old, new, 1)),
        n => Err(format!(
            "expected {old:?} once in the glue, found it {n} times"
        )),
    }
}

/// `text` with every `old` that is not followed by another identifier
/// character replaced by `new` (so `wasm.main` never matches `wasm.mainly`).
fn replace_member(text: &str, old: &str, new: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(old) {
        let after = &rest[at + old.len()..];
        let continues = after
            .chars()
            .next()
            .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$');
        out.push_str(&rest[..at]);
        out.push_str(if continues { old } else { new });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// The glue with its module-private helper functions (`getStringFromWasm0`,
/// `passStringToWasm0`, the closure shims with their hashes, ...), its
/// module-level caches and its `argN` parameters under short names: about
/// 400 bytes of gzip. Renamed are only functions declared as
/// `function name(` or `async function name(` at the start of a line (never
/// an exported one), and `let name` caches declared once at a line start
/// and never used as an object key; and only when the old name does not
/// appear inside a quoted string and the new one is not already a word of
/// the glue.
pub fn shorten_local_names(glue: &str, exported: &[&str]) -> String {
    let words = identifiers(glue);
    let mut fresh = (0..)
        .map(|n| format!("h{n}"))
        .filter(|w| !words.contains(w));
    let functions = glue
        .lines()
        .filter_map(|line| {
            line.strip_prefix("function ")
                .or_else(|| line.strip_prefix("async function "))
        })
        .filter_map(|rest| rest.split('(').next())
        .filter(|name| !exported.contains(name));
    let caches = glue
        .lines()
        .filter_map(|line| line.strip_prefix("let "))
        .filter_map(|rest| rest.split(|c: char| !is_identifier_char(c)).next())
        .filter(|name| name.len() > 8 && glue.matches(&format!("let {name}")).count() == 1)
        .filter(|name| !glue.contains(&format!("{name}:")));
    let mut out = glue.to_owned();
    for old in functions.chain(caches) {
        let Some(new) = fresh.next() else { break };
        if !quoted(&out, old) {
            out = replace_word(&out, old, &new);
        }
    }
    for n in 0..10 {
        let (old, new) = (format!("arg{n}"), format!("a{n}"));
        if !words.contains(&new) && !quoted(&out, &old) {
            out = replace_word(&out, &old, &new);
        }
    }
    out
}

fn is_identifier_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '$'
}

/// Every identifier-like word of `text`.
fn identifiers(text: &str) -> std::collections::HashSet<String> {
    text.split(|c: char| !is_identifier_char(c))
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Whether `word` occurs inside a single- or double-quoted string on some
/// line (a conservative test: then the word is left alone).
fn quoted(text: &str, word: &str) -> bool {
    text.lines().any(|line| {
        let mut quote = None;
        let mut start = 0;
        for (i, c) in line.char_indices() {
            match quote {
                None if c == '"' || c == '\'' || c == '`' => {
                    quote = Some(c);
                    start = i;
                }
                Some(q) if c == q => {
                    if line[start..i].contains(word) {
                        return true;
                    }
                    quote = None;
                }
                _ => {}
            }
        }
        quote.is_some() && line[start..].contains(word)
    })
}

/// `text` with every whole-word `old` replaced by `new`.
fn replace_word(text: &str, old: &str, new: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut previous: Option<char> = None;
    while let Some(at) = rest.find(old) {
        let before = rest[..at].chars().next_back().or(previous);
        let after = rest[at + old.len()..].chars().next();
        let whole = !before.is_some_and(is_identifier_char)
            && !after.is_some_and(is_identifier_char)
            && before != Some('.');
        out.push_str(&rest[..at]);
        out.push_str(if whole { new } else { old });
        previous = old.chars().next_back();
        rest = &rest[at + old.len()..];
    }
    out.push_str(rest);
    out
}

/// The distinct module names of a wasm binary's imports, in order.
pub fn import_modules(wasm: &[u8]) -> Result<Vec<String>, String> {
    let mut reader = Reader { bytes: wasm, at: 8 };
    if wasm.get(..4) != Some(b"\0asm") {
        return Err("not a wasm binary".to_owned());
    }
    while reader.at < wasm.len() {
        let id = reader.byte()?;
        let size = reader.leb()?;
        if id != 2 {
            reader.at += size;
            continue;
        }
        let mut modules: Vec<String> = Vec::new();
        for _ in 0..reader.leb()? {
            let module = reader.name()?;
            let _field = reader.name()?;
            match reader.byte()? {
                0 => {
                    reader.leb()?;
                }
                1 => {
                    reader.byte()?;
                    reader.limits()?;
                }
                2 => reader.limits()?,
                3 => {
                    reader.byte()?;
                    reader.byte()?;
                }
                4 => {
                    reader.byte()?;
                    reader.leb()?;
                }
                kind => return Err(format!("unknown import kind {kind}")),
            }
            if !modules.contains(&module) {
                modules.push(module);
            }
        }
        return Ok(modules);
    }
    Ok(Vec::new())
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, String> {
        let byte = *self.bytes.get(self.at).ok_or("wasm ends early")?;
        self.at += 1;
        Ok(byte)
    }

    fn leb(&mut self) -> Result<usize, String> {
        let mut value = 0usize;
        for shift in (0..35).step_by(7) {
            let byte = self.byte()?;
            value |= usize::from(byte & 0x7f) << shift;
            if byte < 0x80 {
                return Ok(value);
            }
        }
        Err("LEB128 number too long".to_owned())
    }

    fn name(&mut self) -> Result<String, String> {
        let len = self.leb()?;
        let bytes = self
            .bytes
            .get(self.at..self.at + len)
            .ok_or("wasm ends early")?;
        self.at += len;
        String::from_utf8(bytes.to_vec()).map_err(|_| "a name is not UTF-8".to_owned())
    }

    fn limits(&mut self) -> Result<(), String> {
        let flags = self.byte()?;
        self.leb()?;
        if flags & 1 == 1 {
            self.leb()?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PRINTED: &str = r#"{
 "imports": [
  ["./lease-lab_bg.js", "__wbg_get_955bde2b2fe2defa", "$"],
  ["./lease-lab_bg.js", "__wbindgen_generic_0000000000000001", "Ab"]
 ],
"exports": [
  ["memory", "Hb"],
  ["__wbindgen_malloc", "A"]
 ]
}"#;

    #[test]
    fn the_mapping_is_read_entry_by_entry() {
        let renames = parse_renames(PRINTED).unwrap_or_default();
        assert_eq!(
            renames.imports[1],
            (
                "./lease-lab_bg.js".to_owned(),
                "__wbindgen_generic_0000000000000001".to_owned(),
                "Ab".to_owned()
            )
        );
        assert_eq!(
            renames.exports,
            [
                ("memory".into(), "Hb".into()),
                ("__wbindgen_malloc".into(), "A".into())
            ]
        );
        assert!(parse_renames("{}").is_err());
    }

    #[test]
    fn the_glue_is_renamed_and_checked() {
        let renames = parse_renames(PRINTED).unwrap_or_default();
        let glue = "const import0 = {\n__wbg_get_955bde2b2fe2defa: function(a) {\nreturn wasm.__wbindgen_malloc(a) + wasm.memory.buffer + wasm.memoryx;\n},\n__wbindgen_generic_0000000000000001: function() {},\n};\nreturn {\"./lease-lab_bg.js\": import0};\n";
        let renamed = rename_in_glue(glue, &renames, "a").unwrap_or_default();
        assert_eq!(
            renamed,
            "const import0 = {\n$: function(a) {\nreturn wasm.A(a) + wasm.Hb.buffer + wasm.memoryx;\n},\nAb: function() {},\n};\nreturn {\"a\": import0};\n"
        );
        // A glue that does not hold a name where expected is refused.
        assert!(
            rename_in_glue(&glue.replace("\n__wbg_get", "\n__wbg_got"), &renames, "a").is_err()
        );
    }

    #[test]
    fn local_helpers_and_parameters_get_short_names() {
        let glue = "let wasmModule, wasmInstance;\nfunction getStringFromWasm0(arg0, arg1) {\nreturn decode(wasmModule, arg0, arg1);\n}\nfunction initSync(m) {\nx.getStringFromWasm0 = 1;\nthrow new Error('arg0 is bad');\nreturn getStringFromWasm0(h0, 2) + getStringFromWasm0x;\n}\n";
        let short = shorten_local_names(glue, &["initSync"]);
        assert_eq!(
            short,
            "let h2, wasmInstance;\nfunction h1(arg0, a1) {\nreturn decode(h2, arg0, a1);\n}\nfunction initSync(m) {\nx.getStringFromWasm0 = 1;\nthrow new Error('arg0 is bad');\nreturn h1(h0, 2) + getStringFromWasm0x;\n}\n"
        );
    }

    #[test]
    fn import_modules_are_read_from_the_binary() {
        // (module "a" (import "a" "b" (func)) (import "a" "c" (memory 1)))
        let mut wasm = b"\0asm\x01\0\0\0".to_vec();
        let section = [2u8, b'\x01', b'a', 1, b'b', 0, 0, 1, b'a', 1, b'c', 2, 0, 1];
        wasm.push(2);
        wasm.push(section.len() as u8);
        wasm.extend_from_slice(&section);
        assert_eq!(import_modules(&wasm), Ok(vec!["a".to_owned()]));
        assert!(import_modules(b"nope").is_err());
    }
}
