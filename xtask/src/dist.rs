//! The release build in `dist/`: Trunk's build, the glue and name
//! shortening after it, the one-file copy, and the size budget of
//! everything the page loads.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::tools::ensure_build_tools;
use crate::{cmd, names, offline, output_of, root, run, tools_dir, Result};

/// Builds the release site into `dist/`.
pub fn dist() -> Result<PathBuf> {
    ensure_build_tools()?;
    run(
        cmd("cargo").arg("fetch"),
        "Trunk builds offline, so dependencies are fetched first",
    )?;
    run(
        cmd("trunk").args(["build", "index.html", "--release", "--skip-version-check"]),
        "see Trunk's output above",
    )?;
    let dist = root().join("dist");
    compact_js_glue(&dist)?;
    minify_shared_names(&dist)?;
    write_offline_file(&dist)?;
    Ok(dist)
}

/// The one built file in `dist/` whose name ends with `suffix`.
pub fn built_file(dist: &Path, suffix: &str) -> Result<PathBuf> {
    let entries = fs::read_dir(dist).map_err(|e| format!("cannot list {}: {e}", dist.display()))?;
    let mut found = entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.to_string_lossy().ends_with(suffix));
    match (found.next(), found.next()) {
        (Some(path), None) => Ok(path),
        (None, _) => Err(format!("no *{suffix} in {}", dist.display())),
        (Some(_), Some(_)) => Err(format!("more than one *{suffix} in {}", dist.display())),
    }
}

/// Writes `dist/lease-lab-offline.html`, the page as one file (see
/// `offline`), and prints its size.
pub fn write_offline_file(dist: &Path) -> Result {
    let read = |path: PathBuf| {
        fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let wasm_path = built_file(dist, "_bg.wasm")?;
    let wasm =
        fs::read(&wasm_path).map_err(|e| format!("cannot read {}: {e}", wasm_path.display()))?;
    let (page, css) = (
        read(dist.join("index.html"))?,
        read(built_file(dist, ".css")?)?,
    );
    let (icon_svg, glue) = (
        read(built_file(dist, ".svg")?)?,
        read(built_file(dist, ".js")?)?,
    );
    let wasm_gzip = gzip(&wasm)?;
    let file = offline::assemble(&offline::Built {
        page: &page,
        css: &css,
        icon_svg: &icon_svg,
        glue: &glue,
        wasm_gzip: &wasm_gzip,
    })?;
    let path = dist.join(offline::FILE_NAME);
    fs::write(&path, &file).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    println!(
        "==> wrote {} ({} bytes, {} gzip)",
        path.display(),
        file.len(),
        gzip(file.as_bytes())?.len()
    );
    Ok(())
}

/// `bytes` compressed with gzip -9, the measure of every size budget.
pub fn gzip(bytes: &[u8]) -> Result<Vec<u8>> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder
        .write_all(bytes)
        .map_err(|e| format!("gzip failed: {e}"))?;
    encoder.finish().map_err(|e| format!("gzip failed: {e}"))
}

/// Renames every import, export and import module of the built wasm to a
/// short name, and the glue to match; then the glue's private helpers too
/// (see `names`).
pub fn minify_shared_names(dist: &Path) -> Result {
    let (wasm, glue) = (built_file(dist, "_bg.wasm")?, built_file(dist, ".js")?);
    let renamed = wasm.with_extension("renamed");
    let wasm_opt = tools_dir()
        .join("node_modules")
        .join(".bin")
        .join("wasm-opt");
    let mut rename = Command::new(wasm_opt);
    rename
        .arg(&wasm)
        .arg("--minify-imports-and-exports-and-modules")
        // Custom sections no browser reads: who built it, with which features.
        .args(["--strip-producers", "--strip-target-features"])
        .args(WASM_FEATURES)
        .arg("-o")
        .arg(&renamed);
    let printed = output_of(&mut rename)
        .ok_or_else(|| format!("wasm-opt could not rename {}", wasm.display()))?;
    let renames = names::parse_renames(&printed)?;
    let bytes =
        fs::read(&renamed).map_err(|e| format!("cannot read {}: {e}", renamed.display()))?;
    let modules = names::import_modules(&bytes)?;
    let [module] = modules.as_slice() else {
        return Err(format!(
            "expected one import module after renaming, found {modules:?}"
        ));
    };
    let text =
        fs::read_to_string(&glue).map_err(|e| format!("cannot read {}: {e}", glue.display()))?;
    let text = names::rename_in_glue(&text, &renames, module)?;
    // The glue's two exports, which Trunk's loader imports.
    let text = names::shorten_local_names(&text, &["initSync", "__wbg_init"]);
    fs::write(&glue, text).map_err(|e| format!("cannot write {}: {e}", glue.display()))?;
    fs::rename(&renamed, &wasm).map_err(|e| format!("cannot replace {}: {e}", wasm.display()))?;
    Ok(())
}

