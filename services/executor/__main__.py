from services.executor.server import main

main()
