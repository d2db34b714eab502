import ArgumentParser
import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardWebhooks

/// `--webhook URL` (repeatable): the match's events POSTed as JSON to each receiver, signed with
/// HMAC-SHA256 under the token `serve --show-token` prints, in order, from the journal as the
/// outbox (see the README's "Webhooks").
struct WebhookOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "POST the match's events to URL as JSON, signed (X-Scoreboard-Signature: HMAC-SHA256 under the token serve --show-token prints); EVENTS=URL takes only those, such as game_won,match_won=http://host/hook (repeatable).",
      valueName: "[events=]url"))
  var webhook: [String] = []

  func validate() throws {
    _ = try webhooks()
  }

  /// The webhooks asked for.
  func webhooks() throws -> [Webhook] {
    let names = Set(MatchEvent.Name.allCases.map(\.rawValue))
    var hooks: [Webhook] = []
    for argument in webhook {
      do {
        let hook = try Webhook(parsing: argument, eventNames: names)
        guard !hooks.contains(where: { $0.argument == argument }) else {
          throw ValidationError("--webhook \(argument) is given twice")
        }
        hooks.append(hook)
      } catch let error as WebhookError {
        throw ValidationError(error.description)
      }
    }
    return hooks
  }

  /// The outbox asked for, started, or `nil` without `--webhook`: what happens to the receivers
  /// is said on standard error, a line per change.
  func startOutbox(directory: StateDirectory, token: ActionToken) throws -> WebhookOutbox? {
    let hooks = try webhooks()
    guard !hooks.isEmpty else { return nil }
    do {
      let outbox = try WebhookOutbox(directory: directory, webhooks: hooks, key: token.value) { line, _ in
        printError(line)
      }
      outbox.start()
      return outbox
    } catch {
      throw CommandFailure(error.description)
    }
  }
}
