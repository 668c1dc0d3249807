"""Round robins: Berger schedules (C.05 Annex 1), the Varma restricted draw (C.05 Annex 2,
C.06 II.3.2), a search for starting numbers beyond the tables, and the re-draw rule (C.06 II.3)."""
