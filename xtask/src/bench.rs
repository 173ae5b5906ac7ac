//! `cargo xtask bench`: simulate's cost (criterion), the shipped bytes,
//! slider and drag latency in Chromium and Lighthouse mobile, written as
//! the whole of `docs/bench.md`.

use std::fs;
use std::path::Path;

use crate::dist::{dist, dist_sizes, gzip, TOTAL_GZIP_BUDGET};
use crate::tools::{ensure_browsers, ensure_e2e_packages};
use crate::{cmd, offline, root, run, tools_dir, Result};

pub fn bench() -> Result {
    run(
        cmd("cargo").args(["bench", "--bench", "simulate"]),
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
    report.push_str(&lighthouse_report(&dist)?);
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

/// Lighthouse's mobile run (tests/e2e/lighthouse.mjs), installing the
/// pinned lighthouse into target/tools when it is missing.
pub fn lighthouse_report(dist: &Path) -> Result<String> {
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
        "\n## 6. Lighthouse mobile (12.2.3, Debian's Chromium, dist/ served with gzip)\n\nCLS is the page's cumulative layout shift (issue 28's bound: at most 0.02).\n\n| Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | TTI | CLS |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n| {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
        v["performance"],
        v["accessibility"],
        v["best_practices"],
        v["seo"],
        ms("fcp_ms"),
        ms("lcp_ms"),
        ms("tbt_ms"),
        ms("tti_ms"),
        v["cls"].as_f64().map_or("?".to_owned(), |x| format!("{x:.3}"))
    ))
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
