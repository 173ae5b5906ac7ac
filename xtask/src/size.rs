//! `cargo xtask size`: where the wasm's bytes go. Builds the shipped wasm
//! (`hydrate`, release), runs wasm-bindgen with `--keep-debug` and the
//! pinned wasm-opt with the shipped passes (index.html's `-O2` and
//! `data-wasm-opt-params`) and `-g` (names kept),
//! then reads the module's code and name sections (wasmparser; twiggy
//! fails on this wasm) and prints its code by crate, its 30 largest
//! functions and its data in total. Sizes are of the optimised module
//! before gzip; the shipped file has no names, so it is a little smaller.

use std::collections::HashMap;
use std::fs;
use std::process::Command;

use wasmparser::{BinaryReader, Name, NameSectionReader, Parser, Payload, TypeRef};

use crate::{cmd, root, run, tools::ensure_build_tools, tools_dir, Result};

/// How many of the largest functions to list.
const LARGEST: usize = 30;

pub fn size() -> Result {
    ensure_build_tools()?;
    run(
        cmd("cargo").args([
            "build",
            "--release",
            "--target",
            "wasm32-unknown-unknown",
            "--features",
            "hydrate",
            "--bin",
            "lease-lab",
        ]),
        "the release wasm must build",
    )?;
    let out = root().join("target").join("size");
    fs::create_dir_all(&out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let built = root()
        .join("target")
        .join("wasm32-unknown-unknown")
        .join("release")
        .join("lease-lab.wasm");
    run(
        cmd("wasm-bindgen")
            .args(["--keep-debug", "--target", "web", "--out-dir"])
            .arg(&out)
            .arg(&built),
        "wasm-bindgen must process the release wasm",
    )?;
    let bound = out.join("lease-lab_bg.wasm");
    let optimised = out.join("lease-lab.opt.wasm");
    let wasm_opt = tools_dir()
        .join("node_modules")
        .join(".bin")
        .join("wasm-opt");
    run(
        Command::new(wasm_opt)
            .args([
                "-O2",
                "-g",
                "--enable-bulk-memory",
                "--enable-nontrapping-float-to-int",
            ])
            .args([
                "--enable-sign-ext",
                "--enable-mutable-globals",
                "--enable-reference-types",
            ])
            .arg(&bound)
            // The same passes as index.html's data-wasm-opt-params (the
            // shrink level after -O2, as Trunk orders them).
            .args([
                "-s",
                "2",
                "--low-memory-unused",
                "--one-caller-inline-max-function-size=50",
            ])
            .arg("-o")
            .arg(&optimised),
        "wasm-opt (npm's binaryen, pinned) must optimise the wasm",
    )?;
    let bytes =
        fs::read(&optimised).map_err(|e| format!("cannot read {}: {e}", optimised.display()))?;
    let report = measure(&bytes)?;
    print!("{}", report.table());
    Ok(())
}

/// What the module's bytes are spent on.
#[derive(Debug, Default)]
struct SizeReport {
    /// Each defined function's body size and name (`None` when unnamed).
    functions: Vec<(u64, Option<String>)>,
    /// The data segments' bytes.
    data: u64,
    /// The whole module's bytes.
    total: u64,
}

fn measure(bytes: &[u8]) -> Result<SizeReport> {
    let mut report = SizeReport {
        total: bytes.len() as u64,
        ..SizeReport::default()
    };
    let mut imported = 0u32;
    let mut bodies: Vec<u64> = Vec::new();
    let mut names: HashMap<u32, String> = HashMap::new();
    for payload in Parser::new(0).parse_all(bytes) {
        match payload.map_err(|e| format!("cannot read the wasm: {e}"))? {
            Payload::ImportSection(imports) => {
                for import in imports.into_imports() {
                    let import = import.map_err(|e| format!("cannot read an import: {e}"))?;
                    if matches!(import.ty, TypeRef::Func(_)) {
                        imported += 1;
                    }
                }
            }
            Payload::CodeSectionEntry(body) => bodies.push(body.range().len() as u64),
            Payload::DataSection(segments) => {
                for segment in segments {
                    let segment =
                        segment.map_err(|e| format!("cannot read a data segment: {e}"))?;
                    report.data += segment.data.len() as u64;
                }
            }
            Payload::CustomSection(section) if section.name() == "name" => {
                let reader = NameSectionReader::new(BinaryReader::new(
                    section.data(),
                    section.data_offset(),
                ));
                for part in reader {
                    if let Ok(Name::Function(map)) = part {
                        for naming in map.into_iter().flatten() {
                            names.insert(naming.index, naming.name.to_owned());
                        }
                    }
                }
            }
            _ => {}
        }
    }
    report.functions = bodies
        .into_iter()
        .enumerate()
        .map(|(i, size)| (size, names.get(&(imported + i as u32)).cloned()))
        .collect();
    Ok(report)
}

impl SizeReport {
    fn code(&self) -> u64 {
        self.functions.iter().map(|(size, _)| size).sum()
    }

    fn table(&self) -> String {
        let mut out = format!(
            "wasm (after wasm-opt as shipped; names and debug sections kept): {} B in all; code {} B in {} functions; data {} B\n\ncode by crate:\n",
            self.total,
            self.code(),
            self.functions.len(),
            self.data
        );
        let mut by_crate: HashMap<String, (u64, usize)> = HashMap::new();
        for (size, name) in &self.functions {
            let entry = by_crate.entry(crate_of(name.as_deref())).or_default();
            entry.0 += size;
            entry.1 += 1;
        }
        let mut crates: Vec<_> = by_crate.into_iter().collect();
        crates.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(&b.0)));
        for (name, (size, count)) in crates {
            out += &format!("{size:>9} B  {count:>5} fns  {name}\n");
        }
        out += &format!("\nthe {LARGEST} largest functions:\n");
        let mut largest: Vec<_> = self.functions.iter().collect();
        largest.sort_by_key(|f| std::cmp::Reverse(f.0));
        for (size, name) in largest.into_iter().take(LARGEST) {
            let name = name
                .as_deref()
                .map(|n| rustc_demangle::demangle(n).to_string())
                .unwrap_or_else(|| "(unnamed)".to_owned());
            let shown: String = name.chars().take(160).collect();
            out += &format!("{size:>9} B  {shown}\n");
        }
        out
    }
}

