//! `cargo xtask`: the project's set-up, build, test and benchmark commands.
//!
//! Every command installs what it needs when it is missing (idempotently),
//! prints each step before running it, and stops with a message that says
//! what failed. Trunk never downloads tools itself: the exact versions are
//! installed here and put first on PATH.

use std::env;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

mod browsers;
mod names;
mod offline;

const TRUNK_VERSION: &str = "0.21.14";
const BINARYEN_VERSION: &str = "132";

type Result<T = ()> = std::result::Result<T, String>;

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let outcome = match args.first().map(String::as_str) {
        Some("serve") => serve(),
        Some("dist") => dist().and_then(|dist| check_budgets(&dist_sizes(&dist)?)),
        Some("test") => test(),
        Some("bench") => bench(),
        Some("tools") => ensure_build_tools().map(|_| ()),
        Some("e2e") => end_to_end_only(),
        _ => {
            eprintln!("usage: cargo xtask <serve | dist | test | bench | tools>");
            eprintln!("  serve  install what is missing, build, serve on http://127.0.0.1:8080");
            eprintln!(
                "  dist   build the release static site into dist/ and print its size budget"
            );
            eprintln!("  test   native tests, browser component tests, end-to-end tests");
            eprintln!(
                "  e2e    only the end-to-end tests, in all three engines, of the dist/ built last"
            );
            eprintln!("  bench  simulate cost, bundle sizes, browser latency -> docs/bench.md");
            return ExitCode::from(2);
        }
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("\nxtask failed: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The repository root (the parent of `xtask/`).
fn root() -> PathBuf {
    let manifest = env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("xtask"));
    manifest
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

fn tools_dir() -> PathBuf {
    root().join("target").join("tools")
}

/// PATH with the project's pinned tools first.
fn tool_path() -> OsString {
    let mut paths = vec![tools_dir().join("node_modules").join(".bin")];
    if let Some(home) = env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
    {
        paths.push(home.join("bin"));
    }
    paths.extend(env::split_paths(&env::var_os("PATH").unwrap_or_default()));
    env::join_paths(paths).unwrap_or_default()
}

fn cmd(program: &str) -> Command {
    let mut command = Command::new(program);
    command.current_dir(root()).env("PATH", tool_path());
    command
}

/// Runs a command, echoing it first; fails with `hint` if it fails.
fn run(command: &mut Command, hint: &str) -> Result {
    println!("==> {}", describe(command));
    let status = command
        .status()
        .map_err(|e| format!("could not start `{}`: {e}. {hint}", describe(command)))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!(
            "`{}` exited with {status}. {hint}",
            describe(command)
        ))
    }
}

/// Runs a command quietly and returns its stdout, or `None` if it cannot run.
fn output_of(command: &mut Command) -> Option<String> {
    let output = command.output().ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).into_owned())
}

fn describe(command: &Command) -> String {
    let mut text = command.get_program().to_string_lossy().into_owned();
    for arg in command.get_args() {
        text.push(' ');
        text.push_str(&arg.to_string_lossy());
    }
    text
}

/// The wasm-bindgen version pinned by Cargo.lock, which the CLI must match.
fn locked_wasm_bindgen() -> Result<String> {
    let lock = fs::read_to_string(root().join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "name = \"wasm-bindgen\"" {
            if let Some(version) = lines
                .next()
                .and_then(|l| l.trim().strip_prefix("version = \""))
                .and_then(|v| v.strip_suffix('"'))
            {
                return Ok(version.to_owned());
            }
        }
    }
    Err("Cargo.lock has no wasm-bindgen entry; run `cargo fetch` first".to_owned())
}

