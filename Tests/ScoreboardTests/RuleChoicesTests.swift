import Scoreboard
import Testing

@Suite("Rule options: one place checks what a command line chose against the sport")
struct RuleChoicesTests {
  private func rules(_ sport: Sport, _ change: (inout RuleChoices) -> Void) throws(RulesError) -> SportRules {
    var choices = RuleChoices()
    change(&choices)
    return try SportRules(sport: sport, choices: choices)
  }

  private func problem(_ sport: Sport, _ change: (inout RuleChoices) -> Void) -> String? {
    do {
      _ = try rules(sport, change)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("no option chosen gives the sport's usual rules")
  func noChoices() throws {
    #expect(try rules(.badminton) { _ in } == SportRules.defaults(for: .badminton))
    #expect(RuleChoices().isEmpty)
  }

  @Test("chosen values replace the usual ones: NBA quarters of 12 minutes, tennis best of 5 no-ad")
  func valuesReplaceDefaults() throws {
    let nba = try rules(.basketball) { $0[.periodMinutes] = 12 }
    #expect(nba.periodSeconds == 720 && nba.periods == 4)
    let tennis = try rules(.tennis) {
      $0[.bestOf] = 5
      $0[.noAd] = true
      $0[.finalSetTiebreak] = 10
    }
    #expect(tennis.bestOf == 5 && tennis.tennis.noAd && tennis.tennis.finalSetTiebreak == 10)
    let soccer = try rules(.soccer) { $0[.extraTime] = true }
    #expect(soccer.extraTime)
  }

  @Test("an option a sport does not take is refused, naming the sports that take it")
  func optionsOfOtherSports() {
    #expect(
      problem(.tennis) { $0[.periods] = 3 }
        == "--periods applies to basketball, soccer, hockey, handball and futsal only")
    #expect(
      problem(.basketball) { $0[.extraTime] = true }
        == "--extra-time applies to soccer, handball and futsal only")
    #expect(problem(.soccer) { $0[.penalties] = true } == "--penalties applies to hockey only")
    #expect(problem(.volleyball) { $0[.noAd] = true } == "--no-ad applies to tennis only")
    #expect(
      problem(.tennis) { $0[.cap] = 30 }
        == "--cap applies to generic, volleyball, table tennis and badminton only")
    #expect(
      problem(.hockey) { $0[.pointsToWin] = 5 }
        == "--points-to-win applies to generic, volleyball, table tennis, badminton, pickleball, squash and "
        + "beach volleyball only"
    )
    #expect(
      problem(.basketball) { $0[.bestOf] = 3 }
        == "--best-of applies to generic, volleyball, table tennis, badminton, tennis, pickleball, squash and "
        + "beach volleyball only"
    )
    #expect(problem(.soccer) { $0[.gamesToWin] = 3 } == "--games-to-win applies to generic only")
  }

  @Test("values out of range are refused with what is wrong")
  func valuesOutOfRange() {
    #expect(problem(.basketball) { $0[.periodMinutes] = 0 } == "--period-minutes must be between 1 and 240")
    #expect(problem(.basketball) { $0[.periodMinutes] = 241 } == "--period-minutes must be between 1 and 240")
    #expect(problem(.basketball) { $0[.periods] = 0 } == "--periods must be at least 1")
    #expect(problem(.tableTennis) { $0[.bestOf] = 4 } == "--best-of must be an odd number, 1 or more")
    #expect(problem(.badminton) { $0[.cap] = 21 } == "--cap must be above the points to win (21)")
    #expect(problem(.generic) { $0[.winBy] = 0 } == "--win-by must be at least 1")
    #expect(problem(.generic) { $0[.pointsToWin] = 0 } == "--points-to-win must be at least 1")
    #expect(problem(.tennis) { $0[.finalSetTiebreak] = 0 } == "--final-set-tiebreak must be at least 1 point")
  }

  @Test("issue 25 item 29: a cap the user did not type is named as the format's or the sport's")
  func capNotTyped() {
    #expect(
      problem(.badminton) {
        $0[.format] = "3x15"
        $0[.pointsToWin] = 21
      } == "--points-to-win 21 is not below the cap of 21 that --format 3x15 sets: give --cap above it too")
    #expect(
      problem(.badminton) { $0[.pointsToWin] = 30 }
        == "--points-to-win 30 is not below the cap of 30 that badminton sets: give --cap above it too")
    let raised = try? rules(.badminton) {
      $0[.pointsToWin] = 30
      $0[.cap] = 40
    }
    #expect(raised?.cap == 40 && raised?.pointsToWin == 30)
  }

  @Test("issue 25 item 29: pickleball takes --doubles (its usual game), not with --singles")
  func pickleballDoubles() throws {
    let doubles = try rules(.pickleball) { $0[.doubles] = true }
    #expect(
      doubles == SportRules.defaults(for: .pickleball), "--doubles changes nothing: it is pickleball's game")
    #expect(
      problem(.pickleball) {
        $0[.doubles] = true
        $0[.singles] = true
      } == "--doubles and --singles cannot both be given")
  }

  @Test("each option's flag and help come from the registry")
  func flagsAndHelp() {
    #expect(SportOption.periodMinutes.flag == "--period-minutes")
    #expect(SportOption.finalSetTiebreak.flag == "--final-set-tiebreak")
    #expect(SportOption.extraTime.help == "Extra time after a drawn game (soccer, handball, futsal).")
    #expect(SportOption.penalties.sports == [.hockey])
  }

  @Test("issue 26 item 2: one table holds every option the profiles list, once each, the format first")
  func oneTable() {
    let flags = SportOption.table.map(\.flag)
    #expect(flags.count == 18 && Set(flags).count == 18)
    #expect(flags.first == "--format")
    for sport in Sport.allCases {
      #expect(sport.profile.options.isSubset(of: Set(SportOption.table)), "\(sport)")
    }
    #expect(SportOption.noAd.kind == .flag && SportOption.shotClock.kind == .flag)
    #expect(SportOption.periodMinutes.kind == .number(1...240) && SportOption.bestOf.kind == .number(nil))
    #expect(SportOption.format.kind == .format)
  }

  @Test("issue 26 item 2: choices map each option to its value; a flag not given is no choice")
  func choicesByOption() {
    var choices = RuleChoices()
    choices[.noAd] = false
    #expect(choices.isEmpty)
    choices[.bestOf] = 5
    choices[.format] = "fast4"
    choices[.noAd] = true
    #expect(choices[.bestOf] == 5 as Int? && choices[.format] == "fast4" as String? && choices[.noAd])
    #expect(choices[.periods] == nil as Int? && !choices[.shotClock])
    choices[.bestOf] = nil as Int?
    choices[.format] = nil as String?
    choices[.noAd] = false
    #expect(choices == RuleChoices())
  }
}
