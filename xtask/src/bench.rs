//! `cargo xtask bench`: simulate's cost (criterion), the shipped bytes,
//! slider and drag latency in Chromium and Lighthouse mobile, written as
//! the whole of `docs/bench.md`.

use std::fs;
use std::path::{Path, PathBuf};

use crate::dist::{dist, dist_sizes, gzip, TOTAL_GZIP_BUDGET};
use crate::tools::{ensure_browsers, ensure_e2e_packages};
use crate::{cmd, offline, root, run, tools_dir, Result};

pub fn bench() -> Result {
    run(
        cmd("cargo").args([
            "bench",
            "--package",
            "lease-lab-bench",
            "--bench",
            "simulate",
        ]),
        "the simulate benchmark failed",
    )?;
    let default = criterion_median_ns("simulate_default")?;
    let extreme = criterion_median_ns("simulate_extreme")?;
    let dist = dist()?;
    let sizes = dist_sizes(&dist)?;
    ensure_browsers()?;
    ensure_e2e_packages()?;
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
    let reference = reference_dir();
    report.push_str(&lighthouse_report(&dist, reference.as_deref())?);
    let mut env = vec![("LEASE_LAB_DIST", dist.as_os_str())];
    if let Some(dir) = &reference {
        env.push(("LEASE_LAB_REFERENCE", dir.as_os_str()));
    }
    // One run's figures vary by about 15 % here: each is the median of
    // SIDE_BY_SIDE_RUNS runs, the two pages' runs interleaved.
    let runs = SIDE_BY_SIDE_RUNS.to_string();
    env.push(("LEASE_LAB_RUNS", std::ffi::OsStr::new(&runs)));
    let side = node_json("side-by-side.mjs", &env, "the side-by-side benchmark")?;
    report.push_str(&side_by_side_report(&side, reference.is_some()));
    // The readings behind the figures are written by hand, where this
    // report, rewritten whole on every run, cannot lose them.
    report.push_str("\nWhat the traces said and what was tried for each input's cost: `docs/performance.md` (written by hand; this file is written whole by `cargo xtask bench`).\n");
    println!("\n{report}");
    let docs = root().join("docs");
    fs::create_dir_all(&docs).map_err(|e| format!("cannot create docs/: {e}"))?;
    fs::write(docs.join("bench.md"), report).map_err(|e| format!("cannot write docs/bench.md: {e}"))
}