/// Installs the wasm target, trunk, wasm-bindgen-cli and wasm-opt when they
/// are missing or the wrong version. Returns the wasm-bindgen version.
fn ensure_build_tools() -> Result<String> {
    let installed =
        output_of(cmd("rustup").args(["target", "list", "--installed"])).unwrap_or_default();
    if !installed
        .lines()
        .any(|l| l.trim() == "wasm32-unknown-unknown")
    {
        run(
            cmd("rustup").args(["target", "add", "wasm32-unknown-unknown"]),
            "rustup must be able to add the wasm32 target",
        )?;
    }

    let trunk = output_of(cmd("trunk").arg("--version")).unwrap_or_default();
    if !trunk.contains(TRUNK_VERSION) {
        run(
            cmd("cargo").args(["install", "--locked", "trunk", "--version", TRUNK_VERSION]),
            "trunk 0.22 needs a newer rustc, so 0.21.14 is pinned",
        )?;
    }

    let bindgen = locked_wasm_bindgen()?;
    let trunk_toml = fs::read_to_string(root().join("Trunk.toml"))
        .map_err(|e| format!("cannot read Trunk.toml: {e}"))?;
    if !trunk_toml.contains(&format!("wasm_bindgen = \"{bindgen}\"")) {
        return Err(format!(
            "Trunk.toml must pin wasm_bindgen = \"{bindgen}\" to match Cargo.lock"
        ));
    }
    let cli = output_of(cmd("wasm-bindgen").arg("--version")).unwrap_or_default();
    if !cli.contains(&bindgen) {
        // Not --locked: the CLI's own lockfile pins a crate version the
        // registry here does not have.
        run(
            cmd("cargo").args(["install", "wasm-bindgen-cli", "--version", &bindgen]),
            "wasm-bindgen-cli must match the wasm-bindgen version in Cargo.lock",
        )?;
    }

    let wasm_opt = tools_dir()
        .join("node_modules")
        .join(".bin")
        .join("wasm-opt");
    let opt_version = output_of(Command::new(&wasm_opt).arg("--version")).unwrap_or_default();
    if !opt_version.contains(&format!("version {BINARYEN_VERSION}")) {
        fs::create_dir_all(tools_dir())
            .map_err(|e| format!("cannot create {}: {e}", tools_dir().display()))?;
        let package = format!("binaryen@{BINARYEN_VERSION}");
        let prefix = tools_dir();
        run(
            cmd("npm").args(["install", "--no-audit", "--no-fund", "--prefix"]).arg(&prefix).arg(&package),
            "wasm-opt comes from npm's binaryen (Debian's version breaks the wasm); npm and node must be installed",
        )?;
    }
    Ok(bindgen)
}

