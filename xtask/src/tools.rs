//! Every install and pinned version, each done only when missing or at the
//! wrong version: the wasm32 target, trunk, wasm-bindgen-cli (at exactly
//! the `Cargo.lock` version), wasm-opt from npm's binaryen (Debian's
//! breaks the wasm) and terser from npm for the JavaScript glue; Debian's browsers, drivers and Xvfb; geckodriver from
//! crates.io into Cargo's own bin folder (like trunk, once per machine, not
//! once per clone); and the end-to-end tests' npm packages.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{cmd, is_root, output_of, root, run, tools_dir, Result};

pub const TRUNK_VERSION: &str = "0.21.14";
pub const BINARYEN_VERSION: &str = "132";
/// Minifies wasm-bindgen's JavaScript glue (Trunk's own JS minifier stops
/// at the glue's `export default`).
pub const TERSER_VERSION: &str = "5.51.4";

/// The wasm-bindgen version pinned by Cargo.lock, which the CLI must match.
pub fn locked_wasm_bindgen() -> Result<String> {
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
pub fn ensure_build_tools() -> Result<String> {
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

    let bin = tools_dir().join("node_modules").join(".bin");
    let opt_version =
        output_of(Command::new(bin.join("wasm-opt")).arg("--version")).unwrap_or_default();
    let terser_version =
        output_of(Command::new(bin.join("terser")).arg("--version")).unwrap_or_default();
    if !opt_version.contains(&format!("version {BINARYEN_VERSION}"))
        || !terser_version.contains(TERSER_VERSION)
    {
        fs::create_dir_all(tools_dir())
            .map_err(|e| format!("cannot create {}: {e}", tools_dir().display()))?;
        let packages = [
            format!("binaryen@{BINARYEN_VERSION}"),
            format!("terser@{TERSER_VERSION}"),
        ];
        run(
            cmd("npm")
                .args(["install", "--no-audit", "--no-fund", "--save-exact", "--prefix"])
                .arg(tools_dir())
                .args(packages),
            "wasm-opt comes from npm's binaryen (Debian's version breaks the wasm) and the glue's minifier from npm's terser; npm and node must be installed",
        )?;
    }
    Ok(bindgen)
}

/// The pinned geckodriver, which drives Firefox.
pub const GECKODRIVER_VERSION: &str = "0.37.1";

/// Debian's packages for the three engines, their drivers and the X
/// server, installed by apt when a binary is missing.
pub fn ensure_browsers() -> Result {
    let needed: Vec<&str> = [
        ("/usr/bin/chromium", "chromium"),
        ("/usr/bin/chromedriver", "chromium-driver"),
        ("/usr/bin/firefox-esr", "firefox-esr"),
        ("/usr/bin/WebKitWebDriver", "webkit2gtk-driver"),
        ("/usr/bin/Xvfb", "xvfb"),
    ]
    .into_iter()
    .filter(|(binary, _)| !Path::new(binary).exists())
    .map(|(_, package)| package)
    .collect();
    if !needed.is_empty() {
        let apt = |args: &[&str]| {
            let mut command = if is_root() {
                Command::new("apt-get")
            } else {
                let mut c = Command::new("sudo");
                c.arg("apt-get");
                c
            };
            command.args(args).env("DEBIAN_FRONTEND", "noninteractive");
            command
        };
        run(
            &mut apt(&["update"]),
            "apt-get needs root (or sudo) to install the browsers",
        )?;
        let mut install = apt(&["install", "-y"]);
        install.args(&needed);
        run(
            &mut install,
            "Debian's chromium, chromium-driver, firefox-esr, webkit2gtk-driver and xvfb packages are needed",
        )?;
    }
    minibrowser().map(|_| ())
}

/// WebKitGTK's MiniBrowser, which `libwebkit2gtk-4.1-0` installs in the
/// multiarch library folder (not on PATH).
pub fn minibrowser() -> Result<PathBuf> {
    let lib = Path::new("/usr/lib");
    let found = fs::read_dir(lib)
        .map_err(|e| format!("cannot list /usr/lib: {e}"))?
        .flatten()
        .map(|entry| entry.path().join("webkit2gtk-4.1").join("MiniBrowser"))
        .find(|path| path.exists());
    found.ok_or_else(|| {
        "no MiniBrowser under /usr/lib/*/webkit2gtk-4.1/: install libwebkit2gtk-4.1-0".to_owned()
    })
}

/// Cargo's own bin folder, which outlives a clone of the repository.
pub fn cargo_bin() -> PathBuf {
    std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")))
        .unwrap_or_else(|| PathBuf::from(".cargo"))
        .join("bin")
}

/// geckodriver from crates.io, pinned, installed once per machine.
pub fn ensure_geckodriver() -> Result<PathBuf> {
    let driver = cargo_bin().join("geckodriver");
    let version = output_of(Command::new(&driver).arg("--version")).unwrap_or_default();
    if !version.contains(GECKODRIVER_VERSION) {
        run(
            cmd("cargo").args(["install", "geckodriver", "--version", GECKODRIVER_VERSION]),
            "geckodriver is built from crates.io (about 2 minutes, once per machine)",
        )?;
    }
    Ok(driver)
}

/// Node packages for the end-to-end tests, pinned in
/// tests/e2e/package-lock.json: webdriverio and axe-core.
pub fn ensure_e2e_packages() -> Result {
    let e2e = root().join("tests").join("e2e");
    let installed = ["webdriverio", "axe-core"]
        .iter()
        .all(|package| e2e.join("node_modules").join(package).exists());
    if installed {
        return Ok(());
    }
    let mut install = cmd("npm");
    install
        .current_dir(&e2e)
        .args(["ci", "--no-audit", "--no-fund", "--ignore-scripts"]);
    run(
        &mut install,
        "npm must reach its registry to install the end-to-end test packages",
    )
}
