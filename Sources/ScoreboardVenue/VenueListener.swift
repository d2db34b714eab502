import FoundationEssentials
import PostgresNIO

/// A record announced on the venue's channel: court `court` has record `sequence`.
public struct VenueNotification: Decodable, Equatable, Sendable {
  /// The court.
  public var court: String
  /// The number, in the court's journal, of the last record of the batch announced.
  public var sequence: UInt64

  private enum CodingKeys: String, CodingKey {
    case court
    case sequence = "seq"
  }
}

/// Listens on the venue's channel (`LISTEN venue`) for the records keepers send, for the venue
/// board and `serve --venue`: each is told as it is committed, through a connection of its own
/// that is made again, every `retry`, whenever it breaks.
public enum VenueListener {
  /// What happened to the listening connection.
  public enum Event: Sendable {
    /// Connected (again): anything missed while away should be read afresh.
    case connected
    /// A batch of records was announced.
    case notification(VenueNotification)
    /// The connection broke or could not be made; it is tried again.
    case lost(String)
  }

  /// Listens until the task is cancelled, telling `handle` of each event.
  public static func run(
    address: VenueAddress, retry: Duration = .seconds(1), handle: @escaping @Sendable (Event) -> Void
  ) async {
    let decoder = JSONDecoder()
    while !Task.isCancelled {
      do {
        let connection = try await VenueConnection.open(address)
        do {
          try await connection.connection.listen(on: VenueShipper.channel) { notifications in
            handle(.connected)
            for try await notification in notifications {
              guard
                let payload = try? decoder.decode(
                  VenueNotification.self, from: Data(notification.payload.utf8))
              else { continue }
              handle(.notification(payload))
            }
          }
          await connection.close()
          handle(.lost("the venue database closed the connection"))
        } catch {
          await connection.close()
          handle(.lost(VenueConnection.reason(error)))
        }
      } catch {
        handle(.lost(error.description))
      }
      try? await Task.sleep(for: retry)
    }
  }
}