/// Builds the release site into `dist/`.
fn dist() -> Result<PathBuf> {
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
fn built_file(dist: &Path, suffix: &str) -> Result<PathBuf> {
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
fn write_offline_file(dist: &Path) -> Result {
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
fn gzip(bytes: &[u8]) -> Result<Vec<u8>> {
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
fn minify_shared_names(dist: &Path) -> Result {
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
const WASM_FEATURES: [&str; 6] = [
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
fn compact_js_glue(dist: &Path) -> Result {
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
const UNUSED_STREAM_CLASSES: [&str; 3] = [
    "IntoUnderlyingByteSource",
    "IntoUnderlyingSink",
    "IntoUnderlyingSource",
];

/// The glue without the [`UNUSED_STREAM_CLASSES`]: each class body, its
/// `Symbol.dispose` line and its `FinalizationRegistry` (about 400 bytes of
/// gzip). A class is left in place unless all three parts are found and the
/// name appears nowhere else, so a changed glue is never broken.
fn drop_unused_stream_classes(text: &str) -> String {
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
fn compact_js(text: &str) -> Option<String> {
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

/// Builds exactly what `dist` ships (the renamed wasm, the one-file copy)
/// and serves `dist/`; `trunk serve` would serve a different build, without
/// the one-file copy the page links to.
fn serve() -> Result {
    let dist = dist()?;
    let listener = std::net::TcpListener::bind("127.0.0.1:8080")
        .map_err(|e| format!("cannot listen on 127.0.0.1:8080 (is the port free?): {e}"))?;
    println!("Serving Lease Lab on http://127.0.0.1:8080 (Ctrl-C to stop)");
    for stream in listener.incoming().flatten() {
        let dist = dist.clone();
        std::thread::spawn(move || answer(stream, &dist));
    }
    Ok(())
}

/// Answers one GET or HEAD for a file under `dist`, then closes the
/// connection. Paths that leave `dist` or name no file get 404.
fn answer(stream: std::net::TcpStream, dist: &Path) {
    use std::io::{BufRead, BufReader, Write};
    let mut reader = BufReader::new(&stream);
    let mut request_line = String::new();
    if reader.read_line(&mut request_line).is_err() {
        return;
    }
    // Read the headers to their end: closing a socket with unread bytes
    // resets it, and the browser could lose the reply.
    let mut header = String::new();
    while reader.read_line(&mut header).is_ok_and(|n| n > 2) {
        header.clear();
    }
    let mut parts = request_line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or("/"));
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let relative = path.trim_start_matches('/');
    let safe = !relative
        .split('/')
        .any(|part| part == ".." || part.contains('\\'));
    let file = match relative {
        "" => dist.join("index.html"),
        _ => dist.join(relative),
    };
    let body = safe.then(|| fs::read(&file).ok()).flatten();
    let head = |status: &str, kind: &str, length: usize| {
        format!("HTTP/1.1 {status}\r\ncontent-type: {kind}\r\ncontent-length: {length}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n")
    };
    let reply = match (method, body) {
        ("GET" | "HEAD", Some(body)) => {
            let kind = match file.extension().and_then(|e| e.to_str()) {
                Some("html") => "text/html; charset=utf-8",
                Some("js") => "text/javascript",
                Some("wasm") => "application/wasm",
                Some("css") => "text/css",
                Some("svg") => "image/svg+xml",
                _ => "application/octet-stream",
            };
            let mut reply = head("200 OK", kind, body.len()).into_bytes();
            if method == "GET" {
                reply.extend(body);
            }
            reply
        }
        ("GET" | "HEAD", None) => head("404 Not Found", "text/plain", 0).into_bytes(),
        _ => head("405 Method Not Allowed", "text/plain", 0).into_bytes(),
    };
    let _ = (&stream).write_all(&reply);
}

fn is_root() -> bool {
    output_of(Command::new("id").arg("-u")).is_some_and(|uid| uid.trim() == "0")
}

/// Each step of a command, timed: prints the step's name before it runs and
/// its elapsed time after, and a table of every step with the total at the
/// end (also when a step fails).
struct Steps {
    started: std::time::Instant,
    done: Vec<(String, f64, bool)>,
}

impl Steps {
    fn new() -> Steps {
        Steps {
            started: std::time::Instant::now(),
            done: Vec::new(),
        }
    }

    fn step<T>(&mut self, name: &str, work: impl FnOnce() -> Result<T>) -> Result<T> {
        println!("\n=== step: {name}");
        let started = std::time::Instant::now();
        let outcome = work();
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "=== {name}: {seconds:.1} s{}",
            if outcome.is_ok() { "" } else { " (failed)" }
        );
        self.done.push((name.to_owned(), seconds, outcome.is_ok()));
        outcome
    }

    fn summary(&self) {
        println!("\n=== steps and their times");
        for (name, seconds, ok) in &self.done {
            println!(
                "{:>8.1} s  {name}{}",
                seconds,
                if *ok { "" } else { "  FAILED" }
            );
        }
        println!("{:>8.1} s  total", self.started.elapsed().as_secs_f64());
    }
}

/// The end-to-end step alone, against the `dist/` built last (for work on
/// the tests themselves; `test` rebuilds first).
fn end_to_end_only() -> Result {
    let mut steps = Steps::new();
    let outcome = (|| {
        browsers::ensure_browsers()?;
        browsers::ensure_e2e_packages()?;
        let display = browsers::Display::start()?;
        steps.step(
            "end-to-end tests in Chromium, Firefox ESR and WebKitGTK",
            || browsers::end_to_end(&root().join("dist"), &display),
        )
    })();
    steps.summary();
    outcome
}

fn test() -> Result {
    let mut steps = Steps::new();
    let outcome = test_steps(&mut steps);
    steps.summary();
    outcome
}

fn test_steps(steps: &mut Steps) -> Result {
    steps.step("cargo fmt --check", || {
        run(
            cmd("cargo").args(["fmt", "--all", "--check"]),
            "run `cargo fmt --all` to format the code",
        )
    })?;
    steps.step("clippy (native)", || {
        run(
            cmd("cargo").args([
                "clippy",
                "--workspace",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ]),
            "clippy found problems in the native code (sim, present, worksheet, tests, xtask)",
        )
    })?;
    steps.step("native tests", || {
        run(
            cmd("cargo").args(["test", "--workspace"]),
            "native tests failed",
        )
    })?;
    steps.step("build tools", || ensure_build_tools().map(|_| ()))?;
    // The UI compiles only for the browser (and the pre-renderer): lint it
    // there, with the component tests.
    steps.step("clippy (wasm UI)", || {
        run(
            cmd("cargo").args([
                "clippy",
                "--target",
                "wasm32-unknown-unknown",
                "--features",
                "csr",
                "--lib",
                "--bins",
                "--test",
                "browser",
                "--",
                "-D",
                "warnings",
            ]),
            "clippy found problems in the UI code",
        )
    })?;
    steps.step("browsers and drivers", || {
        browsers::ensure_browsers()?;
        browsers::ensure_geckodriver()?;
        browsers::ensure_e2e_packages()
    })?;
    let display = browsers::Display::start()?;
    for engine in browsers::Engine::ALL {
        steps.step(&format!("component tests in {}", engine.title()), || {
            browsers::component_tests(engine, &display)
        })?;
    }
    let dist = steps.step("release build (dist/)", dist)?;
    steps.step("size budget and the one-file copy", || {
        check_budgets(&dist_sizes(&dist)?)?;
        run(
            cmd("cargo").args(["test", "-p", "xtask", "--", "--ignored", "the_built_file"]),
            "the one-file copy in dist/ is missing or its policy does not match its inline code",
        )
    })?;
    steps.step(
        "end-to-end tests in Chromium, Firefox ESR and WebKitGTK",
        || browsers::end_to_end(&dist, &display),
    )
}

fn bench() -> Result {
    run(
        cmd("cargo").args(["bench", "--bench", "simulate"]),
        "the simulate benchmark failed",
    )?;
    let default = criterion_median_ns("simulate_default")?;
    let extreme = criterion_median_ns("simulate_extreme")?;
    let dist = dist()?;
    let sizes = dist_sizes(&dist)?;
    browsers::ensure_browsers()?;
    browsers::ensure_e2e_packages()?;
    let browser = node_json(
        "bench.mjs",
        &[("LEASE_LAB_DIST", dist.as_os_str())],
        "the browser benchmark",
    )?;

    let mut report = String::from("# Lease Lab benchmark report\n\n");
    report.push_str("Produced by `cargo xtask bench`. ");
    report.push_str(&format!("Machine: {}.\n\n", machine_description()));
    report.push_str("## 1. `simulate` (criterion, median)\n\n| Scenario | Time |\n|---|---|\n");
    report.push_str(&format!("| default (seed example) | {default:.0} ns |\n"));
    report.push_str(&format!(
        "| extreme (86 400 s, 0.001 s cadence) | {extreme:.0} ns |\n"
    ));
    report.push_str(&format!(
        "| ratio extreme / default | {:.2} (target < 2) |\n\n",
        extreme / default
    ));
    report
        .push_str("## 2. Shipped bytes of `dist/`\n\n| File | Raw | gzip -9 |\n|---|---:|---:|\n");
    let (mut raw_total, mut gz_total) = (0, 0);
    for (name, raw, gz) in &sizes {
        report.push_str(&format!("| {name} | {raw} | {gz} |\n"));
        raw_total += raw;
        gz_total += gz;
    }
    report.push_str(&format!(
        "| **total** | **{raw_total}** | **{gz_total}** |\n\n"
    ));
    report.push_str(&format!(
        "Budget (checked by `cargo xtask test`, 1 KB = 1024 bytes, gzip level 9 via flate2): everything <= {TOTAL_GZIP_BUDGET} bytes; the wasm has no cap of its own.\n\n"
    ));
    let offline_path = dist.join(offline::FILE_NAME);
    let offline = fs::read(&offline_path)
        .map_err(|e| format!("cannot read {}: {e}", offline_path.display()))?;
    let offline_gz = gzip(&offline)?.len();
    report.push_str(&format!(
        "The same page as one file, `{}` (a download the page links to, so outside the budget; aim: at most 1.4 times the hosted total): {} bytes raw, **{offline_gz}** gzip -9, {:.2} times the hosted {gz_total}.\n\n",
        offline::FILE_NAME,
        offline.len(),
        offline_gz as f64 / gz_total as f64
    ));
    let ms = |v: &serde_json::Value| v.as_f64().map_or("?".to_owned(), |x| format!("{x:.1} ms"));
    report.push_str("## 3. Slider move to updated DOM (headless Chromium, localhost)\n\n");
    report.push_str(
        "From dispatching `input` on the slider to the DOM mutation that shows the new metric.\n\n",
    );
    report.push_str("| Scenario | Moves | Median | p95 | Max | Target (median / p95) |\n|---|---:|---:|---:|---:|---|\n");
    for (key, label, target) in [
        ("slider_default", "default", "4 / 8 ms"),
        ("slider_extreme", "extreme", "8 / 16 ms"),
    ] {
        let v = &browser[key];
        report.push_str(&format!(
            "| {label} | {} | {} | {} | {} | {target} |\n",
            v["moves"],
            ms(&v["median_ms"]),
            ms(&v["p95_ms"]),
            ms(&v["max_ms"])
        ));
    }
    let map = &browser["map"];
    if !map.is_null() {
        report.push_str(&format!(
            "\nExact outcome map after one change of the lease (not a map axis, so every cell changes): from `input` to the new map markup, which includes the frame that shows the metrics first, 10 201 simulations, the SVG string and the DOM update: median {}, p95 {} over {} changes.\n",
            ms(&map["median_ms"]),
            ms(&map["p95_ms"]),
            map["runs"]
        ));
    }
    let load = &browser["load"];
    report.push_str("\n## 4. Page load (headless Chromium, localhost, median of fresh loads)\n\n");
    report.push_str(&format!(
        "| Runs | First contentful paint | `data-ready` |\n|---:|---:|---:|\n| {} | {} | {} |\n",
        load["runs"],
        ms(&load["fcp_ms"]),
        ms(&load["data_ready_ms"])
    ));
    report.push_str(&drag_report(&browser["drag"]));
    report.push_str(&lighthouse_report(&dist)?);
    report.push_str(BEFORE_ISSUE_13);
    println!("\n{report}");
    let docs = root().join("docs");
    fs::create_dir_all(&docs).map_err(|e| format!("cannot create docs/: {e}"))?;
    fs::write(docs.join("bench.md"), report).map_err(|e| format!("cannot write docs/bench.md: {e}"))
}

/// Runs a script of tests/e2e with node and reads the one JSON object it
/// prints; `what` names it in errors.
fn node_json(
    script: &str,
    env: &[(&str, &std::ffi::OsStr)],
    what: &str,
) -> Result<serde_json::Value> {
    println!("==> node {script}");
    let mut node = cmd("node");
    node.current_dir(root().join("tests").join("e2e"))
        .arg(script);
    for (key, value) in env {
        node.env(key, value);
    }
    let output = node.output().map_err(|e| format!("cannot run node: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "{what} failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    serde_json::from_slice(&output.stdout).map_err(|e| format!("{what} printed no JSON ({e})"))
}

/// Issue 13's starting point, measured with this same report on this
/// machine at commit 2e04559, kept beside the fresh figures.
const BEFORE_ISSUE_13: &str = "
## 7. Before issue 13 (commit 2e04559, same machine and method)

Bytes: 153 069 of everything (wasm 132 068). Slider to metrics: median 6.1 ms, p95 13.5 ms. The exact map after a change: not measured (the hook printed nothing).

| Drag | CPU | Long tasks | Longest | Frame median | Frame p95 | Input to next paint | Map catch-up |
|---|---|---:|---:|---:|---:|---:|---:|
| arrows | 1x | 0 | 0 ms | 17 ms | 17 ms | 80 ms | 158 ms |
| pointer | 1x | 1 | 74 ms | 17 ms | 17 ms | 96 ms | 158 ms |
| arrows | 4x | 63 | 158 ms | 17 ms | 150 ms | 296 ms | 188 ms |
| pointer | 4x | 61 | 169 ms | 17 ms | 117 ms | 256 ms | 186 ms |
| arrows | 6x | 91 | 286 ms | 17 ms | 283 ms | 496 ms | 229 ms |
| pointer | 6x | 63 | 472 ms | 17 ms | 267 ms | 344 ms | 0 ms |

Lighthouse mobile: performance 87, accessibility 100, best practices 100, SEO 100; FCP 902 ms, LCP 1822 ms, TBT 498 ms, TTI 2184 ms.
";

/// The throttled drag figures (tests/e2e/drag-bench.mjs) as a table.
fn drag_report(drag: &serde_json::Value) -> String {
    let mut s = String::from(
        "\n## 5. Dragging a slider on a throttled CPU (headless Chromium, CDP `Emulation.setCPUThrottlingRate`)\n\n",
    );
    s.push_str("\"Pause duration slider\" (one of the map's axes: only its marker moves): 60 arrow presses 16 ms apart (`arrows`), or a pointer drag across the slider in 60 moves 16 ms apart (`pointer`). \"Lease / visibility duration slider\" (every step changes the map's cells): 60 arrow presses 16 ms apart (`lease`). Long tasks from `PerformanceObserver('longtask')`; frame intervals from a `requestAnimationFrame` loop; input to next paint is the longest `PerformanceEventTiming` duration; map catch-up runs from the last move that changed the results to the map's last redraw. Targets at 4x: no long task over 50 ms, frame p95 <= 33 ms, catch-up <= 200 ms, input to next paint < 100 ms. The presses and pointer moves are WebDriver input actions through WebdriverIO (since issue 25; Playwright's keyboard and mouse before), so rows from before then are comparable in kind, not to the millisecond.\n\n");
    s.push_str("| Drag | CPU | Long tasks | Longest | Frame median | Frame p95 | Input to next paint | Map catch-up |\n|---|---|---:|---:|---:|---:|---:|---:|\n");
    let ms = |v: &serde_json::Value| v.as_f64().map_or("?".to_owned(), |x| format!("{x:.0} ms"));
    for rate in [1, 4, 6] {
        for drag_kind in ["arrows", "pointer", "lease"] {
            let v = &drag[format!("{drag_kind}_{rate}x")];
            s.push_str(&format!(
                "| {drag_kind} | {rate}x | {} | {} | {} | {} | {} | {} |\n",
                v["long_tasks"],
                ms(&v["longest_task_ms"]),
                ms(&v["frame_median_ms"]),
                ms(&v["frame_p95_ms"]),
                ms(&v["max_input_to_paint_ms"]),
                ms(&v["map_catch_up_ms"])
            ));
        }
    }
    s
}

/// Lighthouse's mobile run (tests/e2e/lighthouse.mjs), installing the
/// pinned lighthouse into target/tools when it is missing.
fn lighthouse_report(dist: &Path) -> Result<String> {
    let prefix = tools_dir().join("lighthouse");
    let bin = prefix.join("node_modules").join(".bin").join("lighthouse");
    if !bin.exists() {
        run(
            cmd("npm")
                .args(["install", "--no-audit", "--no-fund", "--prefix"])
                .arg(&prefix)
                .arg("lighthouse@12.2.3"),
            "lighthouse 12.2.3 is the last release that runs on Node 20",
        )?;
    }
    let v = node_json(
        "lighthouse.mjs",
        &[
            ("LIGHTHOUSE", bin.as_os_str()),
            ("LEASE_LAB_DIST", dist.as_os_str()),
        ],
        "the Lighthouse run",
    )?;
    let ms = |key: &str| {
        v[key]
            .as_f64()
            .map_or("?".to_owned(), |x| format!("{x:.0} ms"))
    };
    Ok(format!(
        "\n## 6. Lighthouse mobile (12.2.3, Debian's Chromium, dist/ served with gzip)\n\n| Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | TTI |\n|---:|---:|---:|---:|---:|---:|---:|---:|\n| {} | {} | {} | {} | {} | {} | {} | {} |\n",
        v["performance"],
        v["accessibility"],
        v["best_practices"],
        v["seo"],
        ms("fcp_ms"),
        ms("lcp_ms"),
        ms("tbt_ms"),
        ms("tti_ms")
    ))
}

/// The size budget of everything the page loads, in gzip -9 bytes (1 KB =
/// 1024 bytes). Bytes are deterministic, so this is a test, not a
/// benchmark. The wasm alone is reported but has no cap of its own: users
/// pay for the total.
const TOTAL_GZIP_BUDGET: u64 = 150 * 1024;

/// Fails when the shipped files exceed the budget.
fn check_budgets(sizes: &[(String, u64, u64)]) -> Result {
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
fn dist_sizes(dist: &Path) -> Result<Vec<(String, u64, u64)>> {
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

/// The median estimate criterion saved for one benchmark, in nanoseconds.
fn criterion_median_ns(name: &str) -> Result<f64> {
    let path = root()
        .join("target")
        .join("criterion")
        .join(name)
        .join("new")
        .join("estimates.json");
    let text =
        fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let json: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    json["median"]["point_estimate"]
        .as_f64()
        .ok_or_else(|| format!("{} has no median estimate", path.display()))
}

/// CPU model, core count and memory, for the report's header.
fn machine_description() -> String {
    let cpuinfo = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = cpuinfo
        .lines()
        .find_map(|line| {
            line.strip_prefix("model name")
                .map(|rest| rest.trim_start_matches([' ', '\t', ':']).to_owned())
        })
        .unwrap_or_else(|| "unknown CPU".to_owned());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let meminfo = fs::read_to_string("/proc/meminfo").unwrap_or_default();
    let mem_gib = meminfo
        .lines()
        .find_map(|line| line.strip_prefix("MemTotal:"))
        .and_then(|rest| {
            rest.trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<f64>()
                .ok()
        })
        .map_or(0.0, |kb| kb / 1_048_576.0);
    format!("{model}, {cores} cores, {mem_gib:.0} GiB RAM")
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

    /// `serve`'s answers, over a real socket: a file with its type, the
    /// folder's index, and 404 for a missing file or a path out of `dist`.
    #[test]
    fn serve_answers_files_and_refuses_the_rest() {
        use std::io::{Read, Write};
        let dist = env::temp_dir().join(format!("lease-lab-serve-{}", std::process::id()));
        fs::create_dir_all(&dist).unwrap();
        fs::write(dist.join("index.html"), "<p>lab</p>").unwrap();
        fs::write(dist.join("app_bg.wasm"), b"\0asm").unwrap();
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let get = |path: &str| {
            let mut client = std::net::TcpStream::connect(address).unwrap();
            write!(client, "GET {path} HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
            let (stream, _) = listener.accept().unwrap();
            answer(stream, &dist);
            let mut reply = String::new();
            client.read_to_string(&mut reply).unwrap();
            reply
        };
        let index = get("/#preset=healthy");
        assert!(index.starts_with("HTTP/1.1 200 OK\r\n"), "{index}");
        assert!(index.contains("content-type: text/html; charset=utf-8\r\n"));
        assert!(index.ends_with("\r\n\r\n<p>lab</p>"));
        assert!(get("/app_bg.wasm?v=1").contains("content-type: application/wasm\r\n"));
        assert!(get("/missing.js").starts_with("HTTP/1.1 404"));
        assert!(get("/../Cargo.toml").starts_with("HTTP/1.1 404"));
        fs::remove_dir_all(&dist).unwrap();
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
