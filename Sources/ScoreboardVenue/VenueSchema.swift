import PostgresNIO

/// The venue database's tables, versioned: each migration takes the schema one version up, and
/// `venue init` applies the ones a database lacks. Every connection checks the version first,
/// and a database made by a newer build is refused rather than misread.
///
/// The tables are written by insertion only, so the database user the keepers use needs no more
/// than `INSERT` and `SELECT`:
/// - `courts`: one row per court, made by the first keeper of it.
/// - `leases`: who keeps each court until when; a renewal is a new row, the newest one counts. Since
///   version 2 a trigger (run as the owner, so keepers still need only `INSERT`) deletes a keeper's
///   renewals in between as it adds one: each keeper's run leaves two rows, when it took the court
///   and its newest renewal or its release, instead of one more every third of a lease.
/// - `matches`: one row per match of a court's journal (a journal is a game kept in one state
///   directory, known by when it started; its matches are split at each new match).
/// - `records`: every journal record, exactly as the journal holds it (`kind` `record`), with the
///   court's `status --json` document after it; the key is (court, journal, sequence number), so
///   sending a record twice stores it once. Each journal's first row (`kind` `start`, the number
///   of the game's start snapshot) holds the game as it started, which the records replay from.
/// - `match_results`, a view: each match with its newest record's document.
/// - `court_keepers` (version 3): which login role may write which court's rows (`court` a court's
///   name, or `*` for every court). Row-level security on `courts`, `leases`, `matches` and
///   `records` lets a role insert only the rows of its courts, so a keeper's account can neither
///   squat another court's lease nor forge its records; everyone may read every row, and only the
///   tables' owner (who ran `venue init`, and is not bound by these rules) adds keepers. Upgrading to version 3 lets every role that
///   could insert records then keep every court (`*`), as before; narrow them per court.
/// - `desk_actions` (version 4): the tournament desk, one `DeskAction` (JSON) a row, folded in
///   order by ``DeskLedger``. A keeper's role may insert rows only for its courts (`court`), and
///   the ledger folds a keeper's row only when it is a keeper's action on that court (open it,
///   take a match to it, hand back or sign off its match); the draws, holds and corrections are
///   the owner's, whose rows have no court.
/// - `leases.waiting` (version 5): how many journal records the lease's keeper held unsent when it
///   wrote the row, for the desk's "records waiting". A keeper renews its lease also when that count
///   changes (the trigger above still prunes the rows in between); rows of older keepers read 0.
public enum VenueSchema {
  /// The migrations, oldest first: migration `n` (counting from 1) makes version `n`.
  static let migrations: [[PostgresQuery]] = [
    [
      """
      CREATE TABLE courts (
        name text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now())
      """,
      """
      CREATE TABLE leases (
        id bigserial PRIMARY KEY,
        court text NOT NULL REFERENCES courts (name),
        holder_id uuid NOT NULL,
        holder text NOT NULL,
        expires_at timestamptz NOT NULL,
        released boolean NOT NULL DEFAULT false,
        taken_at timestamptz NOT NULL DEFAULT now())
      """,
      "CREATE INDEX leases_newest ON leases (court, id DESC)",
      """
      CREATE TABLE matches (
        id bigserial PRIMARY KEY,
        court text NOT NULL REFERENCES courts (name),
        journal text NOT NULL,
        number integer NOT NULL,
        sport text NOT NULL,
        home text NOT NULL,
        away text NOT NULL,
        players jsonb NOT NULL,
        started_at timestamptz NOT NULL,
        UNIQUE (court, journal, number))
      """,
      """
      CREATE TABLE records (
        court text NOT NULL,
        journal text NOT NULL,
        seq bigint NOT NULL,
        kind text NOT NULL,
        match_id bigint NOT NULL REFERENCES matches (id),
        recorded_at timestamptz NOT NULL,
        record text NOT NULL,
        summary text NOT NULL,
        PRIMARY KEY (court, journal, seq))
      """,
      "CREATE INDEX records_by_match ON records (match_id, seq DESC)",
      "CREATE INDEX records_newest ON records (court, recorded_at DESC, seq DESC)",
      """
      CREATE VIEW match_results AS
        SELECT m.id, m.court, m.journal, m.number, m.sport, m.home, m.away, m.started_at,
          last.recorded_at AS last_at, last.summary
        FROM matches m
        JOIN LATERAL (
          SELECT recorded_at, summary FROM records r WHERE r.match_id = m.id ORDER BY seq DESC LIMIT 1
        ) last ON true
      """,
    ],
    [
      """
      CREATE FUNCTION venue_prune_renewals() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
      BEGIN
        DELETE FROM leases
        WHERE court = NEW.court AND holder_id = NEW.holder_id AND id < NEW.id
          AND id > (SELECT min(id) FROM leases WHERE court = NEW.court AND holder_id = NEW.holder_id);
        RETURN NULL;
      END
      $$
      """,
      """
      CREATE TRIGGER leases_prune_renewals AFTER INSERT ON leases
      FOR EACH ROW EXECUTE FUNCTION venue_prune_renewals()
      """,
      """
      DELETE FROM leases l
      USING (SELECT court, holder_id, min(id) AS first, max(id) AS last FROM leases GROUP BY court, holder_id) t
      WHERE l.court = t.court AND l.holder_id = t.holder_id AND l.id <> t.first AND l.id <> t.last
      """,
    ],
    [
      """
      CREATE TABLE court_keepers (
        court text NOT NULL,
        keeper name NOT NULL,
        PRIMARY KEY (court, keeper))
      """,
      """
      INSERT INTO court_keepers (court, keeper)
        SELECT '*', rolname FROM pg_roles
        WHERE NOT rolsuper AND rolname <> current_user AND has_table_privilege(oid, 'records', 'INSERT')
      """,
      "GRANT SELECT ON court_keepers TO PUBLIC",
      "ALTER TABLE court_keepers ENABLE ROW LEVEL SECURITY",
      "CREATE POLICY court_keepers_read ON court_keepers FOR SELECT USING (true)",
      """
      CREATE FUNCTION venue_may_keep(court text) RETURNS boolean
      LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
        SELECT EXISTS (SELECT 1 FROM court_keepers k WHERE k.keeper = current_user AND k.court IN ($1, '*'))
          OR pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = 'leases'::regclass), 'MEMBER')
          OR coalesce((SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user), false)
      $$
      """,
    ] + ["courts", "leases", "matches", "records"].flatMap(keepersOnly),
    [
      """
      CREATE TABLE desk_actions (
        id bigserial PRIMARY KEY,
        court text,
        action text NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now())
      """,
      "ALTER TABLE desk_actions ENABLE ROW LEVEL SECURITY",
      "CREATE POLICY desk_actions_read ON desk_actions FOR SELECT USING (true)",
      """
      CREATE POLICY desk_actions_keep ON desk_actions FOR INSERT
        WITH CHECK (court IS NOT NULL AND venue_may_keep(court))
      """,
    ],
    ["ALTER TABLE leases ADD COLUMN waiting integer NOT NULL DEFAULT 0"],
  ]