/// The wasm features rustc enables for wasm32-unknown-unknown, so binaryen
/// reads and writes the module as it is.
pub const WASM_FEATURES: [&str; 6] = [
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-reference-types",
    "--enable-multivalue",
];

/// Trunk minifies the CSS and HTML but not wasm-bindgen's JavaScript glue.
/// Its comments, blank lines and indentation are about 1 KB of gzip; drop
/// them. A JS minifier crate would do more but costs minutes of build and a
/// parser we would have to trust; this only removes whole comment lines and
/// leading whitespace, which cannot change meaning as long as no template
/// literal spans lines (checked: otherwise the file is left alone).
pub fn compact_js_glue(dist: &Path) -> Result {
    let entries = fs::read_dir(dist).map_err(|e| format!("cannot list {}: {e}", dist.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|ext| ext != "js") {
            continue;
        }
        let text = fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        match compact_js(&drop_unused_stream_classes(&text)) {
            Some(compact) => fs::write(&path, compact)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
            None => println!(
                "==> left {} as it is: a template literal spans lines",
                path.display()
            ),
        }
    }
    Ok(())
}

/// Classes that wasm-bindgen exports for `wasm-streams` (a dependency of
/// Leptos's server functions, which this static page never calls): nothing
/// in the glue or the page uses them.
pub const UNUSED_STREAM_CLASSES: [&str; 3] = [
    "IntoUnderlyingByteSource",
    "IntoUnderlyingSink",
    "IntoUnderlyingSource",
];

/// The glue without the [`UNUSED_STREAM_CLASSES`]: each class body, its
/// `Symbol.dispose` line and its `FinalizationRegistry` (about 400 bytes of
/// gzip). A class is left in place unless all three parts are found and the
/// name appears nowhere else, so a changed glue is never broken.
pub fn drop_unused_stream_classes(text: &str) -> String {
    let mut out = text.to_owned();
    for name in UNUSED_STREAM_CLASSES {
        let class = format!("export class {name} {{");
        let dispose = format!(
            "if (Symbol.dispose) {name}.prototype[Symbol.dispose] = {name}.prototype.free;\n"
        );
        let registry = format!("const {name}Finalization = ");
        let (Some(start), Some(registry_at)) = (out.find(&class), out.find(&registry)) else {
            continue;
        };
        // The class body ends at its matching brace.
        let mut depth = 0usize;
        let mut end = None;
        for (i, c) in out[start..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = Some(start + i + 1);
                        break;
                    }
                }
                _ => {}
            }
        }
        // The registry is one statement ending in `);` on a later line.
        let registry_end = out[registry_at..].find(");\n").map(|i| registry_at + i + 3);
        let (Some(end), Some(registry_end)) = (end, registry_end) else {
            continue;
        };
        let mut candidate = String::with_capacity(out.len());
        let (first, second) = if registry_at < start {
            ((registry_at, registry_end), (start, end))
        } else {
            ((start, end), (registry_at, registry_end))
        };
        if first.1 > second.0 {
            continue;
        }
        candidate.push_str(&out[..first.0]);
        candidate.push_str(&out[first.1..second.0]);
        candidate.push_str(&out[second.1..]);
        let candidate = candidate.replacen(&dispose, "", 1);
        if !candidate.contains(name) {
            out = candidate;
        }
    }
    out
}

