import FoundationEssentials
import Hummingbird
import ScoreboardServe
import ScoreboardVenue

extension VenueRoutes {
  /// Adds the tournament desk's routes: `/schedule`, `/draws`, their `.json` documents and
  /// `/desk/events`. A venue with no tournament answers them with a page (or a document) saying
  /// so; a desk that cannot be read is 503 with one line.
  func addDeskRoutes(to router: Router<ServeRequestContext>) {
    router.get("/schedule") { [desk] _, _ in
      do throws(VenueError) {
        let schedule = try await desk.schedule()
        return Self.page(
          Pages.schedule(
            initial: DeskFeed.json(schedule), notice: schedule.tournament ? "" : Pages.noTournament))
      } catch {
        return ServeRoutes.text(.serviceUnavailable, error.description)
      }
    }
    router.get("/draws") { [desk] _, _ in
      do throws(VenueError) {
        let draws = try await desk.draws()
        return Self.page(
          Pages.draws(initial: DeskFeed.json(draws), notice: draws.tournament ? "" : Pages.noTournament))
      } catch {
        return ServeRoutes.text(.serviceUnavailable, error.description)
      }
    }
    router.get("/schedule.json") { [desk] _, _ in
      do throws(VenueError) {
        return Self.json(DeskFeed.json(try await desk.schedule()))
      } catch {
        return ServeRoutes.text(.serviceUnavailable, error.description)
      }
    }
    router.get("/draws.json") { [desk] _, _ in
      do throws(VenueError) {
        return Self.json(DeskFeed.json(try await desk.draws()))
      } catch {
        return ServeRoutes.text(.serviceUnavailable, error.description)
      }
    }
    router.get("/desk/events") { [desk] request, context in
      do throws(FeedFull) {
        let subscription = try desk.subscribe(client: context.clientAddress)
        return ServeRoutes.eventStream(subscription, request: request) { desk.unsubscribe($0) }
      } catch {
        return ServeRoutes.full(error)
      }
    }
  }

  private static func json(_ text: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}
