import FoundationEssentials
import ScoreboardDesk
import ScoreboardTUI
import ScoreboardVenue
import ScoreboardVenueServe

/// What the desk's screen reads from the venue and writes to it: the desk whenever a write of it
/// is announced (`LISTEN venue_desk`) and every `interval` besides (only the rows written since the
/// last read), with each court's keeper and board; and the changes the keys ask for, each recorded
/// under the desk's lock, a refusal coming back as the screen's notice in the desk's one line.
///
/// The ledger is used by one read or write at a time, in the order asked: reads asked for meanwhile
/// are gathered into one more read.
public actor DeskAppFeed {
  private let address: VenueAddress
  private let program: Program<DeskScreenState, DeskScreenAction>
  private let interval: Duration
  private var ledger: DeskLedger?
  /// The connection the courts' keepers and boards are read on.
  private var connection: VenueConnection?
  private var tasks: [Task<Void, Never>] = []
  private var isOffline = false
  private var isWorking = false
  private var isStale = false
  private var pending: [DeskAction] = []

  /// A feed of the desk at `address` for the screen of `program`, read every `interval` and
  /// whenever a write is announced.
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
    let polling = Task {
      while !Task.isCancelled {
        await self.refresh()
        try? await Task.sleep(for: self.interval)
      }
    }
    let listening = Task { [address] in
      await DeskListener.run(address: address) { Task { await self.refresh() } }
    }
    tasks = [polling, listening]
  }

  /// Stops reading and closes the connections.
  public func stop() async {
    for task in tasks { task.cancel() }
    await ledger?.close()
    ledger = nil
    await connection?.close()
    connection = nil
  }

  /// Reads each court's keeper and board, then the rows written since the last read, and sends
  /// them to the screen.
  public func refresh() async {
    isStale = true
    await work()
  }

  /// Records `action` in the venue's desk and sends the desk after it; a refusal is sent as the
  /// screen's notice.
  public func record(_ action: DeskAction) async {
    pending.append(action)
    await work()
  }

  /// Records the pending actions, then reads while a read is asked for; one run at a time.
  private func work() async {
    guard !isWorking else { return }
    isWorking = true
    defer { isWorking = false }
    while isStale || !pending.isEmpty {
      do {
        let ledger = try await openLedger()
        if !pending.isEmpty {
          try await record(pending.removeFirst(), in: ledger)
          continue
        }
        isStale = false
        try await readCourts()
        let desk = try await ledger.refresh()
        program.send(.deskRead(desk, at: Self.now))
        if isOffline {
          isOffline = false
          program.send(.noticeChanged(nil))
        }
      } catch {
        await lost(error)
        return
      }
    }
  }

  private func record(_ action: DeskAction, in ledger: DeskLedger) async throws {
    do {
      let desk = try await ledger.record { _ in action }.desk
      program.send(.deskRead(desk, at: Self.now))
    } catch let refusal as DeskRefusal {
      program.send(.noticeChanged(refusal.description))
    }
  }

  /// Reads whether a keeper holds each court, its newest board, and the records its keeper holds
  /// unsent.
  private func readCourts() async throws {
    let connection = try await openConnection()
    let courts = try await VenueReader.courts(on: connection)
    let watches = courts.map { court in
      (court.name, DeskCourtWatch(isKept: court.isKept, report: court.report, waiting: court.waiting))
    }
    program.send(.courtsWatched(Dictionary(watches) { first, _ in first }))
  }

  /// Says the venue is offline and drops what was asked meanwhile; the next read tries again.
  private func lost(_ error: any Error) async {
    await ledger?.close()
    ledger = nil
    await connection?.close()
    connection = nil
    isOffline = true
    isStale = false
    pending.removeAll()
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