/// Runs a script of tests/e2e with node and reads the one JSON object it
/// prints; `what` names it in errors.
pub fn node_json(
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

/// The throttled drag figures (tests/e2e/drag-bench.mjs) as a table.
pub fn drag_report(drag: &serde_json::Value) -> String {
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

/// The framework-free page issue 41 measures against, read where the
/// shared folder keeps it (never copied into the repository); `None` when
/// it is missing, and the bench reports Lease Lab alone.
fn reference_dir() -> Option<PathBuf> {
    let dir = root().join("..").join("shared").join("bench-reference");
    if dir.join("index.html").exists() {
        Some(dir)
    } else {
        println!(
            "==> {} is missing: Lease Lab is measured alone, without ratios",
            dir.display()
        );
        None
    }
}

/// Lighthouse's mobile run of the page in `dir` (tests/e2e/lighthouse.mjs),
/// installing the pinned lighthouse into target/tools when it is missing.
/// Best of three (highest performance score, then lowest TBT): Lighthouse
/// multiplies the CPU time it observes, so a busy moment weighs threefold.
fn lighthouse_best(dir: &Path) -> Result<serde_json::Value> {
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
    let mut best: Option<serde_json::Value> = None;
    for _ in 0..3 {
        let run = node_json(
            "lighthouse.mjs",
            &[
                ("LIGHTHOUSE", bin.as_os_str()),
                ("LEASE_LAB_DIST", dir.as_os_str()),
            ],
            "the Lighthouse run",
        )?;
        let rank = |v: &serde_json::Value| {
            (
                v["performance"].as_i64().unwrap_or(0),
                -v["tbt_ms"].as_f64().unwrap_or(f64::MAX),
            )
        };
        if best.as_ref().is_none_or(|b| rank(&run) > rank(b)) {
            best = Some(run);
        }
    }
    best.ok_or_else(|| "Lighthouse gave no result".to_owned())
}

/// Lighthouse mobile for Lease Lab and, when it is there, the
/// framework-free page, with the ratios issue 41 sets targets on.
pub fn lighthouse_report(dist: &Path, reference: Option<&Path>) -> Result<String> {
    let lab = lighthouse_best(dist)?;
    let other = reference.map(lighthouse_best).transpose()?;
    let ms = |v: &serde_json::Value, key: &str| {
        v[key]
            .as_f64()
            .map_or("?".to_owned(), |x| format!("{x:.0} ms"))
    };
    let row = |name: &str, v: &serde_json::Value| {
        format!(
            "| {name} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            v["performance"],
            v["accessibility"],
            v["best_practices"],
            v["seo"],
            ms(v, "fcp_ms"),
            ms(v, "lcp_ms"),
            ms(v, "tbt_ms"),
            ms(v, "tti_ms"),
            v["cls"]
                .as_f64()
                .map_or("?".to_owned(), |x| format!("{x:.3}"))
        )
    };
    let mut s = String::from(
        "\n## 6. Lighthouse mobile (12.2.3, Debian's Chromium, simulated 4x CPU and slow 4G, served with gzip, best of three)\n\nCLS is the page's cumulative layout shift (issue 28's bound: at most 0.02). Issue 41's targets: performance at least 95, TBT at most 200 ms, LCP at most 1.3 times the framework-free page's, no layout shift.\n\n| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | TTI | CLS |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    s.push_str(&row("Lease Lab", &lab));
    if let Some(other) = &other {
        s.push_str(&row("framework-free page", other));
        let ratio = |key: &str| match (lab[key].as_f64(), other[key].as_f64()) {
            (Some(a), Some(b)) if b > 0.0 => format!("x{:.2}", a / b),
            _ => "-".to_owned(),
        };
        s.push_str(&format!(
            "| ratio | | | | | {} | {} | {} | {} | |\n",
            ratio("fcp_ms"),
            ratio("lcp_ms"),
            ratio("tbt_ms"),
            ratio("tti_ms")
        ));
    }
    Ok(s)
}

/// How many times each side-by-side case runs (its figures are medians).
const SIDE_BY_SIDE_RUNS: usize = 3;

/// The side-by-side figures (tests/e2e/side-by-side.mjs) as one table per
/// viewport, with each case's ratios to the framework-free page's typing.
fn side_by_side_report(side: &serde_json::Value, with_reference: bool) -> String {
    let mut s = String::from(
        "\n## 7. Each input's cost beside a framework-free page (4x CPU, headless Chromium)\n\n",
    );
    s.push_str(&format!("Each figure is the median of {SIDE_BY_SIDE_RUNS} runs, the two pages' runs interleaved (one run's figures vary by about 15 % on this machine); a kind's median need not add up with the others' to the total's.\n\n"));
    s.push_str("The framework-free page is `../shared/bench-reference/` (plain DOM calls, `innerHTML` on every input), typed into: Backspace, 1, Backspace, 0, repeated, 60 keys 16 ms apart, in \"Lease / visibility duration (seconds)\". Lease Lab: the same typing, and drags of 60 pointer moves 16 ms apart on a slider. Input to next paint (p98 over interactions, from `PerformanceEventTiming`), tasks over 50 ms and frame p95 are watched from the page; main-thread work per input comes from a Chrome trace of a second, separate run: the renderer main thread's `RunTask` time from the first `input` event until 1 s after the last, divided by the `input` events dispatched, and by kind as self time. Issue 41's targets: typing's input to next paint at most 1.3 times the other page's and no more tasks over 50 ms; each drag's work per input at most 1.2 times the other page's typing and no more tasks over 50 ms than it.\n");
    if !with_reference {
        s.push_str("\nThe framework-free page was missing from this machine: Lease Lab alone, without ratios.\n");
    }
    let ms = |v: &serde_json::Value| v.as_f64().map_or("?".to_owned(), |x| format!("{x:.0}"));
    let ms1 = |v: &serde_json::Value| v.as_f64().map_or("?".to_owned(), |x| format!("{x:.1}"));
    let cases = [
        ("reference_typing", "framework-free page, typing"),
        ("lab_typing", "Lease Lab, typing"),
        ("lease_drag", "lease slider drag"),
        ("pause_drag", "pause duration slider drag"),
        ("heartbeat_drag", "heartbeat slider drag"),
        ("lease_drag_pinned", "lease drag, a run pinned"),
        ("lease_drag_stepping", "lease drag, stepping"),
    ];
    let Some(viewports) = side.as_object() else {
        return s;
    };
    for (viewport, figures) in viewports {
        s.push_str(&format!("\n### {viewport}\n\n| Case | Inputs | Input to next paint p98 | Tasks > 50 ms | Frame p95 | Work per input | Script | Style | Layout | Paint | Compositing | HTML parsing | Other | Work / other page's |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"));
        let base = figures["reference_typing"]["trace"]["per_input_ms"].as_f64();
        for (key, name) in cases {
            let v = &figures[key];
            if v.is_null() {
                continue;
            }
            let trace = &v["trace"];
            let kind = |k: &str| ms1(&trace["by_kind_ms"][k]);
            let ratio = match (trace["per_input_ms"].as_f64(), base) {
                (Some(a), Some(b)) if b > 0.0 => format!("x{:.2}", a / b),
                _ => "-".to_owned(),
            };
            s.push_str(&format!(
                "| {name} | {} | {} ms | {} | {} ms | {} ms | {} | {} | {} | {} | {} | {} | {} | {ratio} |\n",
                v["inputs"],
                ms(&v["inp_p98_ms"]),
                v["long_tasks"],
                ms(&v["frame_p95_ms"]),
                ms1(&trace["per_input_ms"]),
                kind("script"),
                kind("style"),
                kind("layout"),
                kind("paint"),
                kind("compositing"),
                kind("parsing"),
                kind("other"),
            ));
        }
        if let (Some(lab), Some(other)) = (
            figures["lab_typing"]["inp_p98_ms"].as_f64(),
            figures["reference_typing"]["inp_p98_ms"].as_f64(),
        ) {
            if other > 0.0 {
                s.push_str(&format!(
                    "\nTyping's input to next paint: x{:.2} the other page's.\n",
                    lab / other
                ));
            }
        }
    }
    s
}

/// The median estimate criterion saved for one benchmark, in nanoseconds.
pub fn criterion_median_ns(name: &str) -> Result<f64> {
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
pub fn machine_description() -> String {
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
