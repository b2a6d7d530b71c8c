from rockman.scorer.server import main

main()