  /// Row-level security on `table`: every row may be read, and a row inserted only by a role that
  /// may keep its court (`court_keepers`). `courts` names its court in `name`.
  private static func keepersOnly(_ table: String) -> [PostgresQuery] {
    let court = table == "courts" ? "name" : "court"
    return [
      PostgresQuery(unsafeSQL: "ALTER TABLE \(table) ENABLE ROW LEVEL SECURITY"),
      PostgresQuery(unsafeSQL: "CREATE POLICY \(table)_read ON \(table) FOR SELECT USING (true)"),
      PostgresQuery(
        unsafeSQL: "CREATE POLICY \(table)_keep ON \(table) FOR INSERT WITH CHECK (venue_may_keep(\(court)))"),
    ]
  }

  /// The version this build writes and reads.
  public static var version: Int { migrations.count }

  /// The database's schema version: 0 for a database never initialised.
  static func installedVersion(_ connection: VenueConnection) async throws(VenueError) -> Int {
    let exists = try await connection.run("SELECT to_regclass('venue_schema') IS NOT NULL")
    guard let row = exists.first, try decode(Bool.self, row) else { return 0 }
    let rows = try await connection.run("SELECT coalesce(max(version), 0) FROM venue_schema")
    guard let first = rows.first else { return 0 }
    return Int(try decode(Int32.self, first))
  }

  /// Throws unless the database holds this build's schema: one line saying what to do.
  public static func check(_ connection: VenueConnection) async throws(VenueError) {
    let installed = try await installedVersion(connection)
    if installed == 0 {
      throw VenueError(
        "the venue database \(connection.address) has no venue tables: run `scoreboard-tui venue init` first",
        isSchemaError: true)
    }
    if installed > version {
      throw VenueError(
        "the venue database has schema version \(installed), newer than this build's \(version): "
          + "upgrade scoreboard-tui", isSchemaError: true)
    }
    if installed < version {
      throw VenueError(
        "the venue database has schema version \(installed), older than this build's \(version): "
          + "run `scoreboard-tui venue init` to upgrade it", isSchemaError: true)
    }
  }

  /// Applies the migrations the database lacks, each in a transaction, one initialiser at a time;
  /// returns the versions before and after. Refuses a database of a newer version.
  public static func migrate(_ connection: VenueConnection) async throws(VenueError) -> (from: Int, to: Int) {
    try await connection.run("CREATE TABLE IF NOT EXISTS venue_schema (version integer PRIMARY KEY)")
    let before = try await installedVersion(connection)
    if before > version {
      throw VenueError(
        "the venue database has schema version \(before), newer than this build's \(version): "
          + "upgrade scoreboard-tui", isSchemaError: true)
    }
    for (index, statements) in migrations.enumerated() where index + 1 > before {
      let target = index + 1
      try await transaction(on: connection) { connection in
        try await connection.query("SELECT pg_advisory_xact_lock(7402)", logger: VenueConnection.logger)
        let done = try await connection.query(
          "SELECT 1 FROM venue_schema WHERE version = \(target)", logger: VenueConnection.logger)
        for try await _ in done { return }
        for statement in statements { try await connection.query(statement, logger: VenueConnection.logger) }
        try await connection.query(
          "INSERT INTO venue_schema (version) VALUES (\(target))", logger: VenueConnection.logger)
      }
    }
    return (before, version)
  }

  /// `body` in a transaction on `connection`, its errors as one-line ``VenueError``s.
  private static func transaction(
    on connection: VenueConnection, _ body: @escaping @Sendable (PostgresConnection) async throws -> Void
  ) async throws(VenueError) {
    do {
      try await connection.transaction(timeout: .seconds(120), body)
    } catch {
      throw (error as? VenueError) ?? VenueError("\(error)")
    }
  }

  /// The first two columns of `row` as text.
  static func decodePair(_ row: PostgresRow) throws(VenueError) -> (String, String) {
    do {
      return try row.decode((String, String).self)
    } catch {
      throw VenueError("the venue database sent an unexpected value: \(VenueConnection.reason(error))")
    }
  }

  /// The first column of `row` as a `T`.
  static func decode<T: PostgresDecodable>(_ type: T.Type, _ row: PostgresRow) throws(VenueError) -> T {
    do {
      return try row.decode(T.self)
    } catch {
      throw VenueError("the venue database sent an unexpected value: \(VenueConnection.reason(error))")
    }
  }
}
