//! What the sources may name: the layering that ARCHITECTURE.md's
//! "Invariants" states and no compiler checks under the features the
//! native tests build with (`ssr` brings Leptos into every target, so a
//! `use leptos` in `sim` would still compile here). Each test reads the
//! Rust files under `src/` with their comments and string literals set
//! apart, so a doc comment that names a crate is not a use of it.

use std::fs;
use std::path::{Path, PathBuf};

use lease_lab::sim::{Input, Millis};

/// The crates the `ui` feature brings in (see `Cargo.toml`).
const BROWSER_CRATES: [&str; 7] = [
    "leptos",
    "leptos_meta",
    "web_sys",
    "wasm_bindgen",
    "wasm_bindgen_futures",
    "js_sys",
    "gloo_file",
];

/// The functions of `sim` that run the model.
const RUNS: [&str; 3] = ["simulate", "outcome_map", "sampled_outcome_map"];

/// One Rust file: its code without comments and string literals, and the
/// contents of its string literals as written.
struct Source {
    path: PathBuf,
    code: String,
    strings: Vec<String>,
}

impl Source {
    fn read(path: &Path) -> Source {
        let text = fs::read_to_string(path)
            .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
        let (code, strings) = split(&text);
        Source {
            path: path.to_owned(),
            code,
            strings,
        }
    }

    /// The identifiers and keywords of the code.
    fn words(&self) -> impl Iterator<Item = &str> {
        self.code
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|word| !word.is_empty())
    }

    fn names(&self, word: &str) -> bool {
        self.words().any(|w| w == word)
    }

    /// The path from `src/`, with `/` between parts.
    fn name(&self) -> String {
        let src = root().join("src");
        let relative = self.path.strip_prefix(&src).unwrap_or(&self.path);
        relative
            .components()
            .map(|part| part.as_os_str().to_string_lossy())
            .collect::<Vec<_>>()
            .join("/")
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `src/<dir>`, sorted.
fn sources(dir: &str) -> Vec<Source> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let entries = fs::read_dir(dir)
            .unwrap_or_else(|error| panic!("cannot list {}: {error}", dir.display()));
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut paths = Vec::new();
    walk(&root().join("src").join(dir), &mut paths);
    paths.sort();
    assert!(paths.len() >= 3, "src/{dir} has only {} files", paths.len());
    paths.iter().map(|path| Source::read(path)).collect()
}

/// Splits Rust text into its code (comments and string literals replaced
/// by a space) and its string literals' contents, raw strings included.
/// Character literals stay in the code; a lifetime is told from one by
/// what follows it.
fn split(text: &str) -> (String, Vec<String>) {
    let chars: Vec<char> = text.chars().collect();
    let (mut code, mut strings) = (String::new(), Vec::new());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            code.push(' ');
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            code.push(' ');
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && !chars[..i]
                .last()
                .is_some_and(|p| p.is_alphanumeric() || *p == '_')
        {
            // A raw string: r"..." or r#"..."#, with as many # at the end.
            let mut j = i + 1;
            while chars.get(j) == Some(&'#') {
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                code.push(c);
                i += 1;
                continue;
            }
            let hashes = j - i - 1;
            let start = j + 1;
            let mut end = start;
            while end < chars.len()
                && !(chars[end] == '"' && (1..=hashes).all(|k| chars.get(end + k) == Some(&'#')))
            {
                end += 1;
            }
            strings.push(chars[start..end.min(chars.len())].iter().collect());
            code.push(' ');
            i = end + 1 + hashes;
        } else if c == '"' {
            let mut literal = String::new();
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    literal.push(chars[i]);
                    i += 1;
                }
                if let Some(&ch) = chars.get(i) {
                    literal.push(ch);
                }
                i += 1;
            }
            strings.push(literal);
            code.push(' ');
            i += 1;
        } else if c == '\'' {
            // A character literal ('a', '\n', '\'', '\u{1f}'), else a lifetime.
            let close = match next {
                Some('\\') => chars
                    .get(i + 3..)
                    .and_then(|rest| rest.iter().position(|&ch| ch == '\''))
                    .map(|k| i + 3 + k),
                Some(_) if chars.get(i + 2) == Some(&'\'') => Some(i + 2),
                _ => None,
            };
            match close {
                Some(end) => {
                    code.push(' ');
                    i = end + 1;
                }
                None => {
                    code.push(c);
                    i += 1;
                }
            }
        } else {
            code.push(c);
            i += 1;
        }
    }
    (code, strings)
}

#[test]
fn the_reader_sets_comments_and_strings_apart() {
    let (code, strings) = split(
        "use a; // leptos\n/* web_sys /* nested */ */ let s = \"wasm_bindgen \\\" x\";\n\
         let r = r#\"js_sys \"q\"\"#; let c = '\"'; fn f<'a>(x: &'a str) {}",
    );
    assert!(!["leptos", "web_sys", "wasm_bindgen", "js_sys"]
        .iter()
        .any(|word| code.contains(word)));
    assert!(code.contains("let s =") && code.contains("fn f<'a>(x: &'a str)"));
    assert_eq!(strings, ["wasm_bindgen \\\" x", "js_sys \"q\""]);
}

