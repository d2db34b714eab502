import Testing

/// Every end-to-end test: the built scoreboard-tui binary in a real terminal (tmux), keys in, screen out.
///
/// Serialized: each test starts its own tmux server and app, and the machine has two cores.
@Suite("end to end", .serialized, .timeLimit(.minutes(2)))
struct EndToEnd {}
