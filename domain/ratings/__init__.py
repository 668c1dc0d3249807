"""FIDE rating change (B.02 Rating Regulations) and title norms (B.01 Title Regulations, 1.4).

Pure Python like the rest of ``domain/``. The tables of B.02 8.1 live in :mod:`domain.ratings.tables`,
the one home the tie-breaks (C.07 10.2 TPR) read them from too. Nothing is imported here, so that
:mod:`domain.tiebreaks` can import the tables without loading the rating engines.
"""
