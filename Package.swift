// swift-tools-version: 6.2
import PackageDescription

// The package is built and tested on Linux only (Debian's ncursesw, CLOCK_BOOTTIME, inotify, Glibc).
// SwiftPM drops the -D flags of ncursesw.pc and warns about them; the shim defines what curses.h
// needs, so the pkg-config lookup is not used.

/// Every target of ours builds in Swift 6 mode with warnings treated as errors.
let strictSettings: [SwiftSetting] = [
  .treatAllWarnings(as: .error)
]

/// The release binary is linked by lld (the toolchain's), exports none of its own symbols (the
/// static stdlib's link exports all 44,000 of them, and the loader reads their names and hashes
/// at start), and packs its relative relocations (RELR: 24 KB for the loader to read instead of
/// 3 MB of `.rela.dyn`). It stays position-independent. A keeper starts 8 MB smaller:
/// `scripts/measure`'s peak resident memory, empty state, 29.5 -> 21.6 MB.
///
/// The functions a plain keeper runs (scripts/hot-symbols.txt, written by scripts/hot-symbols) are
/// laid out first, together, instead of spread over 29 MB of code that the kernel maps 64 KB at a
/// time around each one touched: peak resident memory, empty state, 22.0 -> 17.9 MB. Swift puts each
/// function in a section of its own on Linux, so the linker can move them one by one.
let releaseLinking: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-use-ld=lld", "-Xlinker", "--no-export-dynamic", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
      "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/scripts/hot-symbols.txt",
      "-Xlinker", "--no-warn-symbol-ordering",
    ],
    .when(configuration: .release))
]

