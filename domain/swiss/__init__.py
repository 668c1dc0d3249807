"""Swiss systems: the FIDE Dutch system and the Swedish rules."""
