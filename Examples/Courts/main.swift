// Runs the courts feature: points on two courts, a court renamed through the sheet.
import CourtsFeature
import StateStore

let store = Store(initialState: Venue(courts: ["A", "B"]), reducer: venueReducer(Dependencies()))
store.dispatch(.court(id: "A", .point))
store.dispatch(.court(id: "B", .point))
store.dispatch(.court(id: "B", .point))
store.dispatch(.openRename("B"))
for character in "Centre" { store.dispatch(.rename(.type(character))) }
store.dispatch(.rename(.save))
for court in store.state.courts { print("\(court.id): \(court.points)") }
print("sheet open: \(store.state.renaming != nil)")
