import FoundationEssentials
import ScoreboardDesk
import ScoreboardTUI
import ScoreboardVenue

/// What the desk's screen reads from the venue and writes to it: the desk every `interval` (only
/// the rows written since the last read) with each court's keeper and board, and the changes the
/// keys ask for, each recorded under the desk's lock; a refusal comes back as the screen's notice,
/// in the desk's one line.
public actor DeskAppFeed {
  private let address: VenueAddress
  private let program: Program<DeskScreenState, DeskScreenAction>
  private let interval: Duration
  private var ledger: DeskLedger?
  /// The connection the courts' keepers and boards are read on.
  private var connection: VenueConnection?
  private var reading: Task<Void, Never>?
  private var isOffline = false

  /// A feed of the desk at `address` for the screen of `program`, read every `interval`.
  public init(
    address: VenueAddress, program: Program<DeskScreenState, DeskScreenAction>,
    interval: Duration = .milliseconds(500)
  ) {
    self.address = address
    self.program = program
    self.interval = interval
  }

  /// Starts reading the desk.
  public func start() {
    reading = Task {
      while !Task.isCancelled {
        await self.refresh()
        try? await Task.sleep(for: self.interval)
      }
    }
  }

  /// Stops reading and closes the connection.
  public func stop() async {
    reading?.cancel()
    await ledger?.close()
    ledger = nil
    await connection?.close()
    connection = nil
  }

  /// Reads each court's keeper and board, then the rows written since the last read, and sends
  /// them to the screen.
  public func refresh() async {
    do {
      try await readCourts()
      let ledger = try await openLedger()
      let desk = try await ledger.refresh()
      program.send(.deskRead(desk, at: Self.now))
      if isOffline {
        isOffline = false
        program.send(.noticeChanged(nil))
      }
    } catch {
      await lost(error)
    }
  }

  /// Records `action` in the venue's desk and sends the desk after it; a refusal is sent as the
  /// screen's notice.
  public func record(_ action: DeskAction) async {
    do {
      let ledger = try await openLedger()
      let desk = try await ledger.record { _ in action }.desk
      program.send(.deskRead(desk, at: Self.now))
    } catch let refusal as DeskRefusal {
      program.send(.noticeChanged(refusal.description))
    } catch {
      await lost(error)
    }
  }

  /// Reads whether a keeper holds each court, and its newest board.
  private func readCourts() async throws {
    let connection = try await openConnection()
    let courts = try await VenueReader.courts(on: connection)
    let watches = courts.map { ($0.name, DeskCourtWatch(isKept: $0.isKept, report: $0.report)) }
    program.send(.courtsWatched(Dictionary(watches) { first, _ in first }))
  }

  private func lost(_ error: any Error) async {
    await ledger?.close()
    ledger = nil
    await connection?.close()
    connection = nil
    isOffline = true
    program.send(.noticeChanged("venue offline (\(error)); trying again"))
  }

  private func openLedger() async throws -> DeskLedger {
    if let ledger { return ledger }
    let opened = try await DeskLedger.open(address)
    ledger = opened
    return opened
  }

  private func openConnection() async throws -> VenueConnection {
    if let connection { return connection }
    let opened = try await VenueConnection.open(address)
    connection = opened
    return opened
  }

  private static var now: Double { Date().timeIntervalSince1970 }
}
