from services.registry.server import main

main()
