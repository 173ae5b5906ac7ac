//! Short names for the bindings between the wasm and its JavaScript glue.
//!
//! wasm-bindgen names every import after its function and a 16-digit hash
//! (`__wbg_addEventListener_847fd86b8c33ec43`) and every closure export
//! after its Rust path, and each name is written twice: in the wasm's
//! import or export section and in the glue. The hashes do not compress:
//! the names cost 4.8 KB of the page's gzip (measured on the build of
//! 4 December 2026; the locales' pages need that room). No option of
//! wasm-bindgen or wasm-opt shortens them, so this renames each to a
//! short one in both files, consistently:
//!
//! - the wasm's sections are copied byte for byte except the names in the
//!   import section (and its one module name) and the export section (all
//!   but `memory` and what the glue never names);
//! - in the glue, each old name is replaced as a whole word only, and it
//!   must have been there;
//! - the rewritten wasm must validate, and no old name may remain in the
//!   glue. Anything unexpected stops the build with a message, so an
//!   upgrade of wasm-bindgen cannot ship a broken page.

type Result<T = ()> = std::result::Result<T, String>;

/// The wasm and the glue with short binding names.
pub fn shorten(wasm: &[u8], glue: &str) -> Result<(Vec<u8>, String)> {
    let mut names: Vec<(String, String)> = Vec::new();
    let mut short = ShortNames::default();
    let mut out = wasm
        .get(..8)
        .filter(|header| header.starts_with(b"\0asm"))
        .ok_or("not a wasm module")?
        .to_vec();
    let mut reader = Bytes { data: wasm, at: 8 };
    let mut module_name: Option<String> = None;
    while reader.at < wasm.len() {
        let id = reader.byte()?;
        let size = reader.leb()? as usize;
        let payload = reader.take(size)?;
        let rewritten = match id {
            2 => imports(payload, &mut short, &mut names, &mut module_name)?,
            7 => exports(payload, glue, &mut short, &mut names)?,
            _ => payload.to_vec(),
        };
        out.push(id);
        write_leb(&mut out, rewritten.len() as u64);
        out.extend(rewritten);
    }
    wasmparser::Validator::new()
        .validate_all(&out)
        .map_err(|e| format!("the wasm with short names does not validate: {e}"))?;

    let mut glue = glue.to_owned();
    if let Some(module) = module_name {
        let key = format!("\"{module}\":");
        if glue.matches(&key).count() != 1 {
            return Err(format!("the glue should name the import module {key} once"));
        }
        glue = glue.replace(&key, &format!("\"{MODULE}\":"));
    }
    // Longest first, so no name is replaced inside a longer one.
    names.sort_by_key(|(old, _)| std::cmp::Reverse(old.len()));
    for (old, new) in &names {
        let (replaced, count) = replace_word(&glue, old, new);
        if count == 0 {
            return Err(format!("the glue never names the binding {old}"));
        }
        glue = replaced;
    }
    Ok((out, glue))
}

/// The import module's new name.
const MODULE: &str = "w";

/// `a`, `b`, ... `Z`, `ba`, ...: short, valid in JavaScript and wasm, and
/// never `memory`.
#[derive(Default)]
struct ShortNames(usize);

impl ShortNames {
    fn next(&mut self) -> String {
        const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
        let mut n = self.0;
        self.0 += 1;
        let mut name = Vec::new();
        loop {
            name.push(LETTERS[n % LETTERS.len()]);
            n /= LETTERS.len();
            if n == 0 {
                break;
            }
        }
        name.reverse();
        String::from_utf8(name).unwrap_or_default()
    }
}

/// A section that is a vector of entries (imports, exports), rewritten
/// entry by entry by `entry`, which reads one from the reader and writes
/// its replacement; `what` names the entries in an error.
fn each_entry(
    payload: &[u8],
    what: &str,
    mut entry: impl FnMut(&mut Bytes, &mut Vec<u8>) -> Result,
) -> Result<Vec<u8>> {
    let mut reader = Bytes {
        data: payload,
        at: 0,
    };
    let count = reader.leb()?;
    let mut out = Vec::new();
    write_leb(&mut out, count);
    for _ in 0..count {
        entry(&mut reader, &mut out)?;
    }
    if reader.at != payload.len() {
        return Err(format!("the {what} section has bytes after its entries"));
    }
    Ok(out)
}

fn imports(
    payload: &[u8],
    short: &mut ShortNames,
    names: &mut Vec<(String, String)>,
    module_name: &mut Option<String>,
) -> Result<Vec<u8>> {
    each_entry(payload, "import", |reader, out| {
        let module = reader.name()?;
        match module_name {
            Some(seen) if *seen != module => {
                return Err(format!(
                    "the wasm imports from {seen} and {module}; expected one module"
                ))
            }
            _ => *module_name = Some(module),
        }
        let field = reader.name()?;
        let new = short.next();
        write_name(out, MODULE);
        write_name(out, &new);
        names.push((field, new));
        let start = reader.at;
        skip_import_kind(reader)?;
        out.extend(&payload[start..reader.at]);
        Ok(())
    })
}

