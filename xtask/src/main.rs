//! `cargo xtask`: the project's set-up, build, test and benchmark commands.
//!
//! Every command installs what it needs when it is missing (idempotently),
//! prints each step before running it, and stops with a message that says
//! what failed. Trunk never downloads tools itself: the exact versions are
//! installed here and put first on PATH.

use std::env;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::sync::OnceLock;

mod bench;
mod bindings;
mod browsers;
mod csp;
mod dist;
mod guide;
mod offline;
mod serve;
mod size;
mod suite;
mod tools;

type Result<T = ()> = std::result::Result<T, String>;

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let outcome = match args.first().map(String::as_str) {
        Some("serve") => serve::serve(),
        Some("dist") => dist::dist().and_then(|dist| dist::check_every_page(&dist)),
        Some("test") => suite::test(),
        Some("bench") => bench::bench(),
        Some("tools") => tools::ensure_build_tools().map(|_| ()),
        Some("size") => size::size(),
        Some("e2e") => suite::end_to_end_only(&args[1..]),
        Some("prerender") => dist::prerender(),
        _ => {
            eprintln!(
                "usage: cargo xtask <serve | dist | test | e2e | bench | size | tools | prerender>"
            );
            eprintln!("  serve  install what is missing, build, serve on http://127.0.0.1:8080");
            eprintln!(
                "  dist   build the release static site into dist/ and print its size budget"
            );
            eprintln!("  test   native tests, browser component tests, end-to-end tests");
            eprintln!(
                "  e2e [file.test.mjs ...] [chromium|firefox|webkit ...]  only the end-to-end tests of the dist/ built last"
            );
            eprintln!("  bench  simulate cost, bundle sizes, browser latency -> docs/bench.md");
            eprintln!("  size   the wasm's code by crate, its 30 largest functions, its data");
            eprintln!("  prerender  Trunk's post-build hook: pre-renders the page into its build");
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

/// `command` (a `cargo` that builds the page's crates) made to lint what it
/// compiles, with every warning an error: clippy's driver compiles the
/// workspace's own crates (Cargo's `RUSTC_WORKSPACE_WRAPPER`, as `cargo
/// clippy` sets it). The driver is rustc with clippy's lints added: it
/// lints, then compiles, so one build both lints the code and makes what
/// the tests run. A separate `cargo clippy` would check every dependency
/// once more (metadata that no build can reuse: about 60 s of a clean
/// clone for the native code and 60 s for the wasm, against issue 38's
/// bound). Dependencies still compile with
/// plain rustc. The native tests, the pre-renderer Trunk's hook runs and
/// the UI's wasm for the component tests lint alike, so none makes
/// another's crates stale. Never for the shipped wasm: so that its lints
/// read unoptimised MIR, clippy's driver turns rustc's MIR optimisations
/// off (LLVM's still run; what the code means is the same), and the page's
/// wasm came out 59 B of gzip larger. Never for `cargo install`: the crate
/// installed would be linted too.
fn linting(command: &mut Command) -> &mut Command {
    if let Some(driver) = clippy_driver() {
        command
            .env("RUSTC_WORKSPACE_WRAPPER", driver)
            .env("CLIPPY_ARGS", CLIPPY_DENIES_WARNINGS);
    }
    command
}

/// What `cargo clippy -- -D warnings` hands clippy's driver: its arguments,
/// each followed by this separator (clippy's own protocol between
/// `cargo-clippy` and `clippy-driver`; the test below fails if it changes).
const CLIPPY_DENIES_WARNINGS: &str = "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__";

/// Clippy's driver, from the toolchain that compiles (see `linting`), or
/// `None` while the toolchain has no clippy (`ensure_clippy` adds it).
fn clippy_driver() -> Option<&'static Path> {
    static DRIVER: OnceLock<PathBuf> = OnceLock::new();
    if let Some(driver) = DRIVER.get() {
        return Some(driver);
    }
    let rustc = env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let sysroot = output_of(Command::new(rustc).args(["--print", "sysroot"]))?;
    let driver = Path::new(sysroot.trim())
        .join("bin")
        .join(format!("clippy-driver{}", env::consts::EXE_SUFFIX));
    driver
        .is_file()
        .then(|| DRIVER.get_or_init(|| driver).as_path())
}

/// Adds clippy to the toolchain when it is missing: every build the suite
/// runs lints with it (see `linting`).
fn ensure_clippy() -> Result {
    if clippy_driver().is_none() {
        run(
            cmd("rustup").args(["component", "add", "clippy"]),
            "every build lints with clippy's driver, so rustup must be able to add clippy",
        )?;
    }
    clippy_driver().map(|_| ()).ok_or_else(|| {
        "the toolchain has no clippy-driver after `rustup component add clippy`".to_owned()
    })
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

fn is_root() -> bool {
    output_of(Command::new("id").arg("-u")).is_some_and(|uid| uid.trim() == "0")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A crate of its own (so a workspace member), built `linting`, with
    /// `main.rs` as given: Cargo's exit status and what it printed.
    fn build_probe(main: &str) -> (bool, String) {
        let dir = env::temp_dir().join(format!("lease-lab-lint-probe-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("src")).expect("a temporary folder");
        std::fs::write(
            dir.join("Cargo.toml"),
            "[package]\nname = \"lint-probe\"\nversion = \"0.0.0\"\nedition = \"2021\"\n[workspace]\n",
        )
        .expect("the probe's manifest");
        std::fs::write(dir.join("src").join("main.rs"), main).expect("the probe's main.rs");
        let output = linting(&mut cmd("cargo"))
            .current_dir(&dir)
            .env("CARGO_TARGET_DIR", dir.join("target"))
            .args(["build", "--offline"])
            .output()
            .expect("cargo runs");
        let _ = std::fs::remove_dir_all(&dir);
        (
            output.status.success(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        )
    }

    /// The suite has no `cargo clippy` of the page's crate any more: its
    /// builds lint. So a build `linting` must fail on a clippy lint as
    /// `cargo clippy -- -D warnings` does, and pass once it is fixed. This
    /// fails, rather than the suite passing unlinted code, if clippy's
    /// driver ever stops reading `CLIPPY_ARGS`.
    #[test]
    fn linting_builds_refuse_a_clippy_warning() {
        let (built, printed) =
            build_probe("fn main() {\n    let v: Vec<u8> = Vec::new();\n    if v.len() == 0 {\n        println!(\"empty\");\n    }\n}\n");
        assert!(!built, "the lint did not fail the build:\n{printed}");
        assert!(printed.contains("clippy::len_zero"), "{printed}");
        let (built, printed) =
            build_probe("fn main() {\n    let v: Vec<u8> = Vec::new();\n    if v.is_empty() {\n        println!(\"empty\");\n    }\n}\n");
        assert!(built, "the fixed probe did not build:\n{printed}");
    }
}
