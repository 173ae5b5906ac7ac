//! `cargo xtask test` (and `e2e`): the whole suite as a table of timed
//! steps, each printing its name before it runs and its elapsed time after,
//! with every step's time and the total at the end.

use crate::dist::{check_every_page, dist};
use crate::{browsers, cmd, ensure_clippy, linting, root, run, tools, Result};

/// Each step of a command, timed: prints the step's name before it runs and
/// its elapsed time after, and a table of every step with the total at the
/// end (also when a step fails).
pub struct Steps {
    started: std::time::Instant,
    done: Vec<(String, f64, bool)>,
}

impl Steps {
    pub fn new() -> Steps {
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

    pub fn summary(&self) {
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

/// `cargo xtask e2e [file.test.mjs ...] [chromium|firefox|webkit ...]`:
/// the end-to-end tests alone, against the `dist/` built last, in the
/// engines named (all three when none is) and of the files named (every
/// file when none is), so one failing test reruns in seconds.
pub fn end_to_end_only(args: &[String]) -> Result {
    let mut engines = Vec::new();
    let mut files = Vec::new();
    for arg in args {
        match browsers::Engine::named(arg) {
            Some(engine) => engines.push(engine),
            None if arg.ends_with(".test.mjs") => files.push(arg.clone()),
            None => {
                return Err(format!(
                    "`{arg}` is neither an engine (chromium, firefox, webkit) nor a test file (tests/e2e/*.test.mjs)"
                ))
            }
        }
    }
    if engines.is_empty() {
        engines = browsers::Engine::ALL.to_vec();
    }
    let mut steps = Steps::new();
    let outcome = (|| {
        tools::ensure_browsers()?;
        tools::ensure_e2e_packages()?;
        let display = browsers::Display::start()?;
        steps.step("end-to-end tests", || {
            browsers::end_to_end(&root().join("dist"), &display, &engines, &files)
        })
    })();
    steps.summary();
    outcome
}

pub fn test() -> Result {
    let mut steps = Steps::new();
    let outcome = test_steps(&mut steps);
    steps.summary();
    outcome
}

pub fn test_steps(steps: &mut Steps) -> Result {
    steps.step("cargo fmt --check", || {
        run(
            cmd("cargo").args(["fmt", "--all", "--check"]),
            "run `cargo fmt --all` to format the code",
        )
    })?;
    steps.step("build tools", || {
        ensure_clippy()?;
        tools::ensure_build_tools().map(|_| ())
    })?;
    // The debug builds below lint the workspace's crates as they compile
    // them, with clippy's driver and every warning an error (`linting` in
    // main.rs): a lint fails the build that meets it, before any test runs.
    let release_wasm = steps.step("release wasm, compiled in the background", || {
        ReleaseCompile::start()
    })?;
    steps.step("native build and tests (linted)", || {
        run(
            // `ssr` builds the UI natively for tests/model.rs. The page's
            // package alone, not `--workspace`: xtask's dependencies would
            // change the features of shared ones, and the example built
            // here would then not be the pre-renderer Trunk's hook runs
            // (`--profile test`, Trunk.toml), which the release build
            // would compile again (41 s of a clean clone).
            // One invocation: the library's test build (its unit tests)
            // and its plain build (for the tests in tests/) compile side
            // by side on two cores. Building the unit tests apart without
            // the UI, in a second invocation, was 10 s slower on a clean
            // clone: less to compile, but one core idle meanwhile.
            // `cargo test` builds every target `cargo clippy --all-targets`
            // checked: the library and binary, plain and as tests, the
            // tests and the examples.
            linting(&mut cmd("cargo")).args(["test", "--features", "ssr"]),
            "native tests failed, or a lint or compile error stopped their build",
        )?;
        run(
            linting(&mut cmd("cargo")).args(["test", "--package", "xtask"]),
            "xtask's tests failed, or a lint or compile error stopped their build",
        )
    })?;
    // The benchmark is the one crate no test builds: clippy checks it.
    steps.step("clippy (benches)", || {
        run(
            cmd("cargo").args([
                "clippy",
                "--package",
                "lease-lab-bench",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ]),
            "clippy found problems in benches/",
        )
    })?;
    // The UI compiles only for the browser (and the pre-renderer): built
    // here, linted as it compiles, for the component tests, with the
    // binary as the `csr` feature mounts it (as the `cargo clippy` this
    // replaced checked it).
    steps.step("wasm UI build (linted)", || {
        run(
            linting(&mut cmd("cargo"))
                .arg("build")
                .args(browsers::UI_BUILD)
                .args(["--lib", "--bins", "--test", "browser"]),
            "a lint or compile error in the UI code (wasm32, `csr`)",
        )
    })?;
    steps.step("browsers and drivers", || {
        tools::ensure_browsers()?;
        tools::ensure_geckodriver()?;
        tools::ensure_e2e_packages()
    })?;
    let display = browsers::Display::start()?;
    for engine in browsers::Engine::ALL {
        steps.step(&format!("component tests in {}", engine.title()), || {
            browsers::component_tests(engine, &display)
        })?;
    }
    steps.step("release wasm, waited for", || release_wasm.finish())?;
    let dist = steps.step("release build (dist/)", dist)?;
    steps.step("size budget", || check_every_page(&dist))?;
    steps.step(
        "end-to-end tests in Chromium, Firefox ESR and WebKitGTK",
        || browsers::end_to_end(&dist, &display, &browsers::Engine::ALL, &[]),
    )
}

/// The release wasm's `cargo build`, the one Trunk runs, started early and
/// run beside the debug builds. They use other directories
/// of `target/` (`debug/`, and `wasm32-unknown-unknown/debug/`), so
/// neither waits for the other's lock, and the release build's long serial
/// end (LTO into one codegen unit) fills the second core while the others
/// link or run tests. Trunk's own `cargo build` then finds it done. Not
/// `linting`: the shipped wasm is compiled by rustc alone (see `linting`).
/// Its output goes to `target/release-compile.log`, printed if it fails.
struct ReleaseCompile {
    child: Option<std::process::Child>,
    log: std::path::PathBuf,
}

impl ReleaseCompile {
    fn start() -> Result<ReleaseCompile> {
        let log = root().join("target").join("release-compile.log");
        std::fs::create_dir_all(root().join("target"))
            .map_err(|e| format!("cannot create target/: {e}"))?;
        let file = std::fs::File::create(&log)
            .map_err(|e| format!("cannot write {}: {e}", log.display()))?;
        let errors = file
            .try_clone()
            .map_err(|e| format!("cannot write {}: {e}", log.display()))?;
        // The arguments Trunk gives cargo for index.html's rust link (the
        // same profile, target, binary and features, so the same units).
        let child = cmd("cargo")
            .args([
                "build",
                "--release",
                "--target",
                "wasm32-unknown-unknown",
                "--bin",
                "lease-lab",
                "--features",
                "hydrate",
            ])
            .stdout(file)
            .stderr(errors)
            .spawn()
            .map_err(|e| format!("cannot start the release build: {e}"))?;
        println!(
            "==> cargo build --release (wasm) in the background; log: {}",
            log.display()
        );
        Ok(ReleaseCompile {
            child: Some(child),
            log,
        })
    }

    fn finish(mut self) -> Result {
        let Some(mut child) = self.child.take() else {
            return Ok(());
        };
        let status = child
            .wait()
            .map_err(|e| format!("the background release build was lost: {e}"))?;
        if status.success() {
            return Ok(());
        }
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        eprintln!("{log}");
        Err(format!(
            "the release build failed (its output is above and in {})",
            self.log.display()
        ))
    }
}

impl Drop for ReleaseCompile {
    /// A step that fails first stops the suite; the build must not outlive it.
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}
