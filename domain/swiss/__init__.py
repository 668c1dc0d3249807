"""Swiss systems: the FIDE Dutch system (C.04.3, 2026 and 2017 editions), the Swedish rules, the
FIDE Swiss Team system (C.04.6) and the FIDE Double-Swiss system (C.04.5); the registry that names
them is :mod:`domain.swiss.system`, the face they share :mod:`domain.swiss.face`."""
