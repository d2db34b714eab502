import FoundationEssentials
import Scoreboard
import ScoreboardTUI
import ScoreboardVenue

/// What the venue board reads from the database: every court again whenever a keeper announces
/// a record (LISTEN), the followed court's new records, the results. Announcements that arrive
/// while a read runs are gathered into one more read.
public actor VenueBoardFeed {
  private let address: VenueAddress
  private let program: Program<VenueBoardState, VenueBoardAction>
  private var connection: VenueConnection?
  private var isReading = false
  private var isStale = false
  private var followed: (name: String, journal: String?, sequence: UInt64)?
  /// The followed court's game as last read, to read its new records onto.
  private var followedGame: AppState?
  private var listening: Task<Void, Never>?

  /// A feed reading the venue at `address` for the board of `program`.
  public init(address: VenueAddress, program: Program<VenueBoardState, VenueBoardAction>) {
    self.address = address
    self.program = program
  }

  /// Starts listening for announcements.
  public func start() {
    listening = Task { [address] in
      await VenueListener.run(address: address) { event in
        Task { await self.handle(event) }
      }
    }
  }

  /// Stops listening and closes the connections.
  public func stop() async {
    listening?.cancel()
    await connection?.close()
    connection = nil
  }

  private func handle(_ event: VenueListener.Event) async {
    switch event {
    case .connected:
      program.send(.noticeChanged(nil))
      await refresh()
    case .notification:
      await refresh()
    case .lost(let reason):
      program.send(.noticeChanged("venue offline (\(reason)); trying again"))
    }
  }

  /// Reads every court again, and the followed court's new records; once more at the end when
  /// announcements came in meanwhile.
  public func refresh() async {
    isStale = true
    guard !isReading else { return }
    isReading = true
    defer { isReading = false }
    while isStale {
      isStale = false
      do {
        let connection = try await openConnection()
        let courts = try await VenueReader.courts(on: connection, skipping: skip)
        let tiles = courts.map { court in
          VenueBoardState.Court(
            name: court.name, report: court.report, isKept: court.isKept, madeAt: court.recordedAt)
        }
        program.send(.courtsRead(tiles))
        if let followed, let court = courts.first(where: { $0.name == followed.name }) {
          try await readFollowed(court, on: connection)
        }
      } catch {
        await dropConnection()
        program.send(.noticeChanged("venue: \(error)"))
      }
    }
  }

  /// Follows court `name` (full screen), or none.
  public func follow(_ name: String?) async {
    followed = name.map { ($0, nil, 0) }
    followedGame = nil
    guard name != nil else { return }
    await refresh()
  }

  /// Reads the finished matches for the results screen.
  public func loadResults() async {
    do {
      let connection = try await openConnection()
      let lines = VenueResultLines.lines(try await VenueReader.results(on: connection, skipping: skip))
      program.send(.resultsRead(lines))
    } catch {
      await dropConnection()
      program.send(.noticeChanged("venue: \(error)"))
    }
  }

  private func readFollowed(_ court: VenueCourt, on connection: VenueConnection) async throws {
    guard let current = followed, let journal = court.journal else { return }
    let isSameJournal = current.journal == journal
    let onto = isSameJournal ? followedGame : nil
    let after = isSameJournal ? current.sequence : 0
    guard
      let read = try await VenueReader.game(
        of: court.name, journal: journal, after: after, onto: onto, on: connection, skipping: skip)
    else { return }
    guard followed?.name == court.name else { return }
    followed = (court.name, journal, read.sequence)
    followedGame = read.state
    program.send(.followedRead(read.state, clock: VenueBoard.clock(of: read.stamp)))
  }

  /// Shows that a row was left out as not valid (``VenueReader``); the rest of the venue is shown.
  private nonisolated func skip(_ row: String) {
    program.send(.noticeChanged("venue: \(row)"))
  }

  private func openConnection() async throws -> VenueConnection {
    if let connection { return connection }
    let opened = try await VenueConnection.open(address)
    connection = opened
    return opened
  }

  private func dropConnection() async {
    await connection?.close()
    connection = nil
  }
}
