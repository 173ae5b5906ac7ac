# A catalog in the subset `src/i18n/catalog.rs` reads: every construct once.
-lease = lease
takeover = B takes over at { $time }.
lease-expired = The { -lease } expired at { $time }; { $worker } had not renewed it.
heartbeats = { $count ->
    [0] no heartbeat
    [one] one heartbeat
   *[other] { $count } heartbeats
}
verdict = { $decision ->
    [accepted] The write was accepted
   *[rejected] The write was rejected
} by the resource.
braces = A literal brace: { "{" }.
two-lines =
    The first line,
    and the second.
