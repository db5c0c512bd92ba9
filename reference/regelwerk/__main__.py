from regelwerk.cli import main

raise SystemExit(main())
