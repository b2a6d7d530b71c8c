from services.scorer.server import main

main()