/// `text` without comment-only lines, blank lines and indentation, or
/// `None` when a line holds an odd number of backticks (a template literal
/// that spans lines, whose whitespace is content).
pub fn compact_js(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut in_block_comment = false;
    for line in text.lines() {
        let line = line.trim();
        if line.matches('`').count() % 2 == 1 {
            return None;
        }
        if in_block_comment {
            in_block_comment = !line.contains("*/");
            continue;
        }
        if let Some(rest) = line.strip_prefix("/*") {
            match rest.split_once("*/") {
                // A comment that ends on its line with code after it: keep.
                Some((_, code)) if !code.trim().is_empty() => {}
                Some(_) => continue,
                None => {
                    in_block_comment = true;
                    continue;
                }
            }
        }
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    Some(out)
}

/// The size budget of everything the page loads, in gzip -9 bytes (1 KB =
/// 1024 bytes). Bytes are deterministic, so this is a test, not a
/// benchmark. The wasm alone is reported but has no cap of its own: users
/// pay for the total. 225 KB since issue 26 (150 KB before): room for
/// ordinary, idiomatic code and the features after it.
pub const TOTAL_GZIP_BUDGET: u64 = 225 * 1024;

/// Fails when the shipped files exceed the budget.
pub fn check_budgets(sizes: &[(String, u64, u64)]) -> Result {
    let total: u64 = sizes.iter().map(|(_, _, gz)| gz).sum();
    let wasm: u64 = sizes
        .iter()
        .filter(|(name, _, _)| name.ends_with(".wasm"))
        .map(|(_, _, gz)| gz)
        .sum();
    println!(
        "==> size budget: everything {total} of {TOTAL_GZIP_BUDGET} bytes gzip ({} left); the wasm is {wasm}",
        TOTAL_GZIP_BUDGET.saturating_sub(total)
    );
    if total > TOTAL_GZIP_BUDGET {
        return Err(format!(
            "dist/ is {total} bytes gzip, over its budget of {TOTAL_GZIP_BUDGET}; run `twiggy top` on the wasm ({wasm} bytes)"
        ));
    }
    Ok(())
}

/// Every file of the hosted page in `dist/` with its raw and gzip -9 size,
/// largest first.
pub fn dist_sizes(dist: &Path) -> Result<Vec<(String, u64, u64)>> {
    let mut sizes = Vec::new();
    let entries = fs::read_dir(dist).map_err(|e| format!("cannot list {}: {e}", dist.display()))?;
    for entry in entries.flatten() {
        // The one-file copy is a download the page links to, never loads.
        if !entry.path().is_file() || entry.file_name() == offline::FILE_NAME {
            continue;
        }
        let bytes = fs::read(entry.path())
            .map_err(|e| format!("cannot read {}: {e}", entry.path().display()))?;
        let gz = gzip(&bytes)?.len() as u64;
        sizes.push((
            entry.file_name().to_string_lossy().into_owned(),
            bytes.len() as u64,
            gz,
        ));
    }
    sizes.sort_by_key(|size| std::cmp::Reverse(size.1));
    Ok(sizes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(wasm: u64, js: u64) -> Vec<(String, u64, u64)> {
        vec![
            ("app_bg.wasm".to_owned(), wasm * 3, wasm),
            ("app.js".to_owned(), js * 4, js),
        ]
    }

    #[test]
    fn js_glue_loses_comments_and_indentation_only() {
        let glue = "/**\n * @returns {number}\n */\nexport function f() {\n    // a note\n    return `x ${1}`; /* kept */\n}\n\n";
        assert_eq!(
            compact_js(glue).as_deref(),
            Some("export function f() {\nreturn `x ${1}`; /* kept */\n}\n")
        );
        assert_eq!(compact_js("const s = `a\n    b`;\n"), None);
        assert_eq!(
            compact_js("  /* a */ f();\n").as_deref(),
            Some("/* a */ f();\n")
        );
    }

    #[test]
    fn unused_stream_classes_go_and_everything_else_stays() {
        let glue = "const a = 1;\nconst IntoUnderlyingSinkFinalization = (typeof FinalizationRegistry === 'undefined')\n? { register: () => {} }\n: new FinalizationRegistry(ptr => wasm.f(ptr >>> 0, 1));\nexport class IntoUnderlyingSink {\nfree() { if (x) { y(); } }\n}\nif (Symbol.dispose) IntoUnderlyingSink.prototype[Symbol.dispose] = IntoUnderlyingSink.prototype.free;\nexport function g() {}\n";
        assert_eq!(
            drop_unused_stream_classes(glue),
            "const a = 1;\n\nexport function g() {}\n"
        );
        // Still referenced elsewhere: left alone.
        let used = format!("{glue}IntoUnderlyingSink.__wrap(1);\n");
        assert_eq!(drop_unused_stream_classes(&used), used);
    }

    #[test]
    fn budgets_pass_at_the_limit_and_fail_above_it() {
        assert_eq!(
            check_budgets(&files(TOTAL_GZIP_BUDGET - 1_000, 1_000)),
            Ok(())
        );
        assert!(check_budgets(&files(TOTAL_GZIP_BUDGET - 1_000, 1_001)).is_err());
        assert!(check_budgets(&files(100, TOTAL_GZIP_BUDGET)).is_err());
    }
}
