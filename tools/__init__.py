"""Developer tools of the regelwerk repository (not part of the installed package)."""
