#!/usr/bin/env python3
"""Writes docs/uikit-api.md, the API a UIKit Swift file sees through `import UIKit`, from the
compiler's symbol graphs of the GestureCore, CoreGraphics and UIKit modules (public declarations only).

    scripts/uikit-api.py          # after `swift build`: rewrite docs/uikit-api.md
    scripts/uikit-api.py --check  # exit 1 when docs/uikit-api.md is not what the code declares

Types named as Apple's frameworks name them (UI…, NS…, CA…, CG…, objc_…) come first; the
simulator's own public types (the Simulation, its inputs and the Frame it produces, which a
Swift package uses to drive a scene) follow, listed apart so that nobody mistakes them for UIKit.
"""
import collections
import json
import subprocess
import sys
import tempfile
from pathlib import Path

root = Path(__file__).resolve().parent.parent
modules = root / ".build" / "debug" / "Modules"
out = root / "docs" / "uikit-api.md"
# Apple's names, and the Dispatch, Foundation and standard-library names the UIKit module
# shadows (docs/uikit-code.md, "Main-queue work and timers").
APPLE = ("UI", "NS", "CA", "CG", "objc_", "Dispatch", "Timer", "print")
TRIVIAL = {"!=(_:_:)", "hash(into:)", "hashValue", "init(from:)", "encode(to:)"}
OPTIONSET = {
    "contains(_:)", "formIntersection(_:)", "formSymmetricDifference(_:)", "formUnion(_:)",
    "init(arrayLiteral:)", "insert(_:)", "intersection(_:)", "isDisjoint(with:)", "isEmpty",
    "isStrictSubset(of:)", "isStrictSuperset(of:)", "isSubset(of:)", "isSuperset(of:)",
    "remove(_:)", "subtract(_:)", "subtracting(_:)", "symmetricDifference(_:)", "union(_:)",
    "update(with:)", "init()", "init(_:)",
}


def symbols(module):
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            ["swift", "symbolgraph-extract", "-module-name", module, "-I", str(modules),
             "-target", "x86_64-unknown-linux-gnu", "-minimum-access-level", "public",
             "-output-dir", tmp], check=True, capture_output=True)
        return json.loads((Path(tmp) / f"{module}.symbols.json").read_text())["symbols"]


def document():
    kinds = {}
    members = collections.defaultdict(set)
    for module in ["CoreGraphics", "GestureCore", "UIKit"]:
        for s in symbols(module):
            path = s["pathComponents"]
            kind = s["kind"]["identifier"].replace("swift.", "")
            if len(path) == 1:
                kinds[path[0]] = kind
            else:
                name = ".".join(path[1:])
                if path[-1] in TRIVIAL or (path[-1] in OPTIONSET and len(path) >= 2
                                           and kinds.get(".".join(path[:-1]), "") != "class"):
                    continue
                members[path[0]].add(name)
    for name, kind in list(kinds.items()):
        if kind in ("func", "func.op"):
            members.setdefault(name, set())
    lines = [
        "# The API as a UIKit file sees it",
        "",
        "What `import UIKit` declares here: every public type and member of the `GestureCore`,",
        "`CoreGraphics` and `UIKit` modules, generated from the compiler's symbol graphs by",
        "`scripts/uikit-api.py` (CI fails when this page is stale). Names follow Apple's; what",
        "behaves differently from iOS is in [uikit-code.md](uikit-code.md). Protocol conformances'",
        "boilerplate (`hash(into:)`, `!=`, the `OptionSet` algebra) is left out.",
        "",
    ]
    apple = sorted(n for n in kinds if n.startswith(APPLE))
    own = sorted(n for n in kinds if not n.startswith(APPLE))
    for title, names in [("UIKit, Core Graphics, Core Animation, and the Dispatch and Foundation names UIKit shadows", apple),
                         ("The simulator's own public types", own)]:
        lines += [f"## {title}", "", "| declaration | members |", "|---|---|"]
        for name in names:
            listed = ", ".join(f"`{m}`" for m in sorted(members.get(name, ())))
            lines.append(f"| `{name}` ({kinds[name]}) | {listed} |")
        lines.append("")
    return "\n".join(lines)


text = document()
if "--check" in sys.argv:
    if not out.exists() or out.read_text() != text:
        print("docs/uikit-api.md is out of date: run scripts/uikit-api.py and commit it")
        sys.exit(1)
    print("docs/uikit-api.md matches the code")
else:
    out.write_text(text)
    print(f"wrote {out.relative_to(root)}")
