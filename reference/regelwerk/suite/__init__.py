"""The conformance suite as data: clause catalogs, ambiguity registers, features and vectors.

``fill`` runs the German features through the reference engine and writes the vectors;
``check`` lints all of it and fails on drift between features, catalog, engine and vectors.
"""
