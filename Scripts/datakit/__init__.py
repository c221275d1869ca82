"""Marquee's data toolkit: the catalog build and the evaluation share every join and model here.

Only Scripts/ may import it. The product is Swift; this is build and evaluation tooling.
"""