/// The crate a function belongs to, read from its demangled path: the
/// first path segment, or for `<A as B>::f` the crate of `A` (whose code
/// it is, even when the trait is another crate's).
fn crate_of(name: Option<&str>) -> String {
    let Some(name) = name else {
        return "(unnamed)".to_owned();
    };
    let demangled = format!("{:#}", rustc_demangle::demangle(name));
    let path = demangled.trim_start_matches(['<', '&', '*', ' ']);
    let path = path.strip_prefix("mut ").unwrap_or(path);
    let path = path.strip_prefix("dyn ").unwrap_or(path);
    match path.split_once("::") {
        // `<char>::escape_debug_ext`, `<str>::find`: the language's own.
        Some((first, _)) if first.ends_with('>') => "core".to_owned(),
        Some((first, _)) if !first.is_empty() && !first.contains([' ', '(', '[']) => {
            first.to_owned()
        }
        // Not a Rust path: wasm-bindgen's glue, the allocator's exports,
        // compiler builtins.
        _ => "(other)".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_function_belongs_to_the_crate_of_its_path_or_self_type() {
        assert_eq!(
            crate_of(Some("_ZN9lease_lab3sim8simulate17h0123456789abcdefE")),
            "lease_lab"
        );
        assert_eq!(
            crate_of(Some("<tachys::view::Foo as leptos::IntoView>::into_view")),
            "tachys"
        );
        assert_eq!(crate_of(Some("<char>::escape_debug_ext")), "core");
        assert_eq!(crate_of(Some("__wbindgen_malloc")), "(other)");
        assert_eq!(crate_of(None), "(unnamed)");
    }

    #[test]
    fn a_module_is_measured_from_its_sections() {
        // (module (func $a) (func $b nop nop) (data (i32.const 0) "abc"))
        // with a name section naming both functions.
        let mut module = vec![0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
        // type section: one type () -> ()
        module.extend([0x01, 0x04, 0x01, 0x60, 0x00, 0x00]);
        // function section: two functions of type 0
        module.extend([0x03, 0x03, 0x02, 0x00, 0x00]);
        // memory section: one memory of 1 page (data needs one)
        module.extend([0x05, 0x03, 0x01, 0x00, 0x01]);
        // code section: bodies "00 0b" and "00 01 01 0b" (2 and 4 bytes
        // after their size)
        module.extend([
            0x0a, 0x09, 0x02, 0x02, 0x00, 0x0b, 0x04, 0x00, 0x01, 0x01, 0x0b,
        ]);
        // data section: one active segment at 0 with "abc"
        module.extend([
            0x0b, 0x09, 0x01, 0x00, 0x41, 0x00, 0x0b, 0x03, b'a', b'b', b'c',
        ]);
        // name section, function names: 0 -> "a", 1 -> "b"
        let names = [0x01, 0x07, 0x02, 0x00, 0x01, b'a', 0x01, 0x01, b'b'];
        let mut custom = vec![0x04, b'n', b'a', b'm', b'e'];
        custom.extend(names);
        module.push(0x00);
        module.push(custom.len() as u8);
        module.extend(custom);
        let report = match measure(&module) {
            Ok(report) => report,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(report.data, 3);
        assert_eq!(
            report.functions,
            [(2, Some("a".to_owned())), (4, Some("b".to_owned()))]
        );
        assert_eq!(report.total, module.len() as u64);
        assert!(report.table().contains("code 6 B in 2 functions; data 3 B"));
    }
}
