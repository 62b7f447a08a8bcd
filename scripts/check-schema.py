#!/usr/bin/env python3
"""Validates every sample and corpus scenario against docs/scenario.schema.json (JSON Schema 2020-12).

The Swift decoder is the authority on what a scenario may say; this check keeps the published
schema, which editors use for completion and validation, in step with it.
Needs the `jsonschema` package (pip install jsonschema).
"""
import glob
import json
import sys
from pathlib import Path

import jsonschema

root = Path(__file__).resolve().parent.parent
schema = json.loads((root / "docs/scenario.schema.json").read_text())
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
files = sorted(glob.glob(str(root / "Samples/*.json"))) + sorted(
    glob.glob(str(root / "Samples/assets/*.json"))
) + sorted(glob.glob(str(root / "Corpus/*.json")))
failures = 0
for name in files:
    errors = list(validator.iter_errors(json.loads(Path(name).read_text())))
    for error in errors:
        path = "/".join(str(p) for p in error.absolute_path)
        print(f"{Path(name).relative_to(root)}: {path}: {error.message}")
    failures += bool(errors)
print(f"schema: {len(files) - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
