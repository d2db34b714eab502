extension SportRules: Codable {
  /// A key of the saved form: a shared rule's field name or a ``VariantRule``'s key, all at the
  /// top level (`{"sport": "tennis", "bestOf": 3, "noAd": true, ...}`), as every version has saved.
  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Reads rules in the saved form: the shared rules, then each sport's variant rules by their
  /// keys (`noAd`, which every game has saved, missing is taken as unset).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(sport: try container.decode(Sport.self, forKey: Key("sport")))
    func number(_ name: String) throws -> Int? { try container.decodeIfPresent(Int.self, forKey: Key(name)) }
    func flag(_ name: String) throws -> Bool? { try container.decodeIfPresent(Bool.self, forKey: Key(name)) }
    func required<Value: Decodable>(_ name: String) throws -> Value {
      try container.decode(Value.self, forKey: Key(name))
    }
    pointsToWin = try number("pointsToWin")
    winBy = try required("winBy")
    cap = try number("cap")
    decidingGamePoints = try number("decidingGamePoints")
    bestOf = try required("bestOf")
    gamesPerSet = try number("gamesPerSet")
    shootoutRounds = try number("shootoutRounds")
    periods = try required("periods")
    periodSeconds = try required("periodSeconds")
    overtimeSeconds = try required("overtimeSeconds")
    extraTime = try required("extraTime")
    foulBonus = try number("foulBonus")
    timeouts = try number("timeouts")
    singles = try flag("singles")
    doubles = try flag("doubles")
    for rule in Self.variantRules {
      switch rule.kind {
      case .flag: self[flag: rule] = try flag(rule.key)
      case .number: self[number: rule] = try number(rule.key)
      }
    }
  }

  /// Writes the rules in the saved form, with the same keys as every version: a rule that is not
  /// set left out, but `noAd` (and the other non-optional rules) always written.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    func write<Value: Encodable>(_ value: Value?, _ name: String) throws {
      try container.encodeIfPresent(value, forKey: Key(name))
    }
    try write(sport, "sport")
    try write(pointsToWin, "pointsToWin")
    try write(winBy, "winBy")
    try write(cap, "cap")
    try write(decidingGamePoints, "decidingGamePoints")
    try write(bestOf, "bestOf")
    try write(gamesPerSet, "gamesPerSet")
    try write(shootoutRounds, "shootoutRounds")
    try write(periods, "periods")
    try write(periodSeconds, "periodSeconds")
    try write(overtimeSeconds, "overtimeSeconds")
    try write(extraTime, "extraTime")
    try write(foulBonus, "foulBonus")
    try write(timeouts, "timeouts")
    try write(singles, "singles")
    try write(doubles, "doubles")
    for rule in Self.variantRules {
      switch variants[rule.key] ?? rule.savedWhenUnset {
      case .flag(let value): try write(value, rule.key)
      case .number(let value): try write(value, rule.key)
      case nil: break
      }
    }
  }
}
