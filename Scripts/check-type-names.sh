#!/usr/bin/env bash
# Lists every type name declared in more than one place across both packages' Sources/ and Tests/
# (the library's and ReelTV/'s; links between them are read once, where they point), and exits 1
# naming them: one name must mean one thing in the package, or a reader (and a search) cannot
# tell which one a use means.
#
# A type name is a class, struct, enum, protocol, actor or typealias; a nested one is qualified
# by the types and extensions around it (`Outer.Inner`), so `Signpost` nested in two different
# types is no clash; one declared in a function is qualified by the function too. Declarations in
# `#if` branches count like any other.
#
# Usage: Scripts/check-type-names.sh [root]   (root: the package's directory, default: this
# script's parent)
set -euo pipefail

root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"

python3 - "$root" <<'PYTHON'
import os
import re
import sys

root = sys.argv[1]
DECLARATION = re.compile(
    r"\b(class|struct|enum|protocol|actor|typealias|extension|func)\s+([A-Za-z_][A-Za-z0-9_.]*)")
# `class func`, `class var`: members, not types.
NOT_NAMES = {"var", "let", "subscript", "init", "deinit"}
# What may stand between the keyword and the line's start: attributes and modifiers only, so
# `class func`, `case .enum` or a word in a string is no declaration.
PREFIX = re.compile(
    r"^\s*((@[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?|public|package|internal|private|fileprivate|open"
    r"|final|indirect|nonisolated|static|distributed|private\(set\)|fileprivate\(set\)"
    r"|package\(set\)|internal\(set\)|public\(set\))\s*)*$")


def strip_comments_and_strings(text):
    """The text with comments and string literals blanked out, keeping line breaks."""
    out = []
    i = 0
    n = len(text)
    depth = 0  # nesting of /* */ comments
    while i < n:
        if depth:
            if text.startswith("/*", i):
                depth += 1
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                i += 2
            else:
                out.append("\n" if text[i] == "\n" else " ")
                i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith("/*", i):
            depth = 1
            i += 2
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = n if end < 0 else end + 3
            out.append("".join("\n" if c == "\n" else " " for c in text[i:end]))
            i = end
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (j + 1 - i))
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def declarations(path):
    """(qualified name, line) of every type declared in the Swift file at `path`."""
    with open(path, encoding="utf-8") as file:
        text = strip_comments_and_strings(file.read())
    found = []
    # Each open brace's scope: the qualified name of the type or extension it opens, or None.
    scopes = []
    pending = None  # a type or extension whose `{` has not come yet
    line = 1
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\n":
            line += 1
        elif c == "{":
            scopes.append(pending)
            pending = None
        elif c == "}":
            if scopes:
                scopes.pop()
        elif c.isalpha() or c == "_":
            match = DECLARATION.match(text, i)
            word_start = i == 0 or not (text[i - 1].isalnum() or text[i - 1] in "_.")
            if match and word_start:
                line_start = text.rfind("\n", 0, i) + 1
                if PREFIX.match(text[line_start:i]) and match.group(2) not in NOT_NAMES:
                    keyword, name = match.group(1), match.group(2)
                    outer = next((s for s in reversed(scopes) if s is not None), None)
                    qualified = name if keyword == "extension" or outer is None else f"{outer}.{name}"
                    if keyword == "func":
                        # Types declared in a function are the function's own.
                        pending = f"{qualified}()"
                    elif keyword == "typealias":
                        found.append((qualified, line))
                    else:
                        if keyword != "extension":
                            found.append((qualified, line))
                        pending = qualified
                    i = match.end()
                    continue
            while i < len(text) and (text[i].isalnum() or text[i] == "_"):
                i += 1
            continue
        i += 1
    return found


places = {}
for top in ("Sources", "Tests", "ReelTV/Sources", "ReelTV/Tests"):
    for directory, _, files in os.walk(os.path.join(root, top)):
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                for qualified, line in declarations(path):
                    places.setdefault(qualified, []).append(f"{os.path.relpath(path, root)}:{line}")

clashes = {name: where for name, where in places.items() if len(where) > 1}
for name in sorted(clashes):
    print(f"{name} is declared {len(clashes[name])} times:")
    for where in clashes[name]:
        print(f"  {where}")
if clashes:
    print(f"check-type-names: {len(clashes)} type name(s) declared more than once", file=sys.stderr)
    sys.exit(1)
print(f"check-type-names: {len(places)} type names, each declared once")
PYTHON
