//! `cargo xtask serve`: the built `dist/` on http://127.0.0.1:8080, a
//! plain static server with no dependencies.

use std::fs;
use std::path::Path;

use crate::dist::dist;
use crate::Result;

/// Builds exactly what `dist` ships (the renamed wasm, the one-file copy)
/// and serves `dist/`; `trunk serve` would serve a different build, without
/// the one-file copy the page links to.
pub fn serve() -> Result {
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
pub fn answer(stream: std::net::TcpStream, dist: &Path) {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `serve`'s answers, over a real socket: a file with its type, the
    /// folder's index, and 404 for a missing file or a path out of `dist`.
    #[test]
    fn serve_answers_files_and_refuses_the_rest() {
        use std::io::{Read, Write};
        let dist = std::env::temp_dir().join(format!("lease-lab-serve-{}", std::process::id()));
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
}
