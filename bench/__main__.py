"""All benchmarks: ``python -m bench`` (or ``make bench``). Each prints its own medians."""

from bench import (
    bench_double_swiss,
    bench_dutch,
    bench_endorsement,
    bench_http,
    bench_matching,
    bench_roundrobin,
    bench_standings,
    bench_swedish,
    bench_team,
)


def main() -> None:
    bench_dutch.main(["--sizes", *map(str, bench_dutch.SIZES)])
    bench_dutch.main(["--sizes", "100", "1000", "--edition", "dutch-2017"])
    bench_swedish.main([])
    bench_double_swiss.main([])
    bench_team.main([])
    bench_endorsement.main(["--sizes", "20", "100"])
    bench_standings.main()
    bench_roundrobin.main()
    bench_matching.main()
    bench_http.main([])  # last: it points PROMETHEUS_MULTIPROC_DIR at a folder it then removes


if __name__ == "__main__":
    main()
