from rockman.executor.server import main

main()
