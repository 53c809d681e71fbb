"""Benchmarks: `make bench` prints medians measured on this machine (no assertions)."""
