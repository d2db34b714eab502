/// Table tennis doubles (ITTF 2.13.4 to 2.13.6): who serves to whom, game by game.
///
/// A player is a side and an index into its players (0 first named). In each game the serving
/// pair chooses its first server; in the first game the receiving pair chooses its first receiver,
/// and in later games the first receiver is the player who served to the first server in the game
/// before. At each change of service the previous receiver serves and the previous
/// server's partner receives; in the last possible game the receiving pair changes its order when
/// a pair first scores 5.
struct DoublesServiceOrder: Equatable {
  /// One player: a side and the index of the player in it.
  struct Player: Hashable {
    var side: Side
    var index: Int

    /// The player's partner.
    var partner: Player { Player(side: side, index: 1 - index) }
  }

  /// Who serves the next rally.
  private(set) var server: Player
  /// Who receives it.
  private(set) var receiver: Player
  /// In the game being played: for each player who has received, who served to them first.
  private var servedTo: [Player: Player] = [:]

  /// The order at the start of the match, `firstServer`'s pair serving: its player `serverIndex`
  /// to the other pair's player `receiverIndex`.
  init(firstServer: Side, serverIndex: Int = 0, receiverIndex: Int = 0) {
    server = Player(side: firstServer, index: serverIndex)
    receiver = Player(side: firstServer.opponent, index: receiverIndex)
    servedTo[receiver] = server
  }

  /// The service has passed to the other pair: the receiver serves, the server's partner receives.
  mutating func changeService() {
    (server, receiver) = (receiver, server.partner)
    if servedTo[receiver] == nil { servedTo[receiver] = server }
  }

  /// In the last possible game, a pair has first reached 5: the receiving pair swaps its order.
  mutating func switchReceivers() {
    receiver = receiver.partner
    if servedTo[receiver] == nil { servedTo[receiver] = server }
  }

  /// A new game opened by `opener`'s pair: its player `serverIndex` serves, to whoever served to
  /// that player in the game before.
  mutating func startGame(openedBy opener: Side, serverIndex: Int = 0) {
    let first = Player(side: opener, index: serverIndex)
    let before = servedTo
    server = first
    receiver = before[first] ?? Player(side: opener.opponent, index: 0)
    servedTo = [receiver: server]
  }
}
