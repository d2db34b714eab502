enum PlaceholderScoreboardTUI {}
