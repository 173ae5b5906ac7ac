//! The three browser engines the tests run in: the X display WebKit needs,
//! and running the component tests and the end-to-end tests in each, the
//! engines side by side. (Installing the browsers and their drivers is in
//! `tools`.)
//!
//! Chromium and Firefox ESR come from Debian, driven by chromedriver and by
//! geckodriver from crates.io. WebKit is WebKitGTK's MiniBrowser, driven by
//! Debian's `WebKitWebDriver`;
//! it needs a display even when nothing is watching, so the tests run under
//! an Xvfb started and stopped here.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::tools::{cargo_bin, ensure_geckodriver, minibrowser};
use crate::{cmd, linting, root, run, Result};

/// A browser engine under test.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Engine {
    Chromium,
    Firefox,
    WebKit,
}

impl Engine {
    pub const ALL: [Engine; 3] = [Engine::Chromium, Engine::Firefox, Engine::WebKit];

    /// The engine whose `id` is `name`.
    pub fn named(name: &str) -> Option<Engine> {
        Engine::ALL.into_iter().find(|engine| engine.id() == name)
    }

    /// The name the tests know it by (`LEASE_LAB_ENGINE`).
    pub fn id(self) -> &'static str {
        match self {
            Engine::Chromium => "chromium",
            Engine::Firefox => "firefox",
            Engine::WebKit => "webkit",
        }
    }

    /// The name a person knows it by.
    pub fn title(self) -> &'static str {
        match self {
            Engine::Chromium => "Chromium",
            Engine::Firefox => "Firefox ESR",
            Engine::WebKit => "WebKitGTK",
        }
    }
}

/// An X server for WebKit, stopped when dropped.
pub struct Display {
    child: Child,
    /// The value for `DISPLAY`, such as `:91`.
    pub name: String,
}

/// Whether display `n` is free. A lock left by an Xvfb that is no longer
/// running (a killed session) frees its number: its lock and socket are
/// removed, as Xvfb itself would, so that the wait for the socket below
/// waits for the new one.
fn display_is_free(n: u32) -> bool {
    let lock = PathBuf::from(format!("/tmp/.X{n}-lock"));
    let socket = PathBuf::from(format!("/tmp/.X11-unix/X{n}"));
    match std::fs::read_to_string(&lock) {
        Ok(text) => {
            let running = text
                .trim()
                .parse::<u32>()
                .is_ok_and(|pid| Path::new(&format!("/proc/{pid}")).exists());
            !running && std::fs::remove_file(&lock).is_ok() && {
                let _ = std::fs::remove_file(&socket);
                true
            }
        }
        Err(_) => !lock.exists() && !socket.exists(),
    }
}

