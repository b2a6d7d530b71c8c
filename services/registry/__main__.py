from rockman.registry.server import main

main()
