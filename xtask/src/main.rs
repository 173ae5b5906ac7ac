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
        _ => {
            eprintln!("usage: cargo xtask <serve | dist | test | e2e | bench | size | tools>");
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

fn is_root() -> bool {
    output_of(Command::new("id").arg("-u")).is_some_and(|uid| uid.trim() == "0")
}