impl Display {
    /// Starts Xvfb on the first free display number from 91 and waits for
    /// its socket.
    pub fn start() -> Result<Display> {
        let number = (91..200)
            .find(|&n| display_is_free(n))
            .ok_or("no free X display number between 91 and 199")?;
        let name = format!(":{number}");
        println!("==> Xvfb {name} -screen 0 1600x1200x24 -nolisten tcp");
        let child = Command::new("Xvfb")
            .args([
                name.as_str(),
                "-screen",
                "0",
                "1600x1200x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start Xvfb (install xvfb): {e}"))?;
        let mut display = Display { child, name };
        let socket = PathBuf::from(format!("/tmp/.X11-unix/X{number}"));
        let started = Instant::now();
        while !socket.exists() {
            if let Ok(Some(status)) = display.child.try_wait() {
                return Err(format!("Xvfb {} exited with {status}", display.name));
            }
            if started.elapsed() > Duration::from_secs(10) {
                return Err(format!("Xvfb {} made no socket in 10 s", display.name));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        Ok(display)
    }
}

impl Drop for Display {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// How the UI is built for the component tests: for the browser, mounted
/// from scratch (`csr`), and in the `dev` profile. Not the `test` profile,
/// whose opt-level 1 for the model speeds up the native property tests but
/// slows compiling the wasm; `dev`, so the host's proc-macros and build
/// scripts are the ones the native build (and the pre-renderer) compiled
/// in target/debug, not a third copy (77 -> 69 s of compiling, issue 38).
/// The suite builds with these first (`cargo build`, linted), so the
/// tests in each engine compile nothing.
pub const UI_BUILD: [&str; 6] = [
    "--target",
    "wasm32-unknown-unknown",
    "--features",
    "csr",
    "--profile",
    "dev",
];

/// The component tests (`tests/browser.rs`) in one engine, through
/// wasm-bindgen-test-runner, which picks its driver from exactly one of
/// these variables.
pub fn component_tests(engine: Engine, display: &Display) -> Result {
    let (variable, driver) = match engine {
        Engine::Chromium => ("CHROMEDRIVER", PathBuf::from("/usr/bin/chromedriver")),
        Engine::Firefox => ("GECKODRIVER", ensure_geckodriver()?),
        // The runner's Safari driver speaks plain W3C WebDriver with empty
        // capabilities; WebKitWebDriver then starts its default browser,
        // MiniBrowser, on the display.
        Engine::WebKit => ("SAFARIDRIVER", PathBuf::from("/usr/bin/WebKitWebDriver")),
    };
    let mut test = cmd("cargo");
    linting(&mut test)
        .arg("test")
        .args(UI_BUILD)
        .args(["--test", "browser"])
        .env_remove("GECKODRIVER")
        .env_remove("CHROMEDRIVER")
        .env_remove("SAFARIDRIVER")
        .env(variable, driver)
        .env("DISPLAY", &display.name);
    run(
        &mut test,
        &format!(
            "component tests failed in {} (wasm-bindgen-test-runner with {variable})",
            engine.title()
        ),
    )
}

/// One test as the timing reporter (tests/e2e/timings.mjs) wrote it.
struct TestRecord {
    file: String,
    name: String,
    outcome: String,
    skip: Option<String>,
    ms: u64,
    /// The first lines of a failure's message.
    error: Option<String>,
}

fn read_records(path: &Path) -> Vec<TestRecord> {
    let text = fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        // Nesting 1, under its file's suite, is a test; deeper ones are
        // subtests, counted in their parent.
        .filter(|v| v["nesting"].as_u64() == Some(1))
        .map(|v| TestRecord {
            file: v["file"].as_str().unwrap_or("?").to_owned(),
            name: v["name"].as_str().unwrap_or("?").to_owned(),
            outcome: v["outcome"].as_str().unwrap_or("?").to_owned(),
            skip: v["skip"].as_str().map(str::to_owned),
            ms: v["ms"].as_u64().unwrap_or(0),
            error: v["error"].as_str().map(str::to_owned),
        })
        .collect()
}

/// A running `node run.mjs` of some files (or all) in one engine, its
/// report going to files under target/e2e.
struct E2eRun {
    engine: Engine,
    child: Child,
    log: PathBuf,
    records: PathBuf,
    started: Instant,
}

fn start_e2e(engine: Engine, files: &[String], dist: &Path, display: &Display) -> Result<E2eRun> {
    let out = root().join("target").join("e2e");
    fs::create_dir_all(&out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let log = out.join(format!("{}.log", engine.id()));
    let records = out.join(format!("{}.jsonl", engine.id()));
    let log_file =
        fs::File::create(&log).map_err(|e| format!("cannot write {}: {e}", log.display()))?;
    let err_file = log_file
        .try_clone()
        .map_err(|e| format!("cannot write {}: {e}", log.display()))?;
    // The engines share the CPU, and WebKitGTK needs the most of it: at an
    // equal share Chromium and Firefox finished about 55 s before it, and it
    // then ran alone on one core. At a lower priority (their browsers
    // inherit it) they leave it more while all three run: back to back,
    // the step's wall time came to 0.515 of its CPU time instead of 0.536
    // (two cores busy throughout would be 0.5).
    let mut node = if engine == Engine::WebKit {
        cmd("node")
    } else {
        let mut nice = cmd("nice");
        nice.args(["-n", "5", "node"]);
        nice
    };
    node.current_dir(root().join("tests").join("e2e"))
        .args(["--test-reporter=spec", "--test-reporter-destination=stdout"])
        .arg("--test-reporter=./timings.mjs")
        .arg(format!("--test-reporter-destination={}", records.display()))
        .arg("run.mjs")
        .args(files)
        .env("LEASE_LAB_DIST", dist)
        .env("LEASE_LAB_ENGINE", engine.id())
        .env("LEASE_LAB_MINIBROWSER", minibrowser()?)
        .env("LEASE_LAB_GECKODRIVER", cargo_bin().join("geckodriver"))
        .env("DISPLAY", &display.name)
        .env(
            "LEASE_LAB_DRIVER_LOGS",
            out.join("driver-logs").join(engine.id()),
        )
        .stdout(Stdio::from(log_file))
        .stderr(Stdio::from(err_file));
    println!(
        "==> [{}] node run.mjs {} (report: {})",
        engine.title(),
        if files.is_empty() {
            "(every file)".to_owned()
        } else {
            files.join(" ")
        },
        log.display()
    );
    let child = node
        .spawn()
        .map_err(|e| format!("cannot run node for {}: {e}", engine.title()))?;
    Ok(E2eRun {
        engine,
        child,
        log,
        records,
        started: Instant::now(),
    })
}

/// What one engine's run came to.
struct E2eResult {
    engine: Engine,
    passed: bool,
    seconds: f64,
    records: Vec<TestRecord>,
}

fn finish_e2e(mut run: E2eRun) -> Result<E2eResult> {
    let status = run
        .child
        .wait()
        .map_err(|e| format!("node for {} did not finish: {e}", run.engine.title()))?;
    let seconds = run.started.elapsed().as_secs_f64();
    let log = fs::read_to_string(&run.log).unwrap_or_default();
    println!(
        "\n---- {} end-to-end report ({seconds:.0} s) ----\n{log}",
        run.engine.title()
    );
    Ok(E2eResult {
        engine: run.engine,
        passed: status.success(),
        seconds,
        records: read_records(&run.records),
    })
}

/// The end-to-end tests of the built page (`files`, or every file when
/// empty) in `engines`, side by side: one Node process per engine, most of
/// whose time is spent waiting on its browser. Prints each engine's totals,
/// its ten slowest tests and every skip with its reason; fails naming every
/// engine that failed.
pub fn end_to_end(dist: &Path, display: &Display, engines: &[Engine], files: &[String]) -> Result {
    if engines.contains(&Engine::Firefox) {
        ensure_geckodriver()?;
    }
    let runs = engines
        .iter()
        .map(|&engine| start_e2e(engine, files, dist, display))
        .collect::<Result<Vec<_>>>()?;
    let mut results = Vec::new();
    for run in runs {
        results.push(finish_e2e(run)?);
    }
    let mut failed = Vec::new();
    for result in &results {
        report_engine(result);
        if !result.passed {
            failed.push(result.engine.title());
        }
    }
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "end-to-end tests failed in {} (reports in target/e2e/)",
            failed.join(" and ")
        ))
    }
}

fn report_engine(result: &E2eResult) {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for record in &result.records {
        *counts.entry(record.outcome.as_str()).or_default() += 1;
    }
    println!(
        "\n==> {}: {} tests, {} passed, {} failed, {} skipped, {:.0} s{}",
        result.engine.title(),
        result.records.len(),
        counts.get("pass").unwrap_or(&0),
        counts.get("fail").unwrap_or(&0),
        counts.get("skip").unwrap_or(&0),
        result.seconds,
        if result.passed { "" } else { "  FAILED" }
    );
    let mut slowest: Vec<&TestRecord> = result.records.iter().collect();
    slowest.sort_by_key(|record| std::cmp::Reverse(record.ms));
    println!("    ten slowest in {}:", result.engine.title());
    for record in slowest.iter().take(10) {
        println!(
            "    {:>7.1} s  {}: {}",
            record.ms as f64 / 1000.0,
            record.file,
            record.name
        );
    }
    for record in result.records.iter().filter(|r| r.outcome == "skip") {
        println!(
            "    skipped in {}: {}: {} ({})",
            result.engine.title(),
            record.file,
            record.name,
            record.skip.as_deref().unwrap_or("no reason given")
        );
    }
    for record in result.records.iter().filter(|r| r.outcome == "fail") {
        println!(
            "    FAILED in {}: {}: {}",
            result.engine.title(),
            record.file,
            record.name
        );
        for line in record.error.as_deref().unwrap_or("no message").lines() {
            println!("        | {line}");
        }
    }
}
