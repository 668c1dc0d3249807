"""``python -m service batch IN_DIR OUT_DIR``: pair, check or rank every TRF or JSON file of a folder.

Each input gets one answer file, exactly what the HTTP route answers for the same request
(``NAME.result.json``), or its problem document (``NAME.problem.json``); a summary lists counts and
failures. Files already answered are skipped, so an interrupted run is resumed by running it again;
``--shards N`` with ``JOB_COMPLETION_INDEX`` splits one folder across the pods of an Indexed Job.
"""