let package = Package(
  name: "scoreboard-tui",
  products: [
    .library(name: "StateStore", targets: ["StateStore"]),
    .library(name: "StateStoreTesting", targets: ["StateStoreTesting"]),
    .library(name: "StoreInspector", targets: ["StoreInspector"]),
    .library(name: "StoreInspectorServer", targets: ["StoreInspectorServer"]),
    .library(name: "Scoreboard", targets: ["Scoreboard"]),
    .library(name: "ScoreboardPersistence", targets: ["ScoreboardPersistence"]),
    .library(name: "ScoreboardFollow", targets: ["ScoreboardFollow"]),
    .library(name: "ScoreboardExport", targets: ["ScoreboardExport"]),
    .library(name: "ScoreboardTUI", targets: ["ScoreboardTUI"]),
    .library(name: "ScoreboardResults", targets: ["ScoreboardResults"]),
    .library(name: "ScoreboardServe", targets: ["ScoreboardServe"]),
    .library(name: "ScoreboardDesk", targets: ["ScoreboardDesk"]),
    .library(name: "ScoreboardVenue", targets: ["ScoreboardVenue"]),
    .library(name: "ScoreboardKeeper", targets: ["ScoreboardKeeper"]),
    .library(name: "ScoreboardVenueServe", targets: ["ScoreboardVenueServe"]),
    .executable(name: "scoreboard-tui", targets: ["scoreboard-tui"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump.git", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
    // serve: the HTTP server (no traits: no full Foundation, no swift-configuration).
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
    // follow --url: SwiftNIO's HTTP client codec (already built for Hummingbird) reads /events.
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    // venue: the PostgreSQL driver, its TLS (sslmode=require) and its logger (kept silent).
    .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    // OBS's obs-websocket client (issue 28): the WebSocket client, and SHA-256 for its password challenge.
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CNcurses",
      path: "CNcurses",
      providers: [.apt(["libncursesw5-dev"])]
    ),
    .target(name: "StateStore", swiftSettings: strictSettings),
    .target(name: "StoreInspector", dependencies: ["StateStore"], swiftSettings: strictSettings),
    // The inspector's page and API for any store, on Hummingbird (already built for serve).
    .target(
      name: "StoreInspectorServer",
      dependencies: ["StoreInspector", "StateStore", .product(name: "Hummingbird", package: "hummingbird")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "StateStoreTesting",
      dependencies: [
        "StateStore",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: strictSettings
    ),
    .target(name: "Scoreboard", dependencies: ["StateStore"], swiftSettings: strictSettings),
    .target(
      name: "ScoreboardPersistence",
      dependencies: ["Scoreboard", "StateStore"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "ScoreboardFollow",
      dependencies: ["ScoreboardPersistence", "Scoreboard", "StateStore"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "ScoreboardExport",
      dependencies: ["Scoreboard", "StateStore"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "ScoreboardResults",
      dependencies: ["ScoreboardPersistence", "Scoreboard"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "ScoreboardTUI",
      dependencies: [
        "Scoreboard", "ScoreboardDesk", "StateStore", "CNcurses",
        .product(name: "TOMLKit", package: "TOMLKit"),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "ScoreboardServe",
      dependencies: [
        "ScoreboardFollow", "ScoreboardPersistence", "ScoreboardResults", "Scoreboard", "StateStore",
        "StoreInspector", "StoreInspectorServer",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ],
      swiftSettings: strictSettings
    ),
    // serve --venue: the venue's web side, built on the server and the venue's database reading.
    .target(
      name: "ScoreboardVenueServe",
      dependencies: [
        "ScoreboardServe", "ScoreboardVenue", "ScoreboardDesk", "ScoreboardPersistence", "Scoreboard",
        .product(name: "Hummingbird", package: "hummingbird"),
      ],
      swiftSettings: strictSettings
    ),
    // The stream's peers: OBS over obs-websocket v5.
    .target(
      name: "ScoreboardStream",
      dependencies: [
        "Scoreboard", "ScoreboardServe",
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strictSettings
    ),
    // The match's events POSTed to webhooks, the journal as the outbox.
    .target(
      name: "ScoreboardWebhooks",
      dependencies: [
        "Scoreboard", "ScoreboardPersistence", "ScoreboardFollow", "ScoreboardServe",
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      swiftSettings: strictSettings
    ),
    // The tournament desk: draws, the queue and the courts, a pure reducer (the venue keeps it).
    .target(
      name: "ScoreboardDesk", dependencies: ["Scoreboard", "StateStore"], swiftSettings: strictSettings),
    .target(
      name: "ScoreboardVenue",
      dependencies: [
        "ScoreboardDesk", "ScoreboardPersistence", "Scoreboard", "StateStore",
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strictSettings
    ),
    // The programs of the executable, assembled: the keeper (journal, control socket, overlay
    // files, serve, venue), the follow views and the venue board, each one Program.
    .target(
      name: "ScoreboardKeeper",
      dependencies: [
        "ScoreboardTUI", "Scoreboard", "ScoreboardPersistence", "ScoreboardFollow", "ScoreboardExport",
        "ScoreboardResults", "ScoreboardServe", "ScoreboardVenue", "ScoreboardVenueServe", "StateStore",
        "ScoreboardDesk", "ScoreboardStream", "ScoreboardWebhooks",
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "scoreboard-tui",
      dependencies: [
        "ScoreboardKeeper", "ScoreboardTUI", "Scoreboard", "ScoreboardPersistence", "ScoreboardFollow",
        "ScoreboardExport", "ScoreboardResults", "ScoreboardServe", "ScoreboardVenue", "ScoreboardVenueServe",
        "ScoreboardDesk", "ScoreboardStream", "ScoreboardWebhooks", "StateStore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings,
      linkerSettings: releaseLinking
    ),
    .executableTarget(
      name: "ReSwiftCounter", dependencies: ["StateStore"], path: "Examples/ReSwiftCounter",
      exclude: ["expected.txt"], swiftSettings: strictSettings),
    .executableTarget(
      name: "ReCombineScoreboard", dependencies: ["StateStore"], path: "Examples/ReCombineScoreboard",
      exclude: ["expected.txt"], swiftSettings: strictSettings),
    .executableTarget(
      name: "RecombineCounter", dependencies: ["StateStore"], path: "Examples/RecombineCounter",
      exclude: ["expected.txt"], swiftSettings: strictSettings),
    .target(
      name: "CourtsFeature", dependencies: ["StateStore"], path: "Examples/CourtsFeature",
      swiftSettings: strictSettings),
    .executableTarget(
      name: "Courts", dependencies: ["CourtsFeature", "StateStore"], path: "Examples/Courts",
      exclude: ["expected.txt"], swiftSettings: strictSettings),
    .executableTarget(
      name: "TodoList", dependencies: ["StateStore"], path: "Examples/TodoList",
      exclude: ["expected.txt"], swiftSettings: strictSettings),
    // The to-do list recorded by a StoreInspector, served with the inspector's page (a server, so not
    // in the Makefile's examples loop: StoreInspectorTests starts it and reads its steps).
    .executableTarget(
      name: "InspectedTodoList",
      dependencies: [
        "StateStore", "StoreInspector", "StoreInspectorServer",
        .product(name: "Hummingbird", package: "hummingbird"),
      ],
      path: "Examples/InspectedTodoList", swiftSettings: strictSettings),
    .testTarget(
      name: "StateStoreTests",
      dependencies: [
        "StateStore", "StateStoreTesting", "CourtsFeature",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StoreInspectorTests",
      dependencies: [
        "StoreInspector", "StoreInspectorServer", "StateStore",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ScoreboardTests",
      dependencies: [
        "Scoreboard", "StateStore", "StateStoreTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ScoreboardStreamTests",
      dependencies: [
        "ScoreboardStream", "ObsTestServer",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ScoreboardDeskTests",
      dependencies: [
        "ScoreboardDesk", "Scoreboard", "StateStore",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ScoreboardPersistenceTests",
      dependencies: [
        "ScoreboardPersistence", "ScoreboardFollow", "ScoreboardExport", "Scoreboard", "StateStore",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Fixtures"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ScoreboardExportTests",
      dependencies: ["ScoreboardExport", "Scoreboard", "StateStore"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ScoreboardResultsTests",
      dependencies: [
        "ScoreboardResults", "ScoreboardPersistence", "Scoreboard", "StateStore",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ScoreboardTUITests",
      dependencies: ["ScoreboardTUI", "ScoreboardDesk", "Scoreboard", "StateStore"],
      exclude: ["Golden"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ScoreboardKeeperTests",
      dependencies: [
        "ScoreboardKeeper", "ScoreboardTUI", "ScoreboardServe", "ScoreboardPersistence", "ScoreboardFollow",
        "Scoreboard", "StateStore",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ScoreboardServeTests",
      dependencies: [
        "ScoreboardServe", "ScoreboardTUI", "ScoreboardPersistence", "ScoreboardExport", "Scoreboard",
        "StateStore", "ScoreboardVenue", "ScoreboardVenueServe", "ScoreboardDesk", "PostgresTestServer",
        "StoreInspector",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ],
      swiftSettings: strictSettings
    ),
    .target(name: "PostgresTestServer", path: "Tests/PostgresTestServer", swiftSettings: strictSettings),
    // A webhook receiver that keeps what it is POSTed, for the tests of serve --webhook.
    .target(
      name: "WebhookTestReceiver",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ],
      path: "Tests/WebhookTestReceiver", swiftSettings: strictSettings),
    .testTarget(
      name: "ScoreboardWebhooksTests",
      dependencies: [
        "ScoreboardWebhooks", "WebhookTestReceiver", "ScoreboardPersistence", "Scoreboard", "StateStore",
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      swiftSettings: strictSettings
    ),
    // A fake OBS Studio (obs-websocket v5) for the tests of the OBS client and of serve --obs.
    .target(
      name: "ObsTestServer",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
      ],
      path: "Tests/ObsTestServer", swiftSettings: strictSettings),
    .testTarget(
      name: "ScoreboardVenueTests",
      dependencies: [
        "ScoreboardVenue", "PostgresTestServer", "ScoreboardPersistence", "Scoreboard", "StateStore",
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["PostgresTestServer", "ObsTestServer", "WebhookTestReceiver"],
      path: "Tests/EndToEnd",
      exclude: ["Golden", "Browser"],
      swiftSettings: strictSettings
    ),
    // make venue-load: simulated courts and followers against a private PostgreSQL (docs/SCALE.md).
    .executableTarget(
      name: "VenueLoad",
      dependencies: [
        "ScoreboardVenue", "ScoreboardPersistence", "Scoreboard", "StateStore",
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ],
      swiftSettings: strictSettings
    ),
    // make venue-tournament: a tournament of 10,000 matches on 20 simulated courts against a private
    // PostgreSQL (docs/SCALE.md).
    .executableTarget(
      name: "TournamentLoad",
      dependencies: [
        "ScoreboardDesk", "ScoreboardVenue", .product(name: "PostgresNIO", package: "postgres-nio"),
      ],
      swiftSettings: strictSettings
    ),
  ]
)