fn exports(
    payload: &[u8],
    glue: &str,
    short: &mut ShortNames,
    names: &mut Vec<(String, String)>,
) -> Result<Vec<u8>> {
    each_entry(payload, "export", |reader, out| {
        let name = reader.name()?;
        // The memory keeps its name (the glue and the browser's tools know
        // it as `memory`), and so does what the glue never names (a marker
        // of wasm-bindgen's, say): something else may look for it.
        let new = if name == "memory" || replace_word(glue, &name, "").1 == 0 {
            name.clone()
        } else {
            let new = short.next();
            names.push((name, new.clone()));
            new
        };
        write_name(out, &new);
        let start = reader.at;
        reader.byte()?;
        reader.leb()?;
        out.extend(&payload[start..reader.at]);
        Ok(())
    })
}

/// Steps over an import's kind and type (the binary format's importdesc).
fn skip_import_kind(reader: &mut Bytes) -> Result {
    let limits = |reader: &mut Bytes| -> Result {
        let flags = reader.byte()?;
        reader.leb()?;
        if flags & 1 == 1 {
            reader.leb()?;
        }
        Ok(())
    };
    match reader.byte()? {
        0x00 => reader.leb().map(|_| ()),
        0x01 => {
            reader.byte()?;
            limits(reader)
        }
        0x02 => limits(reader),
        0x03 => {
            reader.byte()?;
            reader.byte().map(|_| ())
        }
        0x04 => {
            reader.byte()?;
            reader.leb().map(|_| ())
        }
        kind => Err(format!("an import of unknown kind {kind:#x}")),
    }
}

/// `text` with every whole-word `old` (not inside a longer identifier)
/// replaced by `new`, and how many there were.
fn replace_word(text: &str, old: &str, new: &str) -> (String, usize) {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    let mut out = String::with_capacity(text.len());
    let (mut count, mut copied) = (0, 0);
    for (at, _) in text.match_indices(old) {
        let before = text[..at].chars().next_back();
        let after = text[at + old.len()..].chars().next();
        if at < copied || before.is_some_and(is_word) || after.is_some_and(is_word) {
            continue;
        }
        out.push_str(&text[copied..at]);
        out.push_str(new);
        copied = at + old.len();
        count += 1;
    }
    out.push_str(&text[copied..]);
    (out, count)
}

struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl Bytes<'_> {
    fn byte(&mut self) -> Result<u8> {
        let byte = *self.data.get(self.at).ok_or("the wasm ends early")?;
        self.at += 1;
        Ok(byte)
    }

    fn leb(&mut self) -> Result<u64> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err("a number in the wasm is too long".to_owned())
    }

    fn take(&mut self, length: usize) -> Result<&[u8]> {
        let end = self
            .at
            .checked_add(length)
            .filter(|&end| end <= self.data.len());
        let end = end.ok_or("a section runs past the end of the wasm")?;
        let taken = &self.data[self.at..end];
        self.at = end;
        Ok(taken)
    }

    fn name(&mut self) -> Result<String> {
        let length = self.leb()? as usize;
        String::from_utf8(self.take(length)?.to_vec())
            .map_err(|_| "a name in the wasm is not UTF-8".to_owned())
    }
}

fn write_leb(out: &mut Vec<u8>, mut value: u64) {
    loop {
        let byte = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn write_name(out: &mut Vec<u8>, name: &str) {
    write_leb(out, name.len() as u64);
    out.extend(name.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_whole_words_are_replaced() {
        let (text, count) = replace_word("a.__f_1(x),__f_12,y__f_1,__f_1", "__f_1", "b");
        assert_eq!(text, "a.b(x),__f_12,y__f_1,b");
        assert_eq!(count, 2);
    }

    #[test]
    fn short_names_count_up_and_skip_nothing() {
        let mut short = ShortNames::default();
        let names: Vec<String> = (0..54).map(|_| short.next()).collect();
        assert_eq!(&names[..3], ["a", "b", "c"]);
        assert_eq!(names[51], "Z");
        assert_eq!(&names[52..], ["ba", "bb"]);
    }

    #[test]
    fn numbers_survive_the_round_trip() {
        for value in [0u64, 1, 127, 128, 300, 624_485, u32::MAX as u64] {
            let mut bytes = Vec::new();
            write_leb(&mut bytes, value);
            assert_eq!(
                Bytes {
                    data: &bytes,
                    at: 0
                }
                .leb(),
                Ok(value)
            );
        }
    }
}
