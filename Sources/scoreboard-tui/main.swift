ScoreboardCommand.main()
