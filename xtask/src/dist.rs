//! The release build in `dist/`: Trunk's build as it comes (wasm-bindgen,
//! wasm-opt with index.html's passes, Trunk's CSS and HTML minifier) and terser on the glue,
//! with nothing of ours rewriting their output, so an upgrade of any of
//! them cannot break a step of ours; the one-file copy; and the size budget
//! of everything the page loads.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::tools::ensure_build_tools;
use crate::{bindings, cmd, guide, linting, offline, root, run, tools_dir, Result};

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
    minify_glue(&dist)?;
    shorten_bindings(&dist)?;
    for page in locale_pages(&dist)? {
        write_offline_file(&dist, &page)?;
    }
    guide::write_teaching_guide(&dist)?;
    Ok(dist)
}

/// `cargo xtask prerender`, Trunk's post-build hook (Trunk.toml): the
/// pre-renderer (`examples/prerender.rs`) run on Trunk's staging folder,
/// built as the suite's native tests build it (the `test` profile, `ssr`,
/// `linting`), so that after them it is already built (41 s of a clean
/// clone, issue 38).
pub fn prerender() -> Result {
    run(
        linting(&mut cmd("cargo")).args([
            "run",
            "--quiet",
            "--profile",
            "test",
            "--example",
            "prerender",
            "--features",
            "ssr",
        ]),
        "the pre-renderer failed (Trunk's post-build hook)",
    )
}

/// Minifies wasm-bindgen's JavaScript glue with terser, pinned in
/// `tools` (about 3.5 KB of gzip). Its exports keep their names, and so
/// does `__wbg_init`, which the one-file copy's loader calls in the same
/// module scope.
fn minify_glue(dist: &Path) -> Result {
    let glue = built_file(dist, ".js")?;
    let terser = tools_dir().join("node_modules").join(".bin").join("terser");
    run(
        Command::new(terser)
            .arg(&glue)
            .args([
                "--module",
                "--compress",
                "--mangle",
                "reserved=['__wbg_init']",
                "--output",
            ])
            .arg(&glue),
        "terser must minify the JavaScript glue",
    )
}

/// Gives the bindings between the wasm and its glue short names (see
/// `bindings`: 4.8 KB of gzip). The files keep their names: Trunk's hash
/// still names exactly one build.
fn shorten_bindings(dist: &Path) -> Result {
    let (wasm_path, glue_path) = (built_file(dist, "_bg.wasm")?, built_file(dist, ".js")?);
    let wasm =
        fs::read(&wasm_path).map_err(|e| format!("cannot read {}: {e}", wasm_path.display()))?;
    let glue = fs::read_to_string(&glue_path)
        .map_err(|e| format!("cannot read {}: {e}", glue_path.display()))?;
    let (wasm, glue) = bindings::shorten(&wasm, &glue)?;
    fs::write(&wasm_path, wasm)
        .map_err(|e| format!("cannot write {}: {e}", wasm_path.display()))?;
    fs::write(&glue_path, glue)
        .map_err(|e| format!("cannot write {}: {e}", glue_path.display()))?;
    println!("==> shortened the names binding the wasm to its glue");
    Ok(())
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

/// Every locale's page folder: `dist/` itself (English) and each
/// `dist/<tag>/` the pre-renderer wrote (src/i18n/locales.rs).
pub fn locale_pages(dist: &Path) -> Result<Vec<PathBuf>> {
    let mut pages = vec![dist.to_owned()];
    let entries = fs::read_dir(dist).map_err(|e| format!("cannot list {}: {e}", dist.display()))?;
    let mut folders: Vec<PathBuf> = entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.join("index.html").is_file())
        .collect();
    folders.sort();
    pages.extend(folders);
    Ok(pages)
}

/// Writes `lease-lab-offline.html` beside the page in `folder` (one of
/// [`locale_pages`]), that page as one file (see `offline`) with the
/// shared files of `dist`, and prints its size.
pub fn write_offline_file(dist: &Path, folder: &Path) -> Result {
    let read = |path: PathBuf| {
        fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let wasm_path = built_file(dist, "_bg.wasm")?;
    let wasm =
        fs::read(&wasm_path).map_err(|e| format!("cannot read {}: {e}", wasm_path.display()))?;
    let (page, css) = (
        read(folder.join("index.html"))?,
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
    let path = folder.join(offline::FILE_NAME);
    fs::write(&path, &file).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    // Read back as written: what a learner downloads is what is checked.
    offline::check(&read(path.clone())?)?;
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

/// The size budget of everything the page loads, in gzip -9 bytes. Bytes
/// are deterministic, so this is a test, not a benchmark. The wasm alone is
/// reported but has no cap of its own: users pay for the total. 250 KB
/// (256 000 B) from issue 38 on (225 KiB before, 150 KB before issue 26):
/// room for ordinary, idiomatic code and the features after it.
pub const TOTAL_GZIP_BUDGET: u64 = 256_000;

/// Fails when any locale's page, with the files every page shares,
/// exceeds the budget: a learner loads one of them.
pub fn check_every_page(dist: &Path) -> Result {
    let shared = dist_sizes(dist)?;
    for folder in locale_pages(dist)? {
        let page = folder.join("index.html");
        let bytes = fs::read(&page).map_err(|e| format!("cannot read {}: {e}", page.display()))?;
        let mut sizes: Vec<(String, u64, u64)> = shared
            .iter()
            .filter(|(name, _, _)| name != "index.html")
            .cloned()
            .collect();
        sizes.push((
            "index.html".to_owned(),
            bytes.len() as u64,
            gzip(&bytes)?.len() as u64,
        ));
        println!("==> {}", page.strip_prefix(dist).unwrap_or(&page).display());
        check_budgets(&sizes).map_err(|e| format!("{}: {e}", page.display()))?;
    }
    Ok(())
}

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
        // The one-file copy is a download the page links to, and the
        // teaching guide a page of its own: the lab never loads either.
        if !entry.path().is_file()
            || entry.file_name() == offline::FILE_NAME
            || entry.file_name() == guide::FILE_NAME
        {
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
    fn budgets_pass_at_the_limit_and_fail_above_it() {
        assert_eq!(
            check_budgets(&files(TOTAL_GZIP_BUDGET - 1_000, 1_000)),
            Ok(())
        );
        assert!(check_budgets(&files(TOTAL_GZIP_BUDGET - 1_000, 1_001)).is_err());
        assert!(check_budgets(&files(100, TOTAL_GZIP_BUDGET)).is_err());
    }
}