/// `sim` and `present` name no browser crate and not the UI, and no code
/// of theirs depends on a feature: they compile, and are tested, without
/// any.
#[test]
fn sim_and_present_name_no_browser_crate_nor_the_ui() {
    let mut problems = Vec::new();
    for source in sources("sim").iter().chain(&sources("present")) {
        for word in BROWSER_CRATES {
            if source.names(word) {
                problems.push(format!("{} names {word}", source.name()));
            }
        }
        let code: String = source.code.split_whitespace().collect();
        for path in ["crate::ui", "super::ui", "cfg(feature"] {
            if code.contains(path) {
                problems.push(format!("{} has {path}", source.name()));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// The UI module, and every crate it uses, exist only with the `ui`
/// feature.
#[test]
fn the_ui_and_its_crates_are_behind_the_ui_feature() {
    let lib = Source::read(&root().join("src/lib.rs"));
    let code: String = lib.code.split_whitespace().collect();
    assert!(code.contains(r#"#[cfg(feature=)]pubmodui;"#), "{code}");
    assert!(lib.strings.iter().any(|s| s == "ui"));
    let manifest = fs::read_to_string(root().join("Cargo.toml")).unwrap_or_default();
    let feature = manifest
        .lines()
        .find(|line| line.starts_with("ui = ["))
        .unwrap_or_default();
    for name in BROWSER_CRATES {
        // Cargo.toml spells a crate with `-` or `_`, as its package does.
        let line = [name.to_owned(), name.replace('_', "-")]
            .into_iter()
            .find_map(|dependency| {
                let line = manifest
                    .lines()
                    .find(|line| line.starts_with(&format!("{dependency} =")))?;
                Some((dependency, line))
            });
        let Some((dependency, line)) = line else {
            panic!("Cargo.toml has no dependency {name}")
        };
        assert!(line.contains("optional = true"), "{line}");
        assert!(
            feature.contains(&format!("\"dep:{dependency}\"")),
            "{dependency} in {feature}"
        );
    }
    assert!(manifest.contains("\ndefault = []\n"));
}

/// Time is `u64` milliseconds; `sim` and the worksheet have no float, and
/// in `present` floats are only in the files that lay out drawings.
#[test]
fn time_is_integer_milliseconds_and_floats_are_drawing_coordinates() {
    let millis: Millis = u64::MAX;
    let _: u64 = millis;
    const DRAWING: [&str; 4] = [
        "present/svg.rs",
        "present/explore.rs",
        "present/figure.rs",
        "present/timeline/",
    ];
    let mut problems = Vec::new();
    for source in sources("sim")
        .iter()
        .chain(&sources("worksheet"))
        .chain(&sources("present"))
    {
        let name = source.name();
        if DRAWING.iter().any(|allowed| name.starts_with(allowed)) {
            continue;
        }
        for float in ["f32", "f64"] {
            if source.names(float) {
                problems.push(format!("{name} uses {float}"));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Components (`src/ui` outside `src/ui/model`) never run the model: what
/// they show comes from `Model`'s memos.
#[test]
fn components_never_run_the_model() {
    let mut problems = Vec::new();
    let components: Vec<Source> = sources("ui")
        .into_iter()
        .filter(|source| !source.name().starts_with("ui/model/"))
        .collect();
    assert!(components.len() >= 5, "{} components", components.len());
    for source in &components {
        for run in RUNS {
            if source.names(run) {
                problems.push(format!("{} names {run}", source.name()));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
    // The model does run it, so the check above reads the right names.
    let model = sources("ui/model");
    assert!(model.iter().any(|source| source.names("simulate")));
}

/// Every input's label and hint is written once, in `sim::Field` and
/// `sim::Input` (`src/sim/scenario.rs`); everything else takes it from
/// there.
#[test]
fn labels_and_hints_are_written_only_in_sim() {
    // The contracts table's first column is headed with the enforcement
    // control's words (`report::CONTRACT_COLUMNS`): a column title of its
    // own, not the control's label.
    const ALSO: [(&str, &str); 1] = [("Resource enforcement", "present/report.rs")];
    let all: Vec<Source> = ["sim", "present", "worksheet", "ui"]
        .into_iter()
        .flat_map(sources)
        .collect();
    let mut problems = Vec::new();
    for input in Input::ALL {
        for text in [input.label(), input.hint()] {
            let places: Vec<String> = all
                .iter()
                .filter(|source| source.strings.iter().any(|s| s == text))
                .map(Source::name)
                .filter(|name| !ALSO.contains(&(text, name.as_str())))
                .collect();
            if places != ["sim/scenario.rs"] {
                problems.push(format!("{text:?} is written in {places:?}"));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}
